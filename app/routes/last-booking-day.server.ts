// Not a route: what the visit and tour pages' loaders share. The last day any school takes
// a booking, the date's maximum on a form before a school is chosen (each school's own
// comes with its availability, app/forms/availability.ts). It depends on the schools'
// horizons alone: one read of their settings, not each school's whole calendar.
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { DEFAULT_HORIZON_DAYS } from "#app/requests/bookings/calendar-rules.ts";
import type { Database } from "#database/client.ts";
import { schoolCalendars } from "#database/schema.ts";

/** None when the calendars cannot be read: the page is shown all the same, and the server decides. */
export async function lastBookingDay(db: Pick<Database, "select">, now = new Date()): Promise<string | undefined> {
  const settings = await db
    .select({ school: schoolCalendars.school, horizonDays: schoolCalendars.horizonDays })
    .from(schoolCalendars)
    .catch(() => undefined);
  if (!settings) return undefined;
  // A school its office never set keeps the default horizon.
  const horizons = SCHOOL_CODES.map((code) => settings.find((row) => row.school === code)?.horizonDays ?? DEFAULT_HORIZON_DAYS);
  return addDays(todayInIndia(now), Math.max(...horizons));
}
