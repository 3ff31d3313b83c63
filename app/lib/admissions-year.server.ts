// The academic year the site offers admissions for, worked out on each request (a server
// runs for months) from today's date in India, never the phone's clock. The root loader
// sends it with the page, so the server's HTML and the hydrated page agree.
import { getGroupFacts } from "#app/content/group/index.ts";
import { todayInIndia } from "#app/lib/india-date.ts";

export interface AdmissionsSettings {
  /** The month (1-12) admissions open for the year starting in June: July to December, the year before; January to June, that year. */
  opensInMonth: number;
  /** A year to show whatever the date, e.g. "2027–2028". */
  yearOverride?: string | null;
}

/**
 * "2027–2028" from October 1st 2026 (India time) to September 30th 2027: the year that
 * starts next June once its admissions have opened, else the one that starts (or
 * started) this June.
 */
export function admissionsYear(now: Date = new Date(), settings: AdmissionsSettings = getGroupFacts().admissions): string {
  if (settings.yearOverride) return settings.yearOverride;
  const [year = 0, month = 0] = todayInIndia(now).split("-").map(Number);
  // The latest June whose admissions have opened: those open in the second half of the year before it, or in its own first half.
  const opensYearBefore = settings.opensInMonth >= 7;
  const start = (month >= settings.opensInMonth ? year : year - 1) + (opensYearBefore ? 1 : 0);
  return `${start}\u2013${start + 1}`;
}
