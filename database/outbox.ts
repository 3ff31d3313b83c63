// The outbox (issue 17): every e-mail a stored submission causes is a row written in the
// submission's own transaction (a trigger on each submission table, drizzle/0006), so a
// crash after the commit loses none and a rollback sends none. This module claims the
// rows that are due, one sender per row however many servers run (FOR UPDATE SKIP LOCKED
// and a lease), and records what became of each: sent, to be tried again later, failed.
// Decision: docs/decisions/0016-mail-outbox.md.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./client.ts";

import type { MailPurpose } from "./schema.ts";

export type Audience = "office" | "visitor";
export type OutboxStatus = "waiting" | "sent" | "failed";

export interface OutboxMessage {
  id: number;
  requestKind: string;
  requestId: number;
  audience: Audience;
  /** What it is about (issue 27): the request received, a booking confirmed, moved, cancelled, a reminder, a family's change. */
  purpose: MailPurpose;
  language: "en" | "te";
  attempts: number;
  createdAt: Date;
}

/**
 * How long a claimed message is its sender's alone. A living sender renews the lease of
 * the messages it is still sending (renewLeases) every third of it; a sender that died (a
 * crash, SIGKILL, a lost machine) lets them go when it ends: after at most this long,
 * another sender, or the same server restarted, takes them (decision 0016).
 */
export const LEASE_MS = 30 * 1000;
/** Retries stop a day after the message was written: it is failed then, for a person to look at. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait before try number `attempts + 1`: 1 minute, doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60 * 1000);
}

/**
 * Claims up to `limit` messages that are due, oldest first: waiting, their time come, and
 * not leased to a sender that is still within its lease. Claimed rows count the attempt.
 * Times are the database's clock (microseconds; a JavaScript Date has milliseconds, and a
 * row due in the same millisecond would wait a round).
 */
export async function claimDue(db: Database, limit: number, leaseMs = LEASE_MS): Promise<OutboxMessage[]> {
  const rows = await queryRows<{
    id: number;
    request_kind: string;
    request_id: number;
    audience: Audience;
    purpose: MailPurpose;
    language: string;
    attempts: number;
    created_at: string | Date;
  }>(
    db,
    sql`update outbox_messages set lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from outbox_messages
        where status = 'waiting' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
        order by id limit ${limit}
        for update skip locked)
      returning id, request_kind, request_id, audience, purpose, language, attempts, created_at`,
  );
  return rows
    .map((row) => ({
      id: row.id,
      requestKind: row.request_kind,
      requestId: row.request_id,
      audience: row.audience,
      purpose: row.purpose,
      language: row.language === "te" ? ("te" as const) : ("en" as const),
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The sender is alive and still sending these: their lease runs `leaseMs` from now. Rows
 * already recorded (sent, or given back) are left as they are.
 */
export async function renewLeases(db: Database, ids: number[], leaseMs = LEASE_MS): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update outbox_messages set lease_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and status = 'waiting' and lease_until is not null`,
  );
}

export async function markSent(db: Database, id: number | number[], now = new Date()): Promise<void> {
  const ids = Array.isArray(id) ? id : [id];
  if (ids.length === 0) return;
  await db.execute(
    sql`update outbox_messages set status = 'sent', sent_at = ${now}, lease_until = null, last_error = null
      where id in (${sql.join(ids.map((one) => sql`${one}`), sql`, `)})`,
  );
}

/**
 * A try that did not go through: tried again after the back-off while the day lasts and
 * the failure may pass (a refused connection, a 4xx); failed at once when the server said
 * it never will (a 5xx), and when the day is over. `reason` names the failure, never whom
 * the message was for.
 */
export async function markNotSent(
  db: Database,
  message: Pick<OutboxMessage, "id" | "attempts" | "createdAt">,
  { reason, permanent }: { reason: string; permanent: boolean },
  now = new Date(),
): Promise<OutboxStatus> {
  const next = new Date(now.getTime() + backoffMs(message.attempts));
  const giveUp = permanent || next.getTime() - message.createdAt.getTime() > GIVE_UP_AFTER_MS;
  await db.execute(
    giveUp
      ? sql`update outbox_messages set status = 'failed', lease_until = null, last_error = ${reason.slice(0, 200)} where id = ${message.id}`
      : sql`update outbox_messages set next_attempt_at = ${next}, lease_until = null, last_error = ${reason.slice(0, 200)} where id = ${message.id}`,
  );
  return giveUp ? "failed" : "waiting";
}

/** A message that is no longer needed when its time came (a reminder of a booking moved or cancelled since): gone. */
export async function dropMessage(db: Database, id: number): Promise<void> {
  await db.execute(sql`delete from outbox_messages where id = ${id}`);
}

/** A failed message, sent again (a group admin's choice): waiting from now, a fresh day of tries. */
export async function sendAgain(db: Database, id: number, now = new Date()): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update outbox_messages set status = 'waiting', next_attempt_at = ${now}, created_at = ${now}, attempts = 0, lease_until = null
      where id = ${id} and status = 'failed' returning id`,
  );
  return rows.length === 1;
}

export interface RequestMail {
  id: number;
  audience: Audience;
  purpose: MailPurpose;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** The e-mails a request caused, oldest first: what the staff inbox shows on the request. */
export async function requestMail(db: Database, kind: string, requestId: number): Promise<RequestMail[]> {
  const rows = await queryRows<{
    id: number;
    audience: Audience;
    purpose: MailPurpose;
    status: OutboxStatus;
    attempts: number;
    last_error: string | null;
    sent_at: string | Date | null;
    created_at: string | Date;
  }>(
    db,
    sql`select id, audience, purpose, status, attempts, last_error, sent_at, created_at from outbox_messages
      where request_kind = ${kind} and request_id = ${requestId} order by id`,
  );
  return rows.map((row) => ({
    id: row.id,
    audience: row.audience,
    purpose: row.purpose,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    createdAt: new Date(row.created_at),
  }));
}
