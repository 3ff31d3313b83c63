// Guessing families' links, limited (issue 27): a token is 256 bits, so guessing one is
// hopeless, but an address that keeps trying links that open nothing is refused for a
// while all the same: once 20 such links came from it in this 15-minute window and the one
// before (so at least the last 15 minutes: 20 guesses either side of a window's turn are
// not 40), every /r/ page it asks for answers 429, a link that works included (so that the
// refusal says nothing of the token), until the two windows hold fewer. Counted in
// rate_limit_counters, as the public forms' limit is (server/api/request-guards.ts): one
// row per address and window, added to in one statement, so several servers on one
// PostgreSQL share the count. The rows expire after two windows and go with the forms'
// counters (purgeRateLimitCounters).
import { inArray, sql } from "drizzle-orm";
import { clientKey } from "#app/lib/client-key.server.ts";
import type { Database } from "#database/client.ts";
import { rateLimitCounters } from "#database/schema.ts";

export const LINK_GUESS_LIMIT = { misses: 20, windowMs: 15 * 60 * 1000 } as const;

const WINDOW = LINK_GUESS_LIMIT.windowMs;
const windowStart = (now: Date) => now.getTime() - (now.getTime() % WINDOW);
const counterKey = (address: string | undefined, start: number) => `request-link|${clientKey(address)}|${start}`;

/** How many seconds `address` must wait before its next link is looked at; 0: none. */
export async function linkGuessesRefusedFor(db: Database, address: string | undefined, now = new Date()): Promise<number> {
  const start = windowStart(now);
  const [current, previous] = [counterKey(address, start), counterKey(address, start - WINDOW)];
  const rows = await db
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, [current, previous]));
  const hits = (key: string) => rows.find((row) => row.key === key)?.hits ?? 0;
  const [here, before] = [hits(current), hits(previous)];
  if (here + before < LINK_GUESS_LIMIT.misses) return 0;
  // The previous window's count goes at this one's end; this one's own, at the next one's.
  const until = start + (here < LINK_GUESS_LIMIT.misses ? WINDOW : 2 * WINDOW);
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Counts a link that opened nothing, from `address`. */
export async function recordLinkMiss(db: Database, address: string | undefined, now = new Date()): Promise<void> {
  const start = windowStart(now);
  await db
    .insert(rateLimitCounters)
    .values({ key: counterKey(address, start), hits: 1, expiresAt: new Date(start + 2 * WINDOW) })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits: sql`${rateLimitCounters.hits} + 1` } });
}
