// One request as the office works it (issue 16): the stored row, as far as the viewer may
// see it (inbox.server.ts's visibleRows, the one place that decides), its history, the
// same family's other requests, and the changes the office makes: status, assignee, note.
// Each change and its line in the history are written in one transaction.
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { SchoolCode, SubmissionStatus } from "#app/config/enumerations.ts";
import { contactOf, requestOf, schoolOf, type RequestKind, type RequestRow } from "#app/requests/registry.server.ts";
import type { Database } from "#database/client.ts";
import { requestMail, sendAgain } from "#database/outbox.ts";
import { requestEvents, staffAccounts, type RequestEventAction } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { inboxPage, visibleRows, type InboxItem } from "../inbox/inbox.server.ts";
import { NOTE_MAX_LENGTH } from "./request-limits.ts";

export type { RequestRow };

/** A kind's pipeline: families' requests towards an admission, job applications towards an offer. */
export function statusesOf(kind: RequestKind): readonly SubmissionStatus[] {
  return requestOf(kind).pipeline;
}

/** The row, or null when it does not exist or the viewer may not see it: the two are one answer. */
export async function findRequest(db: Database, member: StaffMember, kind: RequestKind, id: number): Promise<RequestRow | null> {
  const scope = visibleRows(member, kind);
  if (scope === false || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const table = requestOf(kind).table;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), scope))
    .limit(1);
  return (row as RequestRow | undefined) ?? null;
}

/** The same family's other requests (same phone number however written, or same e-mail), as far as the viewer may see. */
export async function sameFamilyRequests(
  db: Database,
  member: StaffMember,
  kind: RequestKind,
  row: RequestRow,
  now = new Date(),
): Promise<InboxItem[]> {
  const contact = contactOf(kind, row);
  if (!contact.phone && !contact.email) return [];
  const page = await inboxPage(db, member, { now, limit: 21, filter: { family: contact } });
  return page.items.filter((item) => !(item.kind === kind && item.id === row.id)).slice(0, 20);
}

export interface HistoryEntry {
  id: number;
  action: RequestEventAction;
  /** The staff member's address; null: the family, by their private link. */
  by: string | null;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
  at: Date;
}

/** What the office did with a request, oldest first, with who did it. */
export async function requestHistory(db: Database, kind: RequestKind, id: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: requestEvents.id,
      action: requestEvents.action,
      by: staffAccounts.email,
      fromValue: requestEvents.fromValue,
      toValue: requestEvents.toValue,
      note: requestEvents.note,
      at: requestEvents.createdAt,
    })
    .from(requestEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, requestEvents.accountId))
    .where(and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, id)))
    .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
  return rows;
}

export interface Assignee {
  id: number;
  email: string;
}

/** Who may be given a request: the active accounts that may see it (group admins, and its school's staff). */
export async function possibleAssignees(db: Database, school: SchoolCode | null): Promise<Assignee[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(
      and(
        isNull(staffAccounts.disabledAt),
        school ? or(eq(staffAccounts.role, "admin"), eq(staffAccounts.schoolCode, school)) : eq(staffAccounts.role, "admin"),
      ),
    )
    .orderBy(asc(staffAccounts.email));
}

export type RequestChange =
  | { action: "status"; status: SubmissionStatus }
  | { action: "assignee"; assigneeId: number | null }
  | { action: "note"; note: string };

export type ChangeOutcome = "changed" | "unchanged" | "not-found" | "invalid";

/**
 * Makes one change to a request and writes it into the history, in one transaction. A
 * request the viewer may not see is "not-found", as one that does not exist; a status of
 * another pipeline or an assignee who may not see the request is "invalid" (nothing written).
 */
export async function changeRequest(
  db: Database,
  member: StaffMember,
  kind: RequestKind,
  id: number,
  change: RequestChange,
): Promise<ChangeOutcome> {
  const scope = visibleRows(member, kind);
  if (scope === false || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return "not-found";
  const table = requestOf(kind).table;
  return db.transaction(async (tx) => {
    // Locked: two people changing one request at once each see the other's change in the history.
    const [row] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), scope))
      .for("update")) as RequestRow[];
    if (!row) return "not-found";
    const event = { requestKind: kind, requestId: id, accountId: member.id };
    switch (change.action) {
      case "status": {
        if (!statusesOf(kind).includes(change.status)) return "invalid";
        if (row.status === change.status) return "unchanged";
        await tx.update(table).set({ status: change.status }).where(eq(table.id, id));
        await tx.insert(requestEvents).values({ ...event, action: "status", fromValue: row.status, toValue: change.status });
        return "changed";
      }
      case "assignee": {
        if (change.assigneeId !== null) {
          const allowed = await possibleAssignees(tx, schoolOf(kind, row));
          if (!allowed.some((account) => account.id === change.assigneeId)) return "invalid";
        }
        if (row.assigneeId === change.assigneeId) return "unchanged";
        await tx.update(table).set({ assigneeId: change.assigneeId }).where(eq(table.id, id));
        await tx.insert(requestEvents).values({
          ...event,
          action: "assignee",
          fromValue: row.assigneeId === null ? null : String(row.assigneeId),
          toValue: change.assigneeId === null ? null : String(change.assigneeId),
        });
        return "changed";
      }
      case "note": {
        const note = change.note.trim();
        if (!note || note.length > NOTE_MAX_LENGTH) return "invalid";
        await tx.insert(requestEvents).values({ ...event, action: "note", note });
        return "changed";
      }
    }
  });
}

/**
 * A group admin sends one of the request's failed e-mails again. Anyone else, a request
 * they may not see, or an e-mail of another request: "not-found"; an e-mail that has not
 * failed: "unchanged".
 */
export async function resendRequestMail(db: Database, member: StaffMember, kind: RequestKind, id: number, mailId: number): Promise<ChangeOutcome> {
  if (member.role !== "admin" || !(await findRequest(db, member, kind, id))) return "not-found";
  const mail = (await requestMail(db, kind, id)).find((message) => message.id === mailId);
  if (!mail) return "not-found";
  return (await sendAgain(db, mailId)) ? "changed" : "unchanged";
}
