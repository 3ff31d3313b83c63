// A visit's or a tour's booking on its request page (issue 27): where it stands, the open
// times the office may confirm or move it to, and the WhatsApp message that tells the
// family in their language. The changes themselves are app/requests/bookings/booking.server.ts,
// within the rows the member may see (visibleRows: another school's request is not found).
import type { Language } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { formatDate } from "#app/i18n/format.ts";
import { greetingName } from "#app/i18n/person-name.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { phoneLinks } from "#app/lib/phone-links.ts";
import { changeBooking, type BookingChange, type BookingOutcome } from "#app/requests/bookings/booking.server.ts";
import { isBookingKind, placeOfRow, placeValue, type BookingRowOf } from "#app/requests/bookings/booking-facts.ts";
import { schoolAvailability, type BookingKind } from "#app/requests/bookings/places.server.ts";
import { placeWhen, schoolName, slotLabel } from "#app/requests/bookings/refusal-words.ts";
import { personOf, type RequestRow } from "#app/requests/registry.server.ts";
import { isCalendarDate } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { visibleRows } from "../inbox/inbox.server.ts";

/** How many open days the "another time" list offers. */
const DAYS_OFFERED = 14;

export interface BookingChoice {
  /** A day: its open times; or, for tours, the days themselves. */
  group: string;
  options: { value: string; label: string; full: boolean }[];
}

export interface BookingPanel {
  state: "asked" | "confirmed" | "cancelled";
  /** The booking's day and time, in the office's language. */
  when: string;
  /** Its place as the forms post it back ("2026-12-01 10:00-11:00"). */
  value: string;
  /** Other open times, by day (full ones marked), the next two weeks; none when the panel offers no times. */
  choices: BookingChoice[];
  /** The family's confirmation as a WhatsApp message, once confirmed, when the phone is a mobile. */
  whatsapp?: string;
  contact: "email" | "phone" | "none";
}

/**
 * Whether the panel offers other times, to confirm the booking at or move it to: a
 * cancelled one is done with. The one rule for reading the school's places (a calendar and
 * sixty days of bookings, on a page opened all day long) and for showing them.
 */
const offersTimes = (state: BookingPanel["state"]) => state !== "cancelled";

/** The panel of a visit or a tour; none for another kind, or a row whose place is not the forms' any more (nothing is read then). */
export async function bookingPanel(db: Database, kind: RequestKind, row: RequestRow, lang: Language, now = new Date()): Promise<BookingPanel | undefined> {
  if (!isBookingKind(kind)) return undefined;
  const booking = row as BookingRowOf<typeof kind>;
  const place = placeOfRow(kind, booking);
  if (!place) return undefined;
  const open = offersTimes(booking.booking) ? await schoolAvailability(db, kind, place.school, now) : undefined;
  const current = placeValue(place);
  const choices: BookingChoice[] = (open?.days ?? []).slice(0, DAYS_OFFERED).map((day) => {
    const label = formatDate(day.date, lang);
    // A tour books a day; a visit a slot of it.
    if (!("slot" in place)) return { group: label, options: [{ value: day.date, label, full: day.state === "full" && day.date !== place.date }] };
    return {
      group: label,
      options: day.slots.map((slot) => ({
        value: `${day.date} ${slot.slot}`,
        label: `${label} · ${slot.state === "full" ? fillTemplate(catalogues[lang].booking.form.full, { time: slotLabel(slot.slot, lang) }) : slotLabel(slot.slot, lang)}`,
        full: slot.state === "full" && `${day.date} ${slot.slot}` !== current,
      })),
    };
  });
  const phone = booking.phone.trim();
  const familyLang: Language = booking.language === "te" ? "te" : "en";
  const person = personOf(kind, row);
  const links = phone ? phoneLinks(phone) : undefined;
  const whatsapp =
    links && booking.booking === "confirmed" ? `${links.whatsapp}?text=${encodeURIComponent(whatsappText(kind, place, person ? greetingName(person, familyLang) : "", familyLang))}` : undefined;
  return {
    state: booking.booking,
    when: placeWhen(place, lang),
    value: current,
    choices,
    ...(whatsapp ? { whatsapp } : {}),
    contact: booking.email.trim() ? "email" : phone ? "phone" : "none",
  };
}

/** The confirmation as the family reads it on WhatsApp, in their language. */
function whatsappText(kind: BookingKind, place: NonNullable<ReturnType<typeof placeOfRow>>, name: string, lang: Language): string {
  const t = catalogues[lang].booking.mail.whatsapp;
  const content = getSchoolContent(SCHOOL_ID_BY_CODE[place.school]);
  return fillTemplate(t.confirmed, {
    name,
    what: t[kind],
    school: schoolName(place.school, lang),
    when: placeWhen(place, lang),
    address: content?.map.address[lang] ?? "",
    phone: content?.joinUs.phone ?? "",
  }).replace(/\s+,/, ",");
}

/** Reads a posted place ("2026-12-01 10:00-11:00", a tour's "2026-12-01"). */
export function postedPlace(value: string | undefined): { date: string; slot?: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?: (\d{1,2}:\d{2}-\d{1,2}:\d{2}))?$/.exec(value ?? "");
  return match && isCalendarDate(match[1]!) ? { date: match[1]!, ...(match[2] ? { slot: match[2] } : {}) } : undefined;
}

/** A booking change by a member of the office, on a request they may see. */
export async function changeRequestBooking(db: Database, member: StaffMember, kind: RequestKind, id: number, change: BookingChange): Promise<BookingOutcome> {
  const scope = visibleRows(member, kind);
  if (scope === false || !isBookingKind(kind)) return { ok: false, reason: "not-found" };
  return changeBooking(db, kind, id, { accountId: member.id }, change, { scope });
}
