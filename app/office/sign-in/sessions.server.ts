// Signed-in sessions, kept in the database: the cookie carries a random 256-bit token,
// the table only its SHA-256. A session ends 12 hours after sign-in whatever happens, after
// 2 hours without a request, at sign-out, when its account is disabled, and (the others)
// when its account's password changes. OWASP Session Management Cheat Sheet.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { SchoolCode } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { staffAccounts, staffSessions } from "#database/schema.ts";
import type { StaffMember } from "./staff-member.ts";

export const SESSION_LIMITS = {
  absoluteMs: 12 * 60 * 60 * 1000,
  idleMs: 2 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often: not one write per page. */
  touchEveryMs: 60 * 1000,
} as const;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Starts a session for the account; the token goes into the cookie, nowhere else. */
export async function startSession(db: Database, accountId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIMITS.absoluteMs),
  });
  return token;
}

/** The staff member a session token belongs to, if the session is still on; it counts as a request. */
export async function sessionMember(db: Database, token: string | undefined, now = new Date()): Promise<StaffMember | undefined> {
  if (!token || token.length > 100) return undefined;
  const hash = tokenHash(token);
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      schoolCode: staffAccounts.schoolCode,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_LIMITS.idleMs)),
        isNull(staffAccounts.disabledAt),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_LIMITS.touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, hash));
  }
  return { id: row.id, email: row.email, role: row.role, schoolCode: row.schoolCode as SchoolCode | null };
}

/** Sign-out: the session ends on the server, whatever the browser keeps. */
export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Ends every session of the account but `keepToken`'s (after a password change). */
export async function endOtherSessions(db: Database, accountId: number, keepToken?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.accountId, accountId), keepToken ? ne(staffSessions.tokenHash, tokenHash(keepToken)) : undefined));
}

/** Removes sessions that can no longer be used (the server's purge, every few minutes). */
export async function purgeEndedSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_LIMITS.idleMs))));
}
