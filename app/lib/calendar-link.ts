// Where the "Add to calendar" button of a visit's or a tour's confirmation leads: a file
// written from public facts only (the school, the day, the slot and the language), never
// from a stored request, so the link carries nothing of the family's and no id to guess
// another's by. app/routes/calendar.tsx answers it; app/submissions/calendar/ writes it.
import type { Language, SchoolCode, TimeSlot } from "#app/config/enumerations.ts";

/** What a calendar event is made of: a visit has a slot; a tour is a day (an all-day event). */
export type CalendarFacts =
  | { kind: "visit"; school: SchoolCode; date: string; slot: TimeSlot }
  | { kind: "tour"; school: SchoolCode; date: string };

export type CalendarKind = CalendarFacts["kind"];

/** The file's URL, e.g. /calendar/visit.ics?school=maa&date=2026-12-01&slot=9%3A00-10%3A00&lang=te. */
export function calendarHref(facts: CalendarFacts, lang: Language): string {
  const query = new URLSearchParams({ school: facts.school, date: facts.date });
  if (facts.kind === "visit") query.set("slot", facts.slot);
  query.set("lang", lang);
  return `/calendar/${facts.kind}.ics?${query.toString()}`;
}
