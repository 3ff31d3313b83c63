// Sign-in by e-mail and password. An unknown address and a wrong password get the same
// answer after the same work (a decoy hash is checked). Ten failures for one account, or
// from one address, within 15 minutes refuse that account or address, and only that,
// until the oldest failure is 15 minutes old (OWASP Authentication Cheat Sheet).
import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { SchoolCode } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { clientKey } from "#app/lib/client-key.server.ts";
import { signInFailures, staffAccounts } from "#database/schema.ts";
import { normalEmail, type StaffMember } from "./accounts.server.ts";
import { passwordMatches } from "./passwords.server.ts";
import { startSession } from "./sessions.server.ts";

export const SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

export type SignInResult =
  | { ok: true; member: StaffMember; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** An address counts as the public forms' limit counts it: an IPv6 /64 as one, ::ffff:192.0.2.55 as 192.0.2.55. */
const failureKeys = (email: string, address: string) => [`account:${email}`, `address:${clientKey(address)}`];

/** How long until `keys` may try again (0: now). */
async function refusedFor(db: Database, keys: string[], now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_LIMIT.windowMs);
  const rows = await db
    .select({ key: signInFailures.key, failures: count(), oldest: min(signInFailures.failedAt) })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.failedAt, since)))
    .groupBy(signInFailures.key);
  let wait = 0;
  for (const row of rows) {
    if (row.failures < SIGN_IN_LIMIT.failures || !row.oldest) continue;
    // Refused until enough failures have left the window: at the latest, when the oldest has.
    wait = Math.max(wait, Math.ceil((new Date(row.oldest).getTime() + SIGN_IN_LIMIT.windowMs - now.getTime()) / 1000));
  }
  return wait;
}

export async function signIn(
  db: Database,
  { email, password, address }: { email: string; password: string; address: string },
  now = new Date(),
): Promise<SignInResult> {
  const normal = normalEmail(email).slice(0, 254);
  const keys = failureKeys(normal, address);
  const wait = await refusedFor(db, keys, now);
  if (wait > 0) return { ok: false, reason: "limited", retryAfterSeconds: wait };
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normal));
  const matches = await passwordMatches(password.slice(0, 1024), account?.passwordHash);
  if (!account || !matches || account.disabledAt) {
    await db.insert(signInFailures).values(keys.map((key) => ({ key, failedAt: now })));
    return { ok: false, reason: "invalid" };
  }
  const token = await startSession(db, account.id, now);
  return {
    ok: true,
    token,
    member: { id: account.id, email: account.email, role: account.role, schoolCode: account.schoolCode as SchoolCode | null },
  };
}

/** Drops failures older than the window (the server's purge). */
export async function purgeSignInFailures(db: Database, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_LIMIT.windowMs)));
}
