// The family's private page (/r/<token>, issue 27) as words: what they asked for and of
// which school, where it stands now as a parent reads it (not the office's pipeline), what
// they sent, whom to call, and for a visit or a tour that is still to come the steps of
// moving or cancelling it (each step a page of its own, so that it works without
// scripts). The change itself is changeBooking's, by "the family", on this row alone.
import { SCHOOL_ID_BY_CODE, type Language, type TimeSlot } from "#app/config/enumerations.ts";
import { telHref } from "#app/config/site.ts";
import { getGroupFacts } from "#app/content/group/index.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import type { DayOption, FamilyStatus, LinkStep, OpenLinkPage, SlotOption } from "#app/features/request-link/request-link-view.ts";
import { formatDate } from "#app/i18n/format.ts";
import { LANGUAGE_QUERY } from "#app/i18n/detect.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { isCalendarDate, todayInIndia } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { changeBooking } from "../bookings/booking.server.ts";
import { isBookingKind, isTimeSlot, placeOfRow, type BookingRowOf, type TourRow, type VisitRow } from "../bookings/booking-facts.ts";
import { slotStarted } from "../bookings/calendar-rules.ts";
import { schoolAvailability, type BookingKind, type DayAvailability, type Place } from "../bookings/places.server.ts";
import { placeWhen, refusalMessage, schoolName, slotLabel } from "../bookings/refusal-words.ts";
import { requestOf, schoolOf, type RequestKind, type RequestRow } from "../registry.server.ts";
import { requestFields } from "../request-fields.server.ts";
import type { OpenedLink } from "./request-link.server.ts";

/** Statuses after which the office's work with the family is over: nothing left to move or cancel. */
const FINISHED = new Set(["visited", "admitted", "closed"]);

/** A visit or a tour as the family's page sees it. */
export interface LinkBooking {
  kind: BookingKind;
  place: Place;
  state: "asked" | "confirmed" | "cancelled";
  /** Its time as a parent reads it, e.g. "Tuesday, 1 December 2026, 10:00 – 11:00 AM". */
  when: string;
  /** A visit whose hour has begun, a tour whose day is over. */
  past: boolean;
  /** Not cancelled, not past, not finished by the office: the family may move or cancel it. */
  changeable: boolean;
}

export function linkBooking(kind: RequestKind, row: RequestRow, lang: Language, now = new Date()): LinkBooking | null {
  if (!isBookingKind(kind)) return null;
  const booking = row as VisitRow | TourRow;
  const place = placeOfRow(kind, booking as BookingRowOf<typeof kind>);
  if (!place) return null;
  const past = place.kind === "visit" ? slotStarted(place.date, place.slot, now) : place.date < todayInIndia(now);
  return {
    kind,
    place,
    state: booking.booking,
    when: placeWhen(place, lang),
    past,
    changeable: booking.booking !== "cancelled" && !past && !FINISHED.has(booking.status),
  };
}

/**
 * Where a request stands, in a parent's words. A visit or a tour reads its booking first
 * (cancelled, then what the office finished, then past, confirmed or asked); any other
 * request its status.
 */
export function familyStatus(kind: RequestKind, row: RequestRow, booking: LinkBooking | null, lang: Language): FamilyStatus {
  const t = catalogues[lang].requestLink.status;
  const school = schoolOf(kind, row);
  const params = { school: school ? schoolName(school, lang) : catalogues[lang].common.siteName, when: booking?.when ?? "" };
  const say = (tone: FamilyStatus["tone"], words: { title: string; detail: string }, title = words.title, detail = words.detail): FamilyStatus => ({
    tone,
    title: fillTemplate(title, params),
    detail: fillTemplate(detail, params),
  });
  if (booking?.state === "cancelled") return say("stopped", t.cancelled[booking.kind]);
  switch (row.status) {
    case "closed":
      return say("stopped", t.closed);
    case "admitted":
      return say("good", t.admitted);
    case "visited":
      return say("good", t.visited, booking?.kind === "tour" ? t.visited.tourTitle : t.visited.title);
  }
  if (booking) {
    if (booking.past) return say("stopped", t.past[booking.kind]);
    return booking.state === "confirmed" ? say("good", t.confirmed[booking.kind]) : say("waiting", t.asked[booking.kind]);
  }
  switch (row.status) {
    case "new":
      // A job application is the careers office's, not admissions'.
      return requestOf(kind).mail.groupOffice === "careers" ? say("waiting", t.received, t.received.title, t.received.careersDetail) : say("waiting", t.received);
    case "contacted":
      return say("waiting", t.contacted);
    case "visit_scheduled":
      return say("good", t.arranged);
    default:
      // A job application the office is working on: shortlisted, interviewed, offered.
      return say("waiting", t.reviewing);
  }
}

/** Whom the family calls: the school of the request, or the group's office for one of no school. */
function contactOf(kind: RequestKind, row: RequestRow, lang: Language): OpenLinkPage["contact"] {
  const school = schoolOf(kind, row);
  const content = school ? getSchoolContent(SCHOOL_ID_BY_CODE[school]) : undefined;
  const phone = content?.joinUs.phone ?? getGroupFacts().phone;
  // A school's number is a mobile and takes WhatsApp; the group's office has a number of its own for it.
  const whatsapp = content ? content.joinUs.phone : getGroupFacts().whatsapp;
  return {
    name: school ? schoolName(school, lang) : catalogues[lang].common.siteName,
    phone,
    tel: telHref(phone),
    whatsapp: `https://wa.me/${whatsapp.replace(/\D/g, "")}`,
  };
}

/** What the page's address asks for: a step, a day, a time, the message after a change. */
export interface LinkQuery {
  step?: string | null;
  date?: string | null;
  slot?: string | null;
  done?: string | null;
}

export async function requestLinkPage(db: Database, opened: OpenedLink, lang: Language, query: LinkQuery, now = new Date()): Promise<OpenLinkPage> {
  const { kind, row } = opened;
  const m = catalogues[lang];
  const t = m.requestLink;
  const booking = linkBooking(kind, row, lang, now);
  const school = schoolOf(kind, row);
  // Free texts are not repeated (as in the acknowledgement): anyone may type any address into a form.
  const sent = requestFields(kind, row, m, lang, "visitor").filter((field) => field.value.trim() !== "");
  const other: Language = lang === "te" ? "en" : "te";
  const done = booking && (query.done === "moved" || query.done === "cancelled") && (query.done === "cancelled") === (booking.state === "cancelled") ? query.done : undefined;
  return {
    state: "open",
    title: t.kinds[kind],
    school: school ? schoolName(school, lang) : m.common.siteName,
    sentOn: formatDate(todayInIndia(row.createdAt), lang),
    status: familyStatus(kind, row, booking, lang),
    ...(booking && done ? { notice: fillTemplate(t.done[done][booking.kind], { when: booking.when }) } : {}),
    ...(booking ? { booking: { kind: booking.kind, when: booking.when, changeable: booking.changeable, withTime: booking.place.kind === "visit" } } : {}),
    step: booking?.changeable ? await stepOf(db, booking, query, lang, now) : { name: "overview" },
    fields: sent.filter((field) => field.type !== "long").map(({ label, value, type }) => ({ label, value, ...(type ? { type } : {}) })),
    ownWordsLeftOut: sent.some((field) => field.type === "long"),
    contact: contactOf(kind, row, lang),
    // The last day it opens (it stops at the start of the next, India time).
    expires: formatDate(todayInIndia(new Date(opened.expires.getTime() - 1)), lang),
    otherLanguage: { lang: other, label: catalogues[other].requestLink.readInThisLanguage, href: `?${LANGUAGE_QUERY}=${other}` },
  };
}

async function stepOf(db: Database, booking: LinkBooking, query: LinkQuery, lang: Language, now: Date): Promise<LinkStep> {
  if (query.step === "cancel") return { name: "cancel" };
  if (query.step !== "move" && query.step !== "confirm-move") return { name: "overview" };
  const t = catalogues[lang].requestLink.move;
  const open = await schoolAvailability(db, booking.kind, booking.place.school, now);
  // A visit day none of whose times is still to come (today, late) is no choice at all, not a full one.
  const days = open.days.filter((day) => booking.kind === "tour" || day.slots.length > 0).map((day) => dayOption(day, booking, lang));
  const chosen = query.date ? days.find((day) => day.date === query.date) : undefined;
  const day = chosen && !chosen.disabled ? open.days.find((each) => each.date === chosen.date) : undefined;
  const slots = booking.kind === "visit" && day ? slotOptions(day, booking, lang) : undefined;
  const move = (error?: string): LinkStep => ({ name: "move", days, ...(day ? { date: day.date } : {}), ...(slots ? { slots } : {}), ...(error ? { error } : {}) });
  if (query.date && !day) return move(booking.kind === "visit" && chosen ? t.noTimes : t.pickDay);
  if (query.step === "move") return move();
  if (!day) return move(t.pickDay);
  if (booking.kind === "tour") return { name: "confirm-move", date: day.date, when: placeWhen({ kind: "tour", date: day.date }, lang) };
  const slot = slots?.find((each) => each.slot === query.slot && each.state === "open");
  if (!slot || !isTimeSlot(slot.slot)) return move(slots?.some((each) => each.state === "open") ? t.pickTime : t.noTimes);
  return { name: "confirm-move", date: day.date, slot: slot.slot, when: placeWhen({ kind: "visit", date: day.date, slot: slot.slot }, lang) };
}

/** A day of the move's list: open (a place left), full, or the day booked now (offered only if a visit has another time open on it). */
function dayOption(day: DayAvailability, booking: LinkBooking, lang: Language): DayOption {
  const t = catalogues[lang].requestLink.move;
  const date = formatDate(day.date, lang);
  const hasPlace = booking.kind === "visit" ? slotOptions(day, booking, lang).some((slot) => slot.state === "open") : day.state === "open";
  if (day.date === booking.place.date) {
    return { date: day.date, day: date, label: fillTemplate(t.dayNow, { date }), disabled: booking.kind === "tour" || !hasPlace };
  }
  return hasPlace ? { date: day.date, day: date, label: date, disabled: false } : { date: day.date, day: date, label: fillTemplate(t.dayFull, { date }), disabled: true };
}

/** A visit day's times: open, full, or the family's own (which its own booking fills, not another's). */
function slotOptions(day: DayAvailability, booking: LinkBooking, lang: Language): SlotOption[] {
  const own = booking.place.kind === "visit" && booking.place.date === day.date ? booking.place.slot : undefined;
  return day.slots.map((slot) => ({
    slot: slot.slot,
    label: slotLabel(slot.slot, lang),
    state: slot.slot === own ? "current" : slot.state,
  }));
}

/** The family's form: what they ask, as it was posted. */
export type LinkChange = { action: "move"; date: string; slot?: TimeSlot } | { action: "cancel" };

export function parseLinkChange(form: FormData): LinkChange | null {
  const intent = form.get("intent");
  if (intent === "cancel") return { action: "cancel" };
  if (intent !== "move") return null;
  const date = form.get("date");
  const slot = form.get("slot");
  if (typeof date !== "string" || !isCalendarDate(date)) return null;
  if (slot !== null && slot !== "" && !isTimeSlot(slot)) return null;
  return { action: "move", date, ...(isTimeSlot(slot) ? { slot } : {}) };
}

export type LinkChangeOutcome =
  /** Done (or nothing to do: the same time again, a second tap): the page, with what it did. */
  | { ok: true; done?: "moved" | "cancelled" }
  /** The booking cannot be changed by its link any more (past, cancelled, finished). */
  | { ok: false; reason: "unchangeable" }
  /** The new time was not free: why, in the family's words. */
  | { ok: false; reason: "refused"; message: string };

/** Moves or cancels the link's visit or tour, as the family, in one transaction (changeBooking). */
export async function changeByLink(db: Database, opened: OpenedLink, change: LinkChange, lang: Language, now = new Date()): Promise<LinkChangeOutcome> {
  const booking = linkBooking(opened.kind, opened.row, lang, now);
  if (!booking?.changeable) return { ok: false, reason: "unchangeable" };
  if (change.action === "move" && booking.kind === "visit" && !change.slot) return { ok: false, reason: "refused", message: catalogues[lang].requestLink.move.pickTime };
  const to = change.action === "move" ? { date: change.date, ...(booking.kind === "visit" && change.slot ? { slot: change.slot } : {}) } : undefined;
  const outcome = await changeBooking(db, booking.kind, opened.row.id, "family", to ? { action: "move", to } : { action: "cancel" }, { now });
  if (outcome.ok) return outcome.changed ? { ok: true, done: change.action === "move" ? "moved" : "cancelled" } : { ok: true };
  if (outcome.reason === "refused") return { ok: false, reason: "refused", message: refusalMessage(outcome.refusal, lang) };
  return { ok: false, reason: "unchangeable" };
}
