// Calendar dates as India sees them: "today" is today in Asia/Kolkata, whatever the
// clock of the server or the phone says.

const indiaDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  // The last instant asked for, remembered: a calendar's days are all asked about at one `now`.
  const ms = now.getTime();
  if (ms !== lastAsked.ms) lastAsked = { ms, day: indiaDateFormat.format(now) };
  return lastAsked.day;
}
let lastAsked = { ms: Number.NaN, day: "" };

/** True for a real calendar date written as YYYY-MM-DD in 1900-2999 (rejects 2026-02-30, 0000-01-01). */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** The instant a clock in India shows `time` (HH:MM) on `isoDate`: India keeps +05:30 all year, with no summer time. */
export function indiaInstant(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00+05:30`);
}
