// Where a visit came from (issue 29): a GET of a public page that arrives with a campaign's
// tags or from another site's link is a touch, kept in the visitor's `vs` cookie
// (app/requests/sources). The cookie is added to this response alone, as its head goes
// out: in front of the page cache, so that a copy of a page never holds one visitor's
// cookie and a reused page still sets each visitor's own.
import type { RequestHandler, Response } from "express";
import { todayInIndia } from "#app/lib/india-date.ts";
import { touchOf } from "#app/requests/sources/touch.ts";
import { touchesAt } from "#app/requests/sources/touch-paths.ts";
import { withTouch } from "#app/requests/sources/touches.ts";
import { touchesFromCookies, visitCookie } from "#app/requests/sources/visit-cookie.ts";

const NO_QUERY = new URLSearchParams();

export function visitSources(): RequestHandler {
  return (req, res, next) => {
    // Most page views are neither: nothing is worked out for them.
    const tagged = req.originalUrl.includes("utm_");
    if (req.method !== "GET" || (!tagged && !req.get("referer")) || !touchesAt(req.path)) return next();
    const query = tagged ? new URL(req.originalUrl, "http://site.invalid").searchParams : NO_QUERY;
    const touch = touchOf({ query, referer: req.get("referer"), ownHost: req.hostname, path: req.path, day: todayInIndia() });
    if (touch) {
      const cookie = visitCookie(withTouch(touchesFromCookies(req.get("cookie")), touch), req.protocol === "https");
      onPageHead(res, () => res.append("Set-Cookie", cookie));
    }
    next();
  };
}

/** Runs `add` as the head of a page (HTML, not an error of ours) or of a redirect goes out. */
function onPageHead(res: Response, add: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    const html = String(this.getHeader("content-type") ?? "").startsWith("text/html");
    if ((html && status < 500) || [301, 302, 303, 307, 308].includes(status)) add();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
