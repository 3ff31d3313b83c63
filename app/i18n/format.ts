// Dates and numbers as the visitor reads them (te-IN or en-IN). Values sent to the API
// keep the spec's format (YYYY-MM-DD); only what is shown is formatted.
import type { Language } from "#app/config/enumerations.ts";

const locale = (lang: Language) => (lang === "te" ? "te-IN" : "en-IN");

/** A calendar date (YYYY-MM-DD) written out, e.g. "Monday, 24 November 2026" / "24 నవంబర్, 2026 సోమవారం". */
export function formatDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC", // a calendar date, not an instant
  }).format(date);
}
