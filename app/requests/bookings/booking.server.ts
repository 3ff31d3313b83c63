// What happens to a visit's or a tour's booking after it was asked for (issue 27): the
// office confirms it (as asked, or at another open time), the family moves it by their
// private link, either cancels it. Each change is one transaction: the row (its day and
// time, its state, its invitation's sequence, the status), its line in the history, the
// e-mails it causes (outbox rows, sent after the commit) and the reminder the evening
// before. A move takes its new place as a booking does (places.server.ts) and frees the old.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { TimeSlot } from "#app/config/enumerations.ts";
import { addDays, indiaInstant } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { outboxMessages, requestEvents, tourRequests, visitRequests, type MailPurpose } from "#database/schema.ts";
import { placeOf, placeValue } from "./booking-facts.ts";
import { takePlace, type BookingKind, type Place, type PlaceRefusal } from "./places.server.ts";

/** Who changes a booking: a staff member, or the family by their private link. */
export type BookingActor = { accountId: number } | "family";

export type BookingChange =
  /** The office confirms the booking: at the time asked, or at another open time. */
  | { action: "confirm"; to?: { date: string; slot?: TimeSlot } }
  /** The family (or the office) moves it to another open time; a confirmed booking stays confirmed. */
  | { action: "move"; to: { date: string; slot?: TimeSlot } }
  | { action: "cancel" };

export type BookingOutcome =
  | { ok: true; changed: boolean; place: Place }
  /** No such booking (or not the viewer's to see), or one already cancelled. */
  | { ok: false; reason: "not-found" | "cancelled" }
  | { ok: false; reason: "refused"; refusal: PlaceRefusal };

/** A booking as its row holds it. */
export interface BookingRow {
  id: number;
  school: string;
  date: string;
  slot: string | null;
  booking: "asked" | "confirmed" | "cancelled";
  bookingSequence: number;
  status: string;
  email: string;
  language: string;
}

async function lockedBooking(tx: Database, kind: BookingKind, id: number, scope: SQL | undefined): Promise<BookingRow | null> {
  const select =
    kind === "visit"
      ? tx
          .select({
            id: visitRequests.id,
            school: visitRequests.school,
            date: visitRequests.preferredDate,
            slot: visitRequests.preferredTime,
            booking: visitRequests.booking,
            bookingSequence: visitRequests.bookingSequence,
            status: visitRequests.status,
            email: visitRequests.email,
            language: visitRequests.language,
          })
          .from(visitRequests)
          .where(and(eq(visitRequests.id, id), scope))
      : tx
          .select({
            id: tourRequests.id,
            school: tourRequests.school,
            date: tourRequests.date,
            slot: sql<string | null>`null`,
            booking: tourRequests.booking,
            bookingSequence: tourRequests.bookingSequence,
            status: tourRequests.status,
            email: tourRequests.email,
            language: tourRequests.language,
          })
          .from(tourRequests)
          .where(and(eq(tourRequests.id, id), scope));
  const [row] = await select.for("update");
  return row ?? null;
}

/** The statuses a confirmation moves on to "visit scheduled" (later ones are left as they are). */
const BEFORE_SCHEDULED = new Set(["new", "contacted"]);

/**
 * Makes one change to a booking. `scope`: the rows the actor may change (the office's
 * visibleRows; the family's link names its row). Refused with why when the new place
 * cannot be taken; nothing is written then.
 */
export async function changeBooking(
  db: Database,
  kind: BookingKind,
  id: number,
  actor: BookingActor,
  change: BookingChange,
  { scope, now = new Date() }: { scope?: SQL; now?: Date } = {},
): Promise<BookingOutcome> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<BookingOutcome> => {
    const row = await lockedBooking(tx, kind, id, scope);
    if (!row) return { ok: false, reason: "not-found" };
    if (row.booking === "cancelled") return { ok: false, reason: "cancelled" };
    const from = placeOf(kind, row);
    if (!from) return { ok: false, reason: "not-found" };
    const asked = change.action === "cancel" ? undefined : change.to;
    const to: Place = asked ? (kind === "visit" ? { ...from, date: asked.date, slot: asked.slot ?? (from as { slot: TimeSlot }).slot } as Place : { ...from, date: asked.date }) : from;
    const moves = placeValue(to) !== placeValue(from);
    if (change.action !== "cancel" && moves) {
      const refusal = await takePlace(tx, to, now, id);
      if (refusal) return { ok: false, reason: "refused", refusal };
    }
    const state = change.action === "confirm" ? "confirmed" : change.action === "cancel" ? "cancelled" : row.booking;
    if (state === row.booking && !moves) return { ok: true, changed: false, place: from };
    const status = change.action === "confirm" && BEFORE_SCHEDULED.has(row.status) ? "visit_scheduled" : row.status;
    const sequence = row.bookingSequence + 1;
    if (kind === "visit") {
      await tx
        .update(visitRequests)
        .set({ preferredDate: to.date, preferredTime: (to as { slot: TimeSlot }).slot, booking: state, bookingSequence: sequence, status })
        .where(eq(visitRequests.id, id));
    } else {
      await tx.update(tourRequests).set({ date: to.date, booking: state, bookingSequence: sequence, status }).where(eq(tourRequests.id, id));
    }
    const accountId = actor === "family" ? null : actor.accountId;
    const event = { requestKind: kind, requestId: id, accountId };
    const action = change.action === "confirm" ? "confirmed" : change.action === "cancel" ? "cancelled" : "moved";
    await tx.insert(requestEvents).values({ ...event, action, fromValue: placeValue(from), toValue: change.action === "cancel" ? null : placeValue(to) });
    if (status !== row.status) await tx.insert(requestEvents).values({ ...event, action: "status", fromValue: row.status, toValue: status });
    // The family hears of every change (a confirmation, a move, a cancellation); the office of the family's own.
    const purpose: MailPurpose = action;
    const mail = (audience: "office" | "visitor", what: MailPurpose, language: string) => ({ requestKind: kind, requestId: id, audience, purpose: what, language });
    const messages = [
      ...(row.email.trim() ? [mail("visitor", purpose, row.language)] : []),
      ...(actor === "family" ? [mail("office", "family-change", "en")] : []),
    ];
    if (messages.length > 0) await tx.insert(outboxMessages).values(messages);
    await scheduleReminder(tx, kind, id, state === "confirmed" && row.email.trim() ? to : null, row.language, now);
    return { ok: true, changed: true, place: to };
  });
}

/**
 * The reminder the evening before (18:00 in India) a confirmed booking: one waiting row per
 * booking (a unique index), replaced when the booking moves, removed when it is cancelled;
 * none when that evening has passed. Its created_at is its due time: the outbox's day of
 * retries counts from when it was due, not from when it was planned.
 */
async function scheduleReminder(tx: Database, kind: BookingKind, id: number, place: Place | null, language: string, now: Date): Promise<void> {
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.requestKind, kind),
        eq(outboxMessages.requestId, id),
        eq(outboxMessages.purpose, "reminder"),
        eq(outboxMessages.status, "waiting"),
        sql`${outboxMessages.leaseUntil} is null`,
      ),
    );
  if (!place) return;
  const due = reminderDue(place.date);
  if (due.getTime() <= now.getTime()) return;
  await tx
    .insert(outboxMessages)
    .values({ requestKind: kind, requestId: id, audience: "visitor", purpose: "reminder", language, nextAttemptAt: due, createdAt: due })
    .onConflictDoNothing();
}

/** 18:00 in India the day before. */
export const reminderDue = (date: string) => indiaInstant(addDays(date, -1), "18:00");
