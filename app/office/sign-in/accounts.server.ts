// Staff accounts: added from the command line (server/staff-cli.ts) or by a group admin,
// disabled and enabled again. Disabling ends the account's sessions in the same transaction.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { staffAccounts, staffSessions } from "#database/schema.ts";
import { guessRefusedFor, recordFailedGuess } from "./password-guesses.server.ts";
import type { StaffMember, StaffRole } from "./staff-member.ts";
import { hashPassword, passwordMatches, passwordProblem } from "./passwords.server.ts";
import { endOtherSessions } from "./sessions.server.ts";

export interface NewAccount {
  email: string;
  role: StaffRole;
  schoolCode?: string;
  password: string;
}

export type AccountProblem = "email" | "role" | "school" | "tooShort" | "tooLong" | "taken";

/** The form an address is kept in: trimmed, lower case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds an account, or says what is wrong with it (nothing is written then). */
export async function addAccount(
  db: Database,
  account: NewAccount,
): Promise<{ ok: true; member: StaffMember } | { ok: false; problem: AccountProblem }> {
  const email = normalEmail(account.email);
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, problem: "email" };
  if (account.role !== "admin" && account.role !== "staff") return { ok: false, problem: "role" };
  const schoolCode = account.role === "staff" ? account.schoolCode : undefined;
  if (account.role === "staff" && !SCHOOL_CODES.includes(schoolCode as SchoolCode)) return { ok: false, problem: "school" };
  if (account.role === "admin" && account.schoolCode) return { ok: false, problem: "school" };
  const problem = passwordProblem(account.password);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, passwordHash, role: account.role, schoolCode: schoolCode ?? null })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning({ id: staffAccounts.id });
  if (!row) return { ok: false, problem: "taken" };
  return { ok: true, member: { id: row.id, email, role: account.role, schoolCode: (schoolCode as SchoolCode) ?? null } };
}

/** Disables an account and ends its sessions at once; false when there is no such account. */
export async function disableAccount(db: Database, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(and(eq(staffAccounts.id, accountId), isNull(staffAccounts.disabledAt)))
      .returning({ id: staffAccounts.id });
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
    return updated.length > 0;
  });
}

/** Lets a disabled account sign in again; false when there is no such account. */
export async function enableAccount(db: Database, accountId: number): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ disabledAt: null })
    .where(eq(staffAccounts.id, accountId))
    .returning({ id: staffAccounts.id });
  return updated.length > 0;
}

export type PasswordChangeProblem = "wrongCurrent" | "tooShort" | "tooLong" | "mismatch";

/**
 * Changes a member's own password, given the current one, and ends their other sessions
 * (a password changed because it leaked also shuts out whoever used it). A wrong current
 * password is a failed guess like a failed sign-in, in the same counts and under the same
 * limit (a stolen session guesses no more than a stranger at the sign-in page).
 */
export async function changePassword(
  db: Database,
  member: Pick<StaffMember, "id" | "email">,
  { current, next, repeated, keepToken, address }: { current: string; next: string; repeated: string; keepToken: string | undefined; address: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; problem: PasswordChangeProblem } | { ok: false; problem: "limited"; retryAfterSeconds: number }> {
  const guess = { email: member.email, address };
  const wait = await guessRefusedFor(db, guess, now);
  if (wait > 0) return { ok: false, problem: "limited", retryAfterSeconds: wait };
  const accountId = member.id;
  const [account] = await db.select({ passwordHash: staffAccounts.passwordHash }).from(staffAccounts).where(eq(staffAccounts.id, accountId));
  if (!(await passwordMatches(current.slice(0, 1024), account?.passwordHash))) {
    await recordFailedGuess(db, guess, now);
    return { ok: false, problem: "wrongCurrent" };
  }
  const problem = passwordProblem(next);
  if (problem) return { ok: false, problem };
  if (next !== repeated) return { ok: false, problem: "mismatch" };
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, accountId));
    await endOtherSessions(tx as unknown as Database, accountId, keepToken);
  });
  return { ok: true };
}

export interface AccountRow {
  id: number;
  email: string;
  role: StaffRole;
  schoolCode: SchoolCode | null;
  disabled: boolean;
}

/** Every account, group admins first, then by school and address (the group admin's page). */
export async function listAccounts(db: Database): Promise<AccountRow[]> {
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role, schoolCode: staffAccounts.schoolCode, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.role), asc(staffAccounts.schoolCode), asc(staffAccounts.email));
  return rows.map(({ disabledAt, ...row }) => ({ ...row, schoolCode: row.schoolCode as SchoolCode | null, disabled: disabledAt !== null }));
}

/** The addresses of these accounts (an assignee, who changed a request, who opened it), for showing them. */
export async function accountEmails(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(sql`${staffAccounts.id} in (${sql.join(ids.map((value) => sql`${value}`), sql`, `)})`);
  return new Map(rows.map((row) => [row.id, row.email]));
}
