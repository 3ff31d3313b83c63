// Calendar dates as India sees them: "today" is today in Asia/Kolkata, whatever the
// clock of the server or the phone says.

/** India keeps +05:30 all year, with no summer time (as indiaInstant says). */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  // The India day the last instant fell in, remembered with its bounds: every form's
  // submission asks (its source's day), and a calendar's days are all asked at one `now`.
  const ms = now.getTime();
  if (ms >= indiaDay.from && ms < indiaDay.until) return indiaDay.day;
  const local = ms + INDIA_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  // An invalid Date throws here (RangeError), as formatting one does.
  const day = new Date(midnight).toISOString().slice(0, 10);
  indiaDay = { from: midnight - INDIA_OFFSET_MS, until: midnight - INDIA_OFFSET_MS + DAY_MS, day };
  return day;
}
let indiaDay = { from: 0, until: 0, day: "" };

/** Dates checked lately (a form's date is checked by its schema, its place and its calendar): at most so many remembered. */
const checkedDates = new Map<string, boolean>();
const CHECKED_DATES = 2000;

/** True for a real calendar date written as YYYY-MM-DD in 1900-2999 (rejects 2026-02-30, 0000-01-01). */
export function isCalendarDate(value: string): boolean {
  let valid = checkedDates.get(value);
  if (valid === undefined) {
    if (typeof value !== "string" || !/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    valid = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    if (checkedDates.size >= CHECKED_DATES) checkedDates.clear();
    checkedDates.set(value, valid);
  }
  return valid;
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
