// A visit's or a tour's booking as its row holds it (issue 27): its place (school, day,
// slot), that place as the history writes it, and the invitation an e-mail about it
// carries. Pure: the row in, facts out.
import { SCHOOL_CODES, TIME_SLOTS, type Language, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import type { MailPurpose, tourRequests, visitRequests } from "#database/schema.ts";
import { calendarInvite, type CalendarFile } from "../calendar/invite.server.ts";

/** The rows of the two booking kinds (their tables' own types: the registry is built on this module). */
export type VisitRow = typeof visitRequests.$inferSelect;
export type TourRow = typeof tourRequests.$inferSelect;
export type BookingRowOf<K extends "visit" | "tour"> = K extends "visit" ? VisitRow : TourRow;
import type { BookingKind, Place } from "./places.server.ts";
import { placeWhen } from "./refusal-words.ts";

export const isBookingKind = (kind: RequestKind): kind is BookingKind => kind === "visit" || kind === "tour";
export const isSchoolCode = (value: unknown): value is SchoolCode => SCHOOL_CODES.some((code) => code === value);
export const isTimeSlot = (value: unknown): value is TimeSlot => TIME_SLOTS.some((slot) => slot === value);

/** The place of a booking from its school, day and slot; null for a row stored with values that are no longer ours. */
export function placeOf(kind: BookingKind, row: { school: string; date: string; slot: string | null }): Place | null {
  if (!isSchoolCode(row.school)) return null;
  if (kind === "tour") return { kind, school: row.school, date: row.date };
  return isTimeSlot(row.slot) ? { kind, school: row.school, date: row.date, slot: row.slot } : null;
}

/** A stored visit's or tour's place. */
export function placeOfRow<K extends BookingKind>(kind: K, row: BookingRowOf<K>): Place | null {
  if (kind === "visit") {
    const visit = row as VisitRow;
    return placeOf("visit", { school: visit.school, date: visit.preferredDate, slot: visit.preferredTime });
  }
  const tour = row as TourRow;
  return placeOf("tour", { school: tour.school, date: tour.date, slot: null });
}

/** A place as the history keeps it: "2026-12-01 10:00-11:00", a tour's "2026-12-01". */
export const placeValue = (place: Place) => (place.kind === "visit" ? `${place.date} ${place.slot}` : place.date);

/** Reads back placeValue: the day and, for a visit, the slot. */
export function parsePlaceValue(value: string | null): { date: string; slot?: TimeSlot } | null {
  if (!value) return null;
  const [date = "", slot] = value.split(" ");
  return { date, ...(isTimeSlot(slot) ? { slot } : {}) };
}

/**
 * The acknowledgement's calendar file: the time asked for (TENTATIVE, SEQUENCE 0) as the
 * booking's own event, the one the confirmation screen's "Add to calendar" gives and the
 * office's invitations update. Stamped with the request's time, so that a retry sends the
 * very same file. None for a row whose values are not the forms' any more.
 */
export function askedInviteOf<K extends BookingKind>(kind: K, row: BookingRowOf<K>, lang: Language, siteUrl: string): CalendarFile | undefined {
  const place = placeOfRow(kind, row);
  return place ? calendarInvite(place, lang, { siteUrl, stamp: row.createdAt, bookingId: row.id }) : undefined;
}

/**
 * What an e-mail about a booking says of its time, and the calendar file it carries: an
 * invitation (METHOD:REQUEST) while the booking is confirmed, its withdrawal
 * (METHOD:CANCEL) once cancelled, nothing for a time still only asked for. Null when the
 * message no longer fits the booking (a confirmation written before a cancellation).
 */
export function bookingInvitationOf(
  kind: BookingKind,
  row: VisitRow | TourRow,
  purpose: Exclude<MailPurpose, "received" | "family-change">,
  options: { lang: Language; siteUrl: string; stamp: Date; organizer: { name: string; email: string }; attendee: { name: string; email: string } },
): { when: string; file?: CalendarFile } | null {
  const place = placeOfRow(kind, row as BookingRowOf<typeof kind>);
  if (!place) return null;
  const cancelled = row.booking === "cancelled";
  if (cancelled !== (purpose === "cancelled")) return null;
  if (purpose === "reminder" && row.booking !== "confirmed") return null;
  const when = placeWhen(place, options.lang);
  if (row.booking === "asked") return { when };
  const file = calendarInvite(place, options.lang, {
    siteUrl: options.siteUrl,
    stamp: options.stamp,
    bookingId: row.id,
    booking: { method: cancelled ? "CANCEL" : "REQUEST", sequence: row.bookingSequence, organizer: options.organizer, attendee: options.attendee },
  });
  return { when, file };
}
