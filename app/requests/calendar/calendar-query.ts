// The query of an "Add to calendar" link (app/lib/calendar-link.ts), checked before any
// file is written: a school of the group, a real calendar date, and for a visit one of the
// form's time slots; read as the event's facts. The language is the URL's, as a page's.
// Errors carry catalogue keys (app/forms/validation).
import { z } from "zod";
import { SCHOOL_CODES, TIME_SLOTS } from "#app/config/enumerations.ts";
import { calendarDate, oneOf } from "#app/forms/validation/fields.ts";
import type { CalendarFacts, CalendarKind } from "#app/lib/calendar-link.ts";

const common = {
  school: oneOf(SCHOOL_CODES, "validation.school"),
  date: calendarDate("validation.date"),
};

export const calendarQuerySchemas = {
  visit: z
    .object({ ...common, slot: oneOf(TIME_SLOTS, "validation.preferredTime") })
    .transform(({ school, date, slot }): CalendarFacts => ({ kind: "visit", school, date, slot })),
  tour: z.object(common).transform(({ school, date }): CalendarFacts => ({ kind: "tour", school, date })),
} satisfies Record<CalendarKind, z.ZodType<CalendarFacts>>;
