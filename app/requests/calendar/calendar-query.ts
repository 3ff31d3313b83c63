// The query of an "Add to calendar" link (app/lib/calendar-link.ts), checked before any
// file is written: a school of the group, a real calendar date, for a visit one of the
// form's time slots, and the booking's id; read as the event's facts and the id that
// names it (its UID). The language is the URL's, as a page's. Errors carry catalogue keys
// (app/forms/validation).
import { z } from "zod";
import { SCHOOL_CODES, TIME_SLOTS } from "#app/config/enumerations.ts";
import { calendarDate, oneOf } from "#app/forms/validation/fields.ts";
import type { ValidationKey } from "#app/i18n/lookup.ts";
import type { CalendarFacts, CalendarKind } from "#app/lib/calendar-link.ts";
import { rowId } from "#app/lib/row-id.ts";

const BOOKING_KEY: ValidationKey = "validation.calendarBooking";

/**
 * The id as plain digits, unsigned: the file is the query's facts and a UID made of the
 * id, and the route reads nothing stored, so another id only names another UID and tells
 * nothing of whether, or by whom, it was booked. A signature would not keep anyone from
 * writing a file with a booking's UID (its form is plain to see), and such a file cannot
 * undo the office's invitations: they carry a higher SEQUENCE (invite.server.ts).
 */
const booking = z
  .string({ error: BOOKING_KEY })
  .transform((value, context) => {
    const id = rowId(value);
    if (id === undefined) context.addIssue({ code: "custom", message: BOOKING_KEY });
    return id ?? z.NEVER;
  });

export interface CalendarQuery {
  facts: CalendarFacts;
  booking: number;
}

const common = {
  school: oneOf(SCHOOL_CODES, "validation.school"),
  date: calendarDate("validation.date"),
  booking,
};

export const calendarQuerySchemas = {
  visit: z
    .object({ ...common, slot: oneOf(TIME_SLOTS, "validation.preferredTime") })
    .transform(({ school, date, slot, booking }): CalendarQuery => ({ facts: { kind: "visit", school, date, slot }, booking })),
  tour: z.object(common).transform(({ school, date, booking }): CalendarQuery => ({ facts: { kind: "tour", school, date }, booking })),
} satisfies Record<CalendarKind, z.ZodType<CalendarQuery>>;
