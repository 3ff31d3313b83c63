// A school's booking calendar (issue 27) and what it allows, without the database: which
// days a family may book, and which visit slots are still to come. The office sets it
// per school (calendars.server.ts); a school it never set keeps DEFAULT_CALENDAR.
import { TIME_SLOT_HOURS, TIME_SLOTS, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { addDays, indiaInstant, todayInIndia } from "#app/lib/india-date.ts";

export interface SchoolCalendar {
  school: SchoolCode;
  /** Families per visit slot; 0: the slot is not offered. */
  visitCapacity: Record<TimeSlot, number>;
  /** Tour bookings per day; 0: no tours. */
  tourCapacity: number;
  /** Weekdays without visits or tours: 0 (Sunday) to 6 (Saturday). */
  closedWeekdays: number[];
  /** Holidays, YYYY-MM-DD, with the office's note. */
  closedDates: { date: string; note: string }[];
  /** How many days ahead bookings open (today is day 0). */
  horizonDays: number;
}

export const DEFAULT_VISIT_CAPACITY = 3;
export const DEFAULT_TOUR_CAPACITY = 5;
export const DEFAULT_CLOSED_WEEKDAYS = [0];
export const DEFAULT_HORIZON_DAYS = 60;
/** The office's bounds on its settings (the database checks the same). */
export const MAX_CAPACITY = 1000;
export const MAX_HORIZON_DAYS = 365;

export function defaultCalendar(school: SchoolCode): SchoolCalendar {
  return {
    school,
    visitCapacity: Object.fromEntries(TIME_SLOTS.map((slot) => [slot, DEFAULT_VISIT_CAPACITY])) as Record<TimeSlot, number>,
    tourCapacity: DEFAULT_TOUR_CAPACITY,
    closedWeekdays: [...DEFAULT_CLOSED_WEEKDAYS],
    closedDates: [],
    horizonDays: DEFAULT_HORIZON_DAYS,
  };
}

/** The weekday of a YYYY-MM-DD date, 0 (Sunday) to 6. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Why a day cannot be booked, or "open". */
export type DayState = "open" | "past" | "beyond" | "closed";

export function dayState(calendar: SchoolCalendar, date: string, now: Date): DayState {
  const today = todayInIndia(now);
  return dayStateWithin(calendar, date, today, addDays(today, calendar.horizonDays));
}

/** The same, with today and the last bookable day worked out once (a calendar's every day is asked at once). */
function dayStateWithin(calendar: SchoolCalendar, date: string, today: string, last: string): DayState {
  if (date < today) return "past";
  if (date > last) return "beyond";
  return isClosed(calendar, date) ? "closed" : "open";
}

/** A closed weekday or a holiday (`weekday`: the date's, when the caller has it already). */
function isClosed(calendar: SchoolCalendar, date: string, weekday = weekdayOf(date)): boolean {
  return calendar.closedWeekdays.includes(weekday) || calendar.closedDates.some((closed) => closed.date === date);
}

export function lastBookableDay(calendar: SchoolCalendar, now: Date): string {
  return addDays(todayInIndia(now), calendar.horizonDays);
}

/** The days a family may book, today first (the same array for the same calendar and day: do not change it). */
export function openDays(calendar: SchoolCalendar, now: Date): readonly string[] {
  const today = todayInIndia(now);
  // Worked out once per calendar and day: a batch of bookings with full places asks for
  // each of its schools' days, batch after batch (a twentieth of the server's work per
  // tour booking under a flood when each walked its sixty days again).
  const key = `${today}|${calendar.horizonDays}|${calendar.closedWeekdays.join()}|${calendar.closedDates.map((closed) => closed.date).join()}`;
  let days = openDaysMemo.get(key);
  if (!days) {
    if (openDaysMemo.size >= 100) openDaysMemo.clear();
    openDaysMemo.set(key, (days = Object.freeze(walkOpenDays(calendar, today))));
  }
  return days;
}

const openDaysMemo = new Map<string, readonly string[]>();

function walkOpenDays(calendar: SchoolCalendar, today: string): string[] {
  // One date stepped a day at a time, from today to the horizon (not each day parsed again
  // from its text: a full booking's refusal walks a calendar's sixty days).
  const day = new Date(`${today}T00:00:00Z`);
  const days: string[] = [];
  for (let offset = 0; offset <= calendar.horizonDays; offset += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (!isClosed(calendar, date, day.getUTCDay())) days.push(date);
  }
  return days;
}

/** A slot that has begun (today's 9:00 at 9:30) can no longer be booked. */
export function slotStarted(date: string, slot: TimeSlot, now: Date): boolean {
  const today = todayInIndia(now);
  // Only today's slots need the clock: a day to come has none begun, a day gone has all.
  if (date !== today) return date < today;
  return indiaInstant(date, TIME_SLOT_HOURS[slot].start).getTime() <= now.getTime();
}

/** A slot whose hour is over (today's 9:00 at 10:00). */
export function slotEnded(date: string, slot: TimeSlot, now: Date): boolean {
  return indiaInstant(date, TIME_SLOT_HOURS[slot].end).getTime() <= now.getTime();
}

/** The slots offered on an open day: a capacity above 0, not begun. */
export function offeredSlots(calendar: SchoolCalendar, date: string, now: Date): TimeSlot[] {
  return TIME_SLOTS.filter((slot) => calendar.visitCapacity[slot] > 0 && !slotStarted(date, slot, now));
}
