// The calendar invite of a visit or a tour (issue 17), written by ical-generator (decision
// 0018): one builder for the acknowledgement e-mail's attachment, the confirmation
// screen's "Add to calendar" file (app/routes/calendar.tsx) and the office's invitations,
// from public facts only (the school, the day, the slot, the language) and the booking's
// id, so the file holds nothing of the family's. Every file about a booking is one event
// (its UID), so a calendar holds one, which the office's invitations update.
// A visit spans its slot, given as UTC instants (India keeps +05:30 all year: no time-zone
// table needed, and the server's own zone plays no part); a tour is an all-day event.
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { SCHOOL_ID_BY_CODE, TIME_SLOT_HOURS, type Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { formatDate } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { CalendarFacts } from "#app/lib/calendar-link.ts";
import { addDays, indiaInstant } from "#app/lib/india-date.ts";

/** As an e-mail attachment and as a download. */
export interface CalendarFile {
  filename: string;
  content: string;
  contentType: string;
}

/** A published event, not a meeting request: nobody is asked to answer (no RSVP). */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * A booking the office confirmed (issue 27): an invitation from the school's office to the
 * family (METHOD:REQUEST), one UID per booking and its SEQUENCE raised on every change, so
 * that a calendar updates the one event when the time moves and removes it on
 * METHOD:CANCEL. Without it the file is published as the time asked for (TENTATIVE).
 */
export interface BookingInvite {
  method: "REQUEST" | "CANCEL";
  sequence: number;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The event in words and times, as ical-generator is given it. */
export interface InviteEvent {
  uid: string;
  /** A day's event (a tour) or a span of time (a visit). */
  when: { allDay: true; date: string } | { allDay: false; start: Date; end: Date };
  summary: string;
  location: string;
  description: string;
  url: string;
  /** DTSTAMP: when the event was written. The e-mail passes the request's time, so a retry writes the same file. */
  stamp: Date;
  lang: Language;
  booking?: BookingInvite;
}

/** The domain of every UID: the site's, whatever origin the file was asked from, so the e-mail's and the download's agree. */
const UID_DOMAIN = new URL(site.url).hostname.replace(/^www\./, "");

/**
 * The UID of a booking's event: the same in the acknowledgement, the confirmation
 * screen's download and every invitation of the office, wherever the booking moves, so a
 * family's calendar holds one event that each later SEQUENCE updates.
 */
export const bookingUid = (kind: CalendarFacts["kind"], id: number) => `${kind}-booking-${id}@${UID_DOMAIN}`;

/** What an invite is written with besides its facts: `bookingId` names the event (bookingUid). */
export interface InviteOptions {
  siteUrl: string;
  stamp: Date;
  bookingId: number;
  booking?: BookingInvite;
}

/** The facts as an event in `lang`: the school's name, address and phone from its content. */
export function inviteEvent(facts: CalendarFacts, lang: Language, options: InviteOptions): InviteEvent {
  const content = getSchoolContent(SCHOOL_ID_BY_CODE[facts.school]);
  // Every school code has its content module (app/content/schools/).
  if (!content) throw new Error(`no content for school ${facts.school}`);
  const m = catalogues[lang];
  const name = content.name[lang];
  const date = formatDate(facts.date, lang);
  const url = `${options.siteUrl.replace(/\/+$/, "")}${localizedPath(`/school/${content.id}`, lang)}`;
  const asked =
    facts.kind === "visit"
      ? fillTemplate(m.calendar.description.visit, { date, time: m.common.options.timeSlots[facts.slot] })
      : fillTemplate(m.calendar.description.tour, { date });
  // A booking's invitation says what the office agreed (or withdrew), not what was asked.
  const when = facts.kind === "visit" ? fillTemplate(m.booking.when.visit, { date, time: m.common.options.timeSlots[facts.slot] }) : fillTemplate(m.booking.when.tour, { date });
  const lead = options.booking
    ? fillTemplate(m.booking.mail.lead[options.booking.method === "CANCEL" ? "cancelled" : "confirmed"][facts.kind], { school: name, when })
    : asked;
  const hours = facts.kind === "visit" ? TIME_SLOT_HOURS[facts.slot] : undefined;
  return {
    uid: bookingUid(facts.kind, options.bookingId),
    when: hours
      ? { allDay: false, start: indiaInstant(facts.date, hours.start), end: indiaInstant(facts.date, hours.end) }
      : { allDay: true, date: facts.date },
    summary: fillTemplate(m.calendar.summary[facts.kind], { school: name }),
    location: `${name}, ${content.map.address[lang]}`,
    description: `${lead}\n\n${fillTemplate(m.common.footer.phone, { phone: content.joinUs.phone })}\n${url}`,
    url,
    stamp: options.stamp,
    lang,
    ...(options.booking ? { booking: options.booking } : {}),
  };
}

/** The event as an iCalendar file (RFC 5545): escaped and folded at 75 octets by the library. */
export function writeInvite(event: InviteEvent): string {
  const { booking } = event;
  const calendar = new ICalCalendar({
    method: booking ? ICalCalendarMethod[booking.method] : ICalCalendarMethod.PUBLISH,
    prodId: { company: site.name, product: "Website", language: event.lang.toUpperCase() },
  });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  calendar.createEvent({
    id: event.uid,
    ...(event.when.allDay
      ? // DTSTART;VALUE=DATE and DTEND the next day (DTEND is exclusive).
        { allDay: true, start: day(event.when.date), end: day(addDays(event.when.date, 1)) }
      : { start: event.when.start, end: event.when.end }),
    stamp: event.stamp,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url,
    // Until the office confirms it, the time is asked for, not agreed.
    status: !booking ? ICalEventStatus.TENTATIVE : booking.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(booking
      ? {
          sequence: booking.sequence,
          organizer: booking.organizer,
          attendees: [
            {
              ...booking.attendee,
              role: ICalAttendeeRole.REQ,
              status: booking.method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
              rsvp: false,
            },
          ],
        }
      : // The time asked for is the event's first version: booking_sequence starts at 0 and
        // every change of the office raises it, so its first invitation (1) is taken as an update.
        { sequence: 0 }),
  });
  // Every content line ends with CRLF, the last one too (RFC 5545, 3.1).
  return `${calendar.toString()}\r\n`;
}

/** The file of `facts` in `lang`, named after the event, e.g. visit-maa-2026-12-01.ics. */
export function calendarInvite(facts: CalendarFacts, lang: Language, options: InviteOptions): CalendarFile {
  const method = options.booking?.method;
  return {
    filename: method === "CANCEL" ? `${facts.kind}-${facts.school}-${facts.date}-cancelled.ics` : `${facts.kind}-${facts.school}-${facts.date}.ics`,
    content: writeInvite(inviteEvent(facts, lang, options)),
    contentType: method ? `text/calendar; charset=utf-8; method=${method}` : CALENDAR_CONTENT_TYPE,
  };
}
