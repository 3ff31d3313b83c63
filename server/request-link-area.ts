// What the server does for every request of a family's private page (/r/<token>,
// /te/r/<token>, any case or spelling, their data URLs; issue 27), whatever answers it: the
// page, the one page of a link that opens nothing, a refusal, a redirect. No copy kept
// by a browser or a proxy (no-store), no address sent on to another site (no-referrer:
// the token is in it), kept out of search. The request log and the page error log write
// such a path without its token (withoutLinkToken, in ./logger.ts), and the page cache never
// keeps one (./page-cache.ts).
import type { RequestHandler } from "express";

const LINK_PATH = /^\/+(?:te\/+)?r\//i;

/**
 * The ways a path may be written for the same page: as sent, as the URL parser reads it
 * (dot segments, backslashes: the page handler's Request does), and decoded (/%72/… is /r/…).
 */
function spellings(path: string): string[] {
  const all = [path];
  // A path with nothing to decode or resolve has one spelling (most: checked on every request).
  if (!/[%\\]|\/\.|\/\//.test(path)) return all;
  try {
    all.push(new URL(path, "http://site.invalid").pathname);
  } catch {
    // not a path the parser takes: the one spelling
  }
  for (const each of [...all]) {
    try {
      all.push(decodeURIComponent(each));
    } catch {
      // not valid percent-encoding: as written
    }
  }
  return all;
}

/** A family's link, however its path is written. */
export function isRequestLinkPath(path: string): boolean {
  return spellings(path).some((each) => LINK_PATH.test(each));
}

export const REQUEST_LINK_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export function requestLinkHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isRequestLinkPath(req.path)) res.set(REQUEST_LINK_HEADERS);
    next();
  };
}

/** A path as the log may write it: a family's link without its token ("/r/…"). */
export function withoutLinkToken(path: string): string {
  for (const each of spellings(path)) {
    const prefix = LINK_PATH.exec(each)?.[0];
    if (prefix !== undefined) return `${prefix}…`;
  }
  return path;
}
