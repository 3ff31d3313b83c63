// The schools' booking calendars as stored (school_calendars, closed_dates): read on every
// booking and availability answer, written by the school's office (app/office/bookings).
import { and, asc, eq, gte } from "drizzle-orm";
import { TIME_SLOTS, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { closedDates, schoolCalendars } from "#database/schema.ts";
import { defaultCalendar, type SchoolCalendar } from "./calendar-rules.ts";

type Reader = Pick<Database, "select">;

/** The school's calendar: its office's settings, else the defaults; closed dates from today on. */
export async function readCalendar(db: Reader, school: SchoolCode, now = new Date()): Promise<SchoolCalendar> {
  const [settings] = await db.select().from(schoolCalendars).where(eq(schoolCalendars.school, school)).limit(1);
  const holidays = await db
    .select({ date: closedDates.date, note: closedDates.note })
    .from(closedDates)
    .where(and(eq(closedDates.school, school), gte(closedDates.date, todayInIndia(now))))
    .orderBy(asc(closedDates.date));
  const calendar = defaultCalendar(school);
  if (settings) {
    calendar.visitCapacity = Object.fromEntries(
      TIME_SLOTS.map((slot) => [slot, Number(settings.visitCapacity[slot] ?? 0)]),
    ) as Record<TimeSlot, number>;
    calendar.tourCapacity = settings.tourCapacity;
    calendar.closedWeekdays = settings.closedWeekdays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
    calendar.horizonDays = settings.horizonDays;
  }
  calendar.closedDates = holidays;
  return calendar;
}

export type CalendarSettings = Pick<SchoolCalendar, "visitCapacity" | "tourCapacity" | "closedWeekdays" | "horizonDays">;

/** The office's settings for a school, replacing the last (its closed dates are kept). */
export async function saveCalendar(db: Database, school: SchoolCode, settings: CalendarSettings, accountId: number): Promise<void> {
  const values = {
    visitCapacity: settings.visitCapacity,
    tourCapacity: settings.tourCapacity,
    closedWeekdays: [...new Set(settings.closedWeekdays)].sort(),
    horizonDays: settings.horizonDays,
    updatedAt: new Date(),
    updatedBy: accountId,
  };
  await db
    .insert(schoolCalendars)
    .values({ school, ...values })
    .onConflictDoUpdate({ target: schoolCalendars.school, set: values });
}

/** A holiday: no visits or tours that day (bookings already made stay, for the office to move). */
export async function addClosedDate(db: Database, school: SchoolCode, date: string, note: string): Promise<void> {
  await db
    .insert(closedDates)
    .values({ school, date, note })
    .onConflictDoUpdate({ target: [closedDates.school, closedDates.date], set: { note } });
}

export async function removeClosedDate(db: Database, school: SchoolCode, date: string): Promise<boolean> {
  const removed = await db
    .delete(closedDates)
    .where(and(eq(closedDates.school, school), eq(closedDates.date, date)))
    .returning({ date: closedDates.date });
  return removed.length > 0;
}
