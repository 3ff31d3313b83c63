// Dates and numbers as the visitor reads them (te-IN or en-IN). Values sent to the API
// keep the spec's format (YYYY-MM-DD); only what is shown is formatted.
import type { Language } from "#app/config/enumerations.ts";

const locale = (lang: Language) => (lang === "te" ? "te-IN" : "en-IN");

/**
 * A calendar date (YYYY-MM-DD) written out, e.g. "Tuesday, 24 November 2026" / "24 నవంబర్ 2026, మంగళవారం";
 * without the day of the week, "24 November 2026" / "24 నవంబర్ 2026".
 */
export function formatDate(isoDate: string, lang: Language, { weekday = true }: { weekday?: boolean } = {}): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const format = new Intl.DateTimeFormat(locale(lang), {
    ...(weekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC", // a calendar date, not an instant
  });
  if (lang !== "te") return format.format(date);
  // ICU's te-IN pattern puts a comma after the day ("24, నవంబర్ 2026, …"), which a
  // Telugu reader does not write: the same parts in the usual order.
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return weekday ? `${part.day} ${part.month} ${part.year}, ${part.weekday}` : `${part.day} ${part.month} ${part.year}`;
}

/** Made once per language: a formatter costs far more to make than to use (every e-mail and CSV row has instants). */
const instantFormats = {
  en: instantFormat("en"),
  te: instantFormat("te"),
} satisfies Record<Language, Intl.DateTimeFormat>;

function instantFormat(lang: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    // ICU's Telugu pattern has an English "PM" and a comma after the day: a 24-hour clock, in the usual order.
    hourCycle: lang === "te" ? "h23" : "h12",
    timeZone: "Asia/Kolkata",
  });
}

/** An instant as a clock in India shows it, e.g. "24 Nov 2026, 5:30 pm" / "24 నవం 2026, 17:30" (the office's inbox). */
export function formatInstant(instant: Date, lang: Language): string {
  const format = instantFormats[lang];
  if (lang !== "te") return format.format(instant);
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}
