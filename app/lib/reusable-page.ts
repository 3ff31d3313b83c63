// A route's permission for the server to reuse its rendered page for other visitors for a
// minute (server/page-cache.ts, docs/decisions/0005-html-caching.md). Declare it only if
// the route's loader reads nothing of the request but the language: no cookie, session or
// query, and nothing drawn per visitor (the careers page's captcha is, so it does not).

/** What a route's `handle` says about reuse. */
export interface PageCacheHandle {
  pageCache?: boolean;
}

/** `export const handle = reusablePage;` in a route module. */
export const reusablePage: PageCacheHandle = { pageCache: true };
