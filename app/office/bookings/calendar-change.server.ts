// Who last changed a school's calendar settings, and when (/staff/calendar shows it): the
// account saveCalendar recorded, by its address.
import { eq } from "drizzle-orm";
import type { SchoolCode } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { schoolCalendars, staffAccounts } from "#database/schema.ts";

/** Who last changed a school's calendar settings, and when; none while it keeps the defaults. */
export async function calendarChange(db: Pick<Database, "select">, school: SchoolCode): Promise<{ at: Date; email: string | null } | null> {
  const [row] = await db
    .select({ at: schoolCalendars.updatedAt, email: staffAccounts.email })
    .from(schoolCalendars)
    .leftJoin(staffAccounts, eq(staffAccounts.id, schoolCalendars.updatedBy))
    .where(eq(schoolCalendars.school, school))
    .limit(1);
  return row ? { at: row.at, email: row.email } : null;
}
