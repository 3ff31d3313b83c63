// The schools' booking calendars as stored (school_calendars, closed_dates): read on every
// booking and availability answer, written by the school's office (app/office/bookings).
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { TIME_SLOTS, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { closedDates, schoolCalendars } from "#database/schema.ts";
import { defaultCalendar, type SchoolCalendar } from "./calendar-rules.ts";

type Reader = Pick<Database, "select">;

/** The school's calendar: its office's settings, else the defaults; closed dates from today on. */
export async function readCalendar(db: Reader, school: SchoolCode, now = new Date()): Promise<SchoolCalendar> {
  return (await readCalendars(db, [school], now)).get(school) ?? defaultCalendar(school);
}

/** Several schools' calendars in two queries (bookings taken together ask for them at once). */
export async function readCalendars(db: Reader, schools: SchoolCode[], now = new Date()): Promise<Map<SchoolCode, SchoolCalendar>> {
  const asked = [...new Set(schools)];
  const [settings, holidays] = await Promise.all([
    db.select().from(schoolCalendars).where(inArray(schoolCalendars.school, asked)),
    db
      .select({ school: closedDates.school, date: closedDates.date, note: closedDates.note })
      .from(closedDates)
      .where(and(inArray(closedDates.school, asked), gte(closedDates.date, todayInIndia(now))))
      .orderBy(asc(closedDates.date)),
  ]);
  return calendarsFrom(asked, settings, holidays);
}

/** The office's settings of a school as stored (school_calendars; booking_places() gives them so too). */
type SettingsRow = { school: string; visitCapacity: Record<string, number>; tourCapacity: number; closedWeekdays: number[]; horizonDays: number };

/** The schools' calendars from their stored settings and closed dates (sorted by date): the defaults where none are stored. */
export function calendarsFrom(asked: SchoolCode[], settings: SettingsRow[], holidays: Array<{ school: string; date: string; note: string }>): Map<SchoolCode, SchoolCalendar> {
  const calendars = new Map(asked.map((school) => [school, defaultCalendar(school)]));
  for (const row of settings) {
    const calendar = calendars.get(row.school as SchoolCode);
    if (!calendar) continue;
    calendar.visitCapacity = Object.fromEntries(
      TIME_SLOTS.map((slot) => [slot, Number(row.visitCapacity[slot] ?? 0)]),
    ) as Record<TimeSlot, number>;
    calendar.tourCapacity = row.tourCapacity;
    calendar.closedWeekdays = row.closedWeekdays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
    calendar.horizonDays = row.horizonDays;
  }
  for (const { school, date, note } of holidays) calendars.get(school as SchoolCode)?.closedDates.push({ date, note });
  return calendars;
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
