// Rendered pages kept in memory for a short while, so that most visits are a copy instead
// of a render, where a route allows it and only there (docs/decisions/0005-html-caching.md):
// - A route allows it in its `handle` (`{ pageCache: true }`), and then its loader reads
//   nothing of the request but the language (which the key carries): no cookie, session
//   or query. A page that differs per visitor (the careers captcha) does not declare it.
// - Never reused or kept: anything but a GET of a page (POSTs, data requests), a request
//   with any cookie but the language one and the visit's (a session), a response that sets
//   a cookie other than the visit's (./visit-source.ts adds that one to each response
//   outside the copy, and the copy keeps no Set-Cookie), one that is not a 200 HTML page,
//   a query string other than tracking parameters, a path in another spelling than its own (/About: the HTML carries the path it was rendered for,
//   and the browser reloads a page whose path differs), the staff area, a family's private
//   link (/r/…: one family's page, whatever its route declares), and any response that
//   says no-store.
// - Keyed by the day in India, the matched route and its parameters, the language and the
//   kind of visitor (crawlers get the whole page at once, people a streamed one); the least recently used
//   copy goes first when it is full, and every copy expires after `ttlMs`.
// The CSP nonce differs on every response: it is stored as a placeholder and filled in on
// the way out.
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { languageCookieToSet, resolveLanguageFrom } from "#app/i18n/language.server.ts";
import { splitLanguagePrefix } from "#app/i18n/paths.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { PageCacheHandle } from "#app/lib/reusable-page.ts";
import { isVisitCookie, VISIT_COOKIE } from "#app/requests/sources/visit-cookie.ts";
import { isRequestLinkPath } from "./request-link-area.ts";

const NONCE_PLACEHOLDER = "__CSP_NONCE__";
const KEPT_HEADERS = ["content-type", "content-language", "vary", "cache-control", "link"] as const;
/** Query parameters that only say where a visitor came from: the page is the same. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid)$/;

interface Entry {
  body: string;
  headers: Array<[string, string]>;
  expires: number;
}

export interface PageCache {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  size: () => number;
  /** Lets every copy go (published content changed them), and any render already under way. */
  forget: () => void;
}

/** A client-side navigation's data request (`/….data`), not a page. */
export function isDataRequest(req: Request): boolean {
  return req.path.endsWith(".data");
}

/** The build's flat route table as the tree React Router matches. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    children.set(route.parentId, siblings);
    const { id, path, caseSensitive } = route;
    siblings.push(route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: [] });
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => (node.index ? node : { ...node, children: attach(children.get(node.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/** Whether a response sets no cookie but the visit's, which is each response's own (never kept in a copy). */
function setsNoCookieButTheVisits(res: Response): boolean {
  const set = res.getHeader("set-cookie");
  return set === undefined || [set].flat().every((cookie) => isVisitCookie(String(cookie)));
}

export function createPageCache({
  routes,
  ttlMs = 60_000,
  maxEntries = 500,
}: {
  routes: ServerBuild["routes"];
  ttlMs?: number;
  maxEntries?: number;
}): PageCache {
  const entries = new Map<string, Entry>();
  const tree = routeTree(routes);
  // Counted up by forget(): a page rendered from the content before it is not kept.
  let generation = 0;

  /** The route that renders `pathname` and its parameters, if its handle allows reuse (as a key part). */
  const matched = new Map<string, string | undefined>();
  const cacheableRoute = (pathname: string): string | undefined => {
    if (matched.has(pathname)) return matched.get(pathname);
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    const id = leaf?.route.id;
    const handle = id === undefined ? undefined : (routes[id]?.module.handle as PageCacheHandle | undefined);
    const route = leaf && id !== undefined && handle?.pageCache === true ? `${id}|${JSON.stringify(leaf.params)}` : undefined;
    if (matched.size >= maxEntries * 4) matched.clear(); // any number of paths may be asked for
    matched.set(pathname, route);
    return route;
  };

  const keyOf = (req: Request): string | undefined => {
    if (req.method !== "GET" || isDataRequest(req)) return undefined;
    if (Object.keys(req.query).some((name) => !TRACKING_PARAMETER.test(name))) return undefined;
    const pathname = req.path;
    // Only the page's own spelling (the HTML carries the path it was rendered for).
    if (pathname !== pathname.toLowerCase() || (pathname.length > 1 && pathname.endsWith("/"))) return undefined;
    if (pathname === "/staff" || pathname.startsWith("/staff/")) return undefined;
    if (isRequestLinkPath(pathname)) return undefined;
    // A session, or any cookie but the language one and the visit's (no page reads that): this visitor's own page.
    const cookies = (req.get("cookie") ?? "").split(";").map((cookie) => cookie.trim()).filter(Boolean);
    if (cookies.some((cookie) => !cookie.startsWith("lang=") && !cookie.startsWith(`${VISIT_COOKIE}=`))) return undefined;
    const { prefixed } = splitLanguagePrefix(pathname);
    const resolved = resolveLanguageFrom({ cookie: req.get("cookie"), acceptLanguage: req.get("accept-language") }, prefixed);
    // A page that sets the language cookie (a first visit to a Telugu URL) is rendered.
    if (!resolved || languageCookieToSet(resolved, req.get("cookie"), req.protocol === "https")) return undefined;
    const route = cacheableRoute(pathname);
    if (!route) return undefined;
    const visitor = isbot(req.get("user-agent") ?? "") ? "bot" : "person";
    // The day in India: a page carries what holds on its day (the group's banner from its
    // start to its end date, the admissions year), so no copy is reused on another day.
    return `${todayInIndia()}|${resolved.lang}|${visitor}|${route}`;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req);
    if (!key) return next();
    const nonce = String(res.locals.nonce ?? "");
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // The most recently used last: the first is the one to let go when full.
      entries.delete(key);
      entries.set(key, hit);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      // Sent as is, without res.send()'s ETag: the body differs on every response (its
      // nonce), so no revalidation could match one, and hashing the page was about a fifth
      // of what a hit cost.
      const body = Buffer.from(hit.body.replaceAll(NONCE_PLACEHOLDER, nonce));
      res.status(200).setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    if (hit) entries.delete(key);
    // Miss: let the page render, keeping a copy of what is sent.
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      else chunks.push(Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const cacheable =
        res.statusCode === 200 &&
        setsNoCookieButTheVisits(res) &&
        !/no-store/i.test(String(res.getHeader("cache-control") ?? "")) &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        nonce !== "" &&
        renderedIn === generation;
      if (cacheable) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
        entries.set(key, {
          body: Buffer.concat(chunks).toString("utf8").replaceAll(nonce, NONCE_PLACEHOLDER),
          headers: KEPT_HEADERS.flatMap((name) => {
            const value = res.getHeader(name);
            return value === undefined ? [] : [[name, String(value)] as [string, string]];
          }),
          expires: Date.now() + ttlMs,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  return {
    middleware,
    size: () => entries.size,
    forget: () => {
      generation += 1;
      entries.clear();
    },
  };
}
