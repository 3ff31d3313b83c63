// Rendered pages kept in memory for a short while, per path, language and kind of
// visitor (crawlers get the whole page at once, people a streamed one), so that most
// visits are a copy instead of a render. Pages change only when the schools or
// testimonials change: `invalidate()` empties the cache (call it after such a change),
// and entries expire after `ttlMs` anyway. The CSP nonce differs on every response: it
// is stored as a placeholder and filled in on the way out. So does the language cookie
// a Telugu URL sets for a visitor who has not chosen Telugu yet: it is left out of the
// copy and set again for each visitor who needs it, as the page itself would.
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { languageCookieToSet, resolveLanguageFrom } from "#app/i18n/language.server.ts";
import { splitLanguagePrefix } from "#app/i18n/paths.ts";

const NONCE_PLACEHOLDER = "__CSP_NONCE__";
const KEPT_HEADERS = ["content-type", "content-language", "vary", "cache-control", "link"] as const;

interface Entry {
  body: string;
  headers: Array<[string, string]>;
  expires: number;
}

export interface PageCache {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  invalidate: () => void;
  size: () => number;
}

/** A client-side navigation's data request (`/….data`), not a page. */
export function isDataRequest(req: Request): boolean {
  return req.path.endsWith(".data");
}

export function createPageCache({ ttlMs = 60_000, maxEntries = 500 } = {}): PageCache {
  const entries = new Map<string, Entry>();

  const keyOf = (req: Request): { key: string; languageCookie?: string } | undefined => {
    if (req.method !== "GET" || Object.keys(req.query).length > 0 || isDataRequest(req)) return undefined;
    const { prefixed } = splitLanguagePrefix(req.path);
    // Exactly the root loader's choice, so a page is never served in the wrong language.
    const resolved = resolveLanguageFrom({ cookie: req.get("cookie"), acceptLanguage: req.get("accept-language") }, prefixed);
    const visitor = isbot(req.get("user-agent") ?? "") ? "bot" : "person";
    return {
      key: `${resolved?.lang ?? "en"}|${visitor}|${req.path}`,
      languageCookie: languageCookieToSet(resolved, req.get("cookie"), req.protocol === "https"),
    };
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const { key, languageCookie } = keyOf(req) ?? {};
    if (!key) return next();
    const nonce = String(res.locals.nonce ?? "");
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      if (languageCookie) res.setHeader("Set-Cookie", languageCookie);
      res.setHeader("X-Page-Cache", "hit");
      // Sent as is, without res.send()'s ETag: the body differs on every response (its
      // nonce), so no revalidation could match one, and hashing the page was about a fifth
      // of what a hit cost.
      const body = Buffer.from(hit.body.replaceAll(NONCE_PLACEHOLDER, nonce));
      res.status(200).setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    // Miss: let the page render, keeping a copy of what is sent.
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
      // No cookie but the language one this request was due (set again on every hit).
      const cookies = [res.getHeader("set-cookie") ?? []].flat();
      const cacheable =
        res.statusCode === 200 &&
        (cookies.length === 0 || (cookies.length === 1 && cookies[0] === languageCookie)) &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        nonce !== "";
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

  return { middleware, invalidate: () => entries.clear(), size: () => entries.size };
}
