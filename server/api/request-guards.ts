// Guards in front of every POST: refuse cross-site requests, and limit how many
// requests one address may send to one endpoint per minute.
import type { NextFunction, Request, Response } from "express";
import { sql } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { rateLimitCounters } from "#database/schema.ts";
import { sendError } from "./http.ts";

const WINDOW_MS = 60_000;

/**
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin): a form on another
 * site may not post here. Clients that send neither (curl, apps) are not browsers
 * acting for someone else and pass.
 */
export function sameOriginOnly() {
  return (req: Request, res: Response, next: NextFunction) => {
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && !sameHost(origin, req.get("host")));
    if (crossSite) return sendError(req, res, 403, "api.crossSite");
    next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

/**
 * A fixed one-minute window per endpoint and address, counted in the database so that
 * several instances share it. If the count cannot be read the request goes on: the
 * store it is about to attempt will answer for the database.
 */
export function rateLimit(db: Database, perMinute: number, onError: (error: unknown) => void) {
  const countHit = prepareCountHit(db);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (perMinute <= 0) return next();
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    const key = `${req.baseUrl}${req.path}|${req.ip ?? "unknown"}|${windowStart}`;
    try {
      const [row] = await countHit.execute({ key, expiresAt: new Date(windowStart + WINDOW_MS) });
      if ((row?.hits ?? 0) > perMinute) {
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
 * Adds one hit to a window's count and answers the new count: a prepared statement, built
 * once and parsed once per connection (it runs before every POST).
 */
function prepareCountHit(db: Database) {
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), hits: 1, expiresAt: sql.placeholder("expiresAt") })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits: sql`${rateLimitCounters.hits} + 1` } })
    .returning({ hits: rateLimitCounters.hits })
    .prepare("rate_limit_hit");
}

/** Forgets the counts of windows that are over. */
export async function purgeRateLimitCounters(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.expiresAt} < ${now}`);
}
