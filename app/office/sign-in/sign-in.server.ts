// Sign-in by e-mail and password. An unknown address and a wrong password get the same
// answer after the same work (a decoy hash is checked); both count as failed guesses,
// which are limited (password-guesses.server.ts).
import { eq } from "drizzle-orm";
import type { SchoolCode } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { staffAccounts } from "#database/schema.ts";
import { normalEmail } from "./accounts.server.ts";
import type { StaffMember } from "./staff-member.ts";
import { guessRefusedFor, recordFailedGuess } from "./password-guesses.server.ts";
import { passwordMatches } from "./passwords.server.ts";
import { startSession } from "./sessions.server.ts";

export type SignInResult =
  | { ok: true; member: StaffMember; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export async function signIn(
  db: Database,
  { email, password, address }: { email: string; password: string; address: string },
  now = new Date(),
): Promise<SignInResult> {
  const guess = { email: normalEmail(email).slice(0, 254), address };
  const wait = await guessRefusedFor(db, guess, now);
  if (wait > 0) return { ok: false, reason: "limited", retryAfterSeconds: wait };
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, guess.email));
  const matches = await passwordMatches(password.slice(0, 1024), account?.passwordHash);
  if (!account || !matches || account.disabledAt) {
    await recordFailedGuess(db, guess, now);
    return { ok: false, reason: "invalid" };
  }
  const token = await startSession(db, account.id, now);
  return {
    ok: true,
    token,
    member: { id: account.id, email: account.email, role: account.role, schoolCode: account.schoolCode as SchoolCode | null },
  };
}
