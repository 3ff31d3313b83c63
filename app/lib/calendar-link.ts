// Where the "Add to calendar" button of a visit's or a tour's confirmation leads: a file
// written from the link's own query (the school, the day, the slot, the language and the
// booking's id, which names the event), never from a stored request, so changing the id
// tells nothing of anyone's booking. app/routes/calendar.tsx answers it;
// app/requests/calendar/ writes it.
import { SCHOOL_CODES, TIME_SLOTS, type Language, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { isCalendarDate } from "./india-date.ts";

/** What a calendar event is made of: a visit has a slot; a tour is a day (an all-day event). */
export type CalendarFacts =
  | { kind: "visit"; school: SchoolCode; date: string; slot: TimeSlot }
  | { kind: "tour"; school: SchoolCode; date: string };

export type CalendarKind = CalendarFacts["kind"];

/**
 * The file's URL in `lang`, as every page's (decision 0004): the Telugu one under /te, e.g.
 * /te/calendar/visit.ics?school=maa&date=2026-12-01&slot=9%3A00-10%3A00&booking=42.
 * `booking`: the stored request's id (the API's 201, a page's own post), the event's UID.
 */
export function calendarHref(facts: CalendarFacts, booking: number, lang: Language): string {
  const query = new URLSearchParams({ school: facts.school, date: facts.date });
  if (facts.kind === "visit") query.set("slot", facts.slot);
  query.set("booking", String(booking));
  return `${localizedPath(`/calendar/${facts.kind}.ics`, lang)}?${query.toString()}`;
}

/**
 * The facts of an event from what a form sent (strings, as a page's own post hands them
 * back), or undefined when they are not a school, a date and a slot of ours: no button then.
 */
export function calendarFactsOf(kind: CalendarKind, values: { school?: string; date?: string; slot?: string }): CalendarFacts | undefined {
  const school = SCHOOL_CODES.find((code) => code === values.school);
  const date = values.date && isCalendarDate(values.date) ? values.date : undefined;
  if (!school || !date) return undefined;
  if (kind === "tour") return { kind, school, date };
  const slot = TIME_SLOTS.find((known) => known === values.slot);
  return slot ? { kind, school, date, slot } : undefined;
}
