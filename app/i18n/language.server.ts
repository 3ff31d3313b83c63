// Which language a request is answered in: a /te prefix in the URL; else the visitor's
// stored choice (a cookie that mirrors localStorage); else the browser's
// Accept-Language; else English.
import type { Language } from "#app/config/enumerations.ts";
import { languageCookie, languageFromAcceptLanguage, languageFromCookie } from "./detect.ts";
import { choosesLanguage, PREFIXED_LANGUAGE, splitLanguagePrefix } from "./paths.ts";

/** Languages whose catalogue is complete; a request for another falls back to English. */
export const AVAILABLE_LANGUAGES: readonly Language[] = ["en", "te"];

export type LanguageSource = "url" | "cookie" | "header" | "default";

/**
 * `prefix` is the route's ":lang?" parameter. Returns undefined for a prefix that is
 * not a language (e.g. /xyz/about): that page does not exist.
 */
export function resolveLanguage(
  request: Request,
  prefix: string | undefined,
): { lang: Language; source: LanguageSource } | undefined {
  return resolveLanguageFrom(
    { cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") },
    prefix,
  );
}

/**
 * The same decision from the raw headers, for code outside React Router (the API, the
 * page cache): they must agree with the page's own choice.
 */
export function resolveLanguageFrom(
  headers: { cookie?: string | null; acceptLanguage?: string | null },
  prefix: string | undefined,
): { lang: Language; source: LanguageSource } | undefined {
  if (prefix !== undefined) {
    return prefix === PREFIXED_LANGUAGE ? { lang: available(PREFIXED_LANGUAGE), source: "url" } : undefined;
  }
  const stored = languageFromCookie(headers.cookie);
  if (stored) return { lang: available(stored), source: "cookie" };
  if (headers.acceptLanguage) return { lang: available(languageFromAcceptLanguage(headers.acceptLanguage)), source: "header" };
  return { lang: "en", source: "default" };
}

/**
 * Arriving on a Telugu URL is a choice of Telugu: the cookie that keeps it for the next
 * pages (whose links carry no prefix), unless the request's cookie already says so, or the
 * page is a staff preview. The root loader and the page cache both answer with it.
 */
export function languageCookieToSet(
  resolved: { lang: Language; source: LanguageSource } | undefined,
  cookieHeader: string | null | undefined,
  secure: boolean,
  pathname = "",
): string | undefined {
  if (resolved?.source !== "url" || languageFromCookie(cookieHeader) === resolved.lang || (pathname !== "" && !choosesLanguage(pathname))) return undefined;
  return languageCookie(resolved.lang, secure);
}

function available(lang: Language): Language {
  return AVAILABLE_LANGUAGES.includes(lang) ? lang : "en";
}

/** The path as the router matched it: /%61bout is /about. */
function matchedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname; // not a page (the server answers such paths 400 before they get here)
  }
}

/**
 * The URL's language prefix: the route's ":lang?" parameter. The catch-all route has no
 * such segment: a /te/… path that is no page is still asked for in Telugu.
 */
export function languagePrefix(request: Request, params: Readonly<Record<string, string | undefined>>): string | undefined {
  return params.lang ?? splitLanguagePrefix(matchedPath(new URL(request.url).pathname)).prefixed;
}

/** The language a route loader renders in (the root loader refuses unknown prefixes). */
export function pageLanguage(request: Request, prefix: string | undefined): Language {
  return resolveLanguage(request, prefix)?.lang ?? "en";
}

/**
 * For a resource route (no root loader runs before it): a prefix that is not a language
 * (/xx/staff/sign-out) is a page that does not exist.
 */
export function refuseUnknownPrefix(request: Request, params: Readonly<Record<string, string | undefined>>): void {
  if (!resolveLanguage(request, languagePrefix(request, params))) throw new Response("Not found", { status: 404 });
}
