// Dates and numbers as the visitor reads them (te-IN or en-IN). Values sent to the API
// keep the spec's format (YYYY-MM-DD); only what is shown is formatted.
import type { Language } from "#app/config/enumerations.ts";

const locale = (lang: Language) => (lang === "te" ? "te-IN" : "en-IN");

/** A calendar date (YYYY-MM-DD) written out, e.g. "Tuesday, 24 November 2026" / "24 నవంబర్ 2026, మంగళవారం". */
export function formatDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const format = new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC", // a calendar date, not an instant
  });
  if (lang !== "te") return format.format(date);
  // ICU's te-IN pattern puts a comma after the day ("24, నవంబర్ 2026, …"), which a
  // Telugu reader does not write: the same parts in the usual order.
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.weekday}`;
}
