// Not a route: what the visit and tour pages' loaders share. The last day any school takes
// a booking, the date's maximum on a form before a school is chosen (each school's own
// comes with its availability, app/forms/availability.ts).
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { lastBookableDay } from "#app/requests/bookings/calendar-rules.ts";
import { readCalendar } from "#app/requests/bookings/calendars.server.ts";
import type { Database } from "#database/client.ts";

/** None when the calendars cannot be read: the page is shown all the same, and the server decides. */
export async function lastBookingDay(db: Pick<Database, "select">, now = new Date()): Promise<string | undefined> {
  const calendars = await Promise.all(SCHOOL_CODES.map((school) => readCalendar(db, school, now))).catch(() => undefined);
  return calendars?.map((calendar) => lastBookableDay(calendar, now)).sort().at(-1);
}
