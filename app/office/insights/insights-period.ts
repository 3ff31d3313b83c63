// The period the insights page shows (issue 29), from its address, and the period before
// it to compare with. Days are India's (YYYY-MM-DD, both ends included). Anything unknown
// or malformed falls back to the last 3 months, never an error.
import { addDays, isCalendarDate } from "#app/lib/india-date.ts";

export const PERIOD_KEYS = ["month", "3m", "12m", "custom"] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The longest custom range: two years of weeks still read on a phone. */
export const MAX_PERIOD_DAYS = 731;

export interface DayRange {
  from: string;
  to: string;
}

export interface InsightsPeriod extends DayRange {
  key: PeriodKey;
  /** The period before, as long (this month: last month's first days up to the same day). */
  before: DayRange;
}

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The same day `months` months earlier, clamped to the month's last day (31 May - 3 months: 28 or 29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** The period `?period=month|3m|12m|custom&from&to` asks for, ending today at the latest. */
export function insightsPeriod(query: URLSearchParams, today: string): InsightsPeriod {
  const asked = query.get("period");
  const key: PeriodKey = (PERIOD_KEYS as readonly string[]).includes(asked ?? "") ? (asked as PeriodKey) : "3m";
  if (key === "month") {
    const from = `${today.slice(0, 8)}01`;
    const before = monthsBefore(from, 1);
    return { key, from, to: today, before: { from: before, to: minDay(monthsBefore(today, 1), addDays(from, -1)) } };
  }
  if (key === "custom") {
    const day = (name: string) => {
      const value = query.get(name) ?? "";
      return isCalendarDate(value) ? minDay(value, today) : undefined;
    };
    let from = day("from");
    let to = day("to");
    if (from && to) {
      if (from > to) [from, to] = [to, from];
      if (daysIn({ from, to }) > MAX_PERIOD_DAYS) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
      return { key, from, to, before: before({ from, to }) };
    }
  }
  const months = key === "12m" ? 12 : 3;
  const range = { from: addDays(monthsBefore(today, months), 1), to: today };
  return { key: key === "12m" ? "12m" : "3m", ...range, before: before(range) };
}

/** As many days, just before. */
function before(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** The period back as a query string (the charts' CSV links, the school links). */
export function periodSearch(period: InsightsPeriod): URLSearchParams {
  const query = new URLSearchParams({ period: period.key });
  if (period.key === "custom") {
    query.set("from", period.from);
    query.set("to", period.to);
  }
  return query;
}

/** The Mondays of the weeks a range touches (the charts' weeks start on Monday, as India's calendars do). */
export function weeksOf({ from, to }: DayRange): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
