// Guards in front of every POST: refuse cross-site requests, and limit how many
// requests one address may send to one endpoint per minute.
import type { NextFunction, Request, Response } from "express";
import { sql } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { rateLimitCounters } from "#database/schema.ts";
import { statementName } from "#database/statement-name.ts";
import { batchWhileBusy } from "#app/lib/batch-while-busy.ts";
import { clientKey } from "#app/lib/client-key.server.ts";
import { sendError } from "./http.ts";

const WINDOW_MS = 60_000;

/**
 * What stands before every submission, through the API or a page's form: no cross-site
 * posts, and one count per address and `counter` (the API's path of the kind of
 * submission, whichever door it came by).
 */
export function submissionGuards(
  deps: {
    db: Database;
    rateLimitPerMinute?: number;
    onError: (error: unknown, context: { path: string }) => void;
  },
  counter: string,
) {
  return [
    sameOriginOnly(),
    rateLimit(deps.db, deps.rateLimitPerMinute ?? 0, counter, (error) => deps.onError(error, { path: counter })),
  ];
}

/**
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin): a form on another
 * site may not post here. Clients that send neither (curl, apps) are not browsers
 * acting for someone else and pass.
 *
 * `nullOrigin`: a page served with Referrer-Policy: no-referrer (a family's private link,
 * issue 27) posts its own forms with `Origin: null` (the Fetch standard's rule for that
 * policy); Sec-Fetch-Site, which only the browser sets, still says whose page it was, and
 * a browser too old to send it has only the page's own token to post with. The header,
 * which names no origin, is then dropped: React Router's own check of it would refuse the
 * post (400) for the very reason it was let through here.
 */
export function sameOriginOnly({ nullOrigin = false }: { nullOrigin?: boolean } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const unnamed = nullOrigin && origin === "null";
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && !unnamed && !sameOrigin(origin, req));
    if (crossSite) return sendError(req, res, 403, "api.crossSite");
    if (unnamed) delete req.headers.origin;
    next();
  };
}

/**
 * Whether `origin` is the site's as the browser asked for it: scheme, host and port (a page
 * served over plain HTTP is another origin than the HTTPS site). Behind TRUST_PROXY
 * proxies, Express reads the scheme from X-Forwarded-Proto and the host from
 * X-Forwarded-Host when the proxy sets one (a proxy that rewrites Host to reach us would
 * otherwise make every form on the site "cross-site").
 */
function sameOrigin(origin: string, req: Request): boolean {
  try {
    return req.host !== undefined && new URL(origin).origin === new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false; // "null" and other opaque origins
  }
}

/**
 * A fixed one-minute window per endpoint and address, counted in the database so that
 * several instances share it. If the count cannot be read the request goes on: the
 * store it is about to attempt will answer for the database.
 *
 * `endpoint` names the count, not the path as it was asked for: /API/contact and
 * /api/contact/ reach the same handler and must not each get their own allowance.
 */
export function rateLimit(db: Database, perMinute: number, endpoint: string, onError: (error: unknown) => void) {
  if (perMinute <= 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  const countHit = batchedHitCounter(db);
  return async (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    forgetPastWindows(db, windowStart, onError);
    const key = `${endpoint}|${clientKey(req.ip)}|${windowStart}`;
    try {
      const hits = await countHit(key, new Date(windowStart + WINDOW_MS));
      if (hits > perMinute) {
        res.set("Retry-After", String(Math.ceil((windowStart + WINDOW_MS - now) / 1000)));
        return sendError(req, res, 429, "api.tooManyRequests");
      }
    } catch (error) {
      onError(error);
    }
    next();
  };
}

/**
 * Adds one hit to a window's count and answers the request's place in it. Hits of a key
 * that arrive while its statement is on its way go as one (app/lib/batch-while-busy.ts):
 * an address that floods an endpoint costs one statement per round trip, not one per
 * request all queued on the same row's lock, and each request still gets its exact place
 * in the count (the first n of a batch of n counted together).
 */
function batchedHitCounter(db: Database) {
  const addHits = prepareAddHits(db);
  return batchWhileBusy<Date, number>(
    async (key, expiries) => {
      const [row] = await addHits.execute({ key, hits: expiries.length, expiresAt: expiries[0] });
      const total = row?.hits ?? 0;
      return expiries.map((_, i) => ({ status: "fulfilled", value: total - expiries.length + i + 1 }));
    },
    { maxBatch: Number.POSITIVE_INFINITY },
  );
}

/**
 * Adds hits to a window's count and answers the new count: a prepared statement, built
 * once and parsed once per connection (it runs before every POST).
 */
function prepareAddHits(db: Database) {
  const query = db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), hits: sql.placeholder("hits"), expiresAt: sql.placeholder("expiresAt") })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { hits: sql`${rateLimitCounters.hits} + excluded.hits` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return query.prepare(statementName("rate_limit_hit", query.toSQL().sql));
}

/**
 * The counts of past windows are of no use: the first request of each new window deletes
 * them (once per database handle), so the table holds about one window of addresses
 * however many came before.
 */
const windowsPurged = new WeakMap<object, number>();
function forgetPastWindows(db: Database, windowStart: number, onError: (error: unknown) => void) {
  if ((windowsPurged.get(db) ?? 0) >= windowStart) return;
  windowsPurged.set(db, windowStart);
  purgeRateLimitCounters(db, new Date(windowStart + 1)).catch(onError);
}

/** Forgets the counts of windows that are over. */
export async function purgeRateLimitCounters(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.expiresAt} < ${now}`);
}
