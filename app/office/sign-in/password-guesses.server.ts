// Guesses of a member's password, limited (OWASP Authentication Cheat Sheet;
// docs/decisions/0013-staff-sign-in.md): ten failures from one address within 15 minutes
// refuse that address; ten for one account refuse that account to the addresses that
// failed for it, not to one that has not (else anyone who knows a member's e-mail could
// keep them out). Sign-in's wrong passwords and the password page's wrong current ones
// are the same failures, in the same counts.
import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { clientKey } from "#app/lib/client-key.server.ts";
import { signInFailures } from "#database/schema.ts";

export const SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

/** Who guesses a member's password: the account (its e-mail) and where from. */
export interface PasswordGuess {
  /** The account's address, in its normal form (normalEmail). */
  email: string;
  address: string;
}

/**
 * The counts a failed guess adds to: the account, the address (as the public forms' limit
 * counts it: an IPv6 /64 as one, ::ffff:192.0.2.55 as 192.0.2.55), and the two together.
 */
function failureKeys({ email, address }: PasswordGuess) {
  const account = `account:${email.slice(0, 254)}`;
  const from = `address:${clientKey(address)}`;
  return { account, address: from, pair: `${account}|${from}` };
}

/** How long until `guess` may be tried (0: now). */
export async function guessRefusedFor(db: Database, guess: PasswordGuess, now = new Date()): Promise<number> {
  const keys = failureKeys(guess);
  const since = new Date(now.getTime() - SIGN_IN_LIMIT.windowMs);
  const rows = await db
    .select({
      key: signInFailures.key,
      // The failure whose leaving the window lifts a limit of n: the nth newest; and the newest.
      nth: sql<number>`extract(epoch from (array_agg(${signInFailures.failedAt} order by ${signInFailures.failedAt} desc))[${sql.raw(String(SIGN_IN_LIMIT.failures))}]) * 1000`.mapWith(Number),
      newest: sql<number>`extract(epoch from max(${signInFailures.failedAt})) * 1000`.mapWith(Number),
    })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, Object.values(keys)), gt(signInFailures.failedAt, since)))
    .groupBy(signInFailures.key);
  const until = (key: string, of: "nth" | "newest") => {
    const at = rows.find((row) => row.key === key)?.[of];
    return at ? Math.max(0, Math.ceil((at + SIGN_IN_LIMIT.windowMs - now.getTime()) / 1000)) : 0;
  };
  // The account's limit holds only where the account's password was failed from.
  const forAccount = Math.min(until(keys.account, "nth"), until(keys.pair, "newest"));
  return Math.max(until(keys.address, "nth"), forAccount);
}

/** Counts a wrong password (at sign-in, or as the current one on the password page). */
export async function recordFailedGuess(db: Database, guess: PasswordGuess, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values(Object.values(failureKeys(guess)).map((key) => ({ key, failedAt: now })));
}

/** Drops failures older than the window (the server's purge). */
export async function purgeSignInFailures(db: Database, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_LIMIT.windowMs)));
}
