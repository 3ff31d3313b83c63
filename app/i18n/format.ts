// Dates and numbers as the visitor reads them (te-IN or en-IN). Values sent to the API
// keep the spec's format (YYYY-MM-DD); only what is shown is formatted.
import type { Language } from "#app/config/enumerations.ts";

const locale = (lang: Language) => (lang === "te" ? "te-IN" : "en-IN");

/**
 * A calendar date (YYYY-MM-DD) written out, e.g. "Tuesday, 24 November 2026" / "24 నవంబర్ 2026, మంగళవారం";
 * without the day of the week, "24 November 2026" / "24 నవంబర్ 2026"; without the year
 * (a day of the coming weeks), "Tuesday, 24 November" / "24 నవంబర్, మంగళవారం".
 */
export function formatDate(
  isoDate: string,
  lang: Language,
  { weekday = true, year = true }: { weekday?: boolean; year?: boolean } = {},
): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const format = dateFormat(lang, weekday, year);
  if (lang !== "te") return format.format(date);
  // ICU's te-IN pattern puts a comma after the day ("24, నవంబర్ 2026, …"), which a
  // Telugu reader does not write: the same parts in the usual order.
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  const written = year ? `${part.day} ${part.month} ${part.year}` : `${part.day} ${part.month}`;
  return weekday ? `${written}, ${part.weekday}` : written;
}

/** A formatter per language and shape, made once: a refusal names a dozen dates, under load. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Language, weekday: boolean, year: boolean): Intl.DateTimeFormat {
  const key = `${lang} ${weekday} ${year}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(lang), {
      ...(weekday ? { weekday: "long" } : {}),
      day: "numeric",
      month: "long",
      ...(year ? { year: "numeric" } : {}),
      timeZone: "UTC", // a calendar date, not an instant
    });
    dateFormats.set(key, format);
  }
  return format;
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
    // The hour of the day (0–23), written out below on a 12-hour clock as the public site writes its times.
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  });
}

/**
 * The part of the day a Telugu clock time is said with, as the visit's time slots say it
 * (common.options.timeSlots: ఉదయం 9:00, మధ్యాహ్నం 2:00, సాయంత్రం 4:00), by hour of the day.
 */
function teluguDayPeriod(hour: number): string {
  if (hour < 4) return "రాత్రి";
  if (hour < 12) return "ఉదయం";
  if (hour < 16) return "మధ్యాహ్నం";
  if (hour < 19) return "సాయంత్రం";
  return "రాత్రి";
}

/**
 * An instant as a clock in India shows it, in the public site's time style (a 12-hour clock:
 * "10:00 AM", "ఉదయం 10:00"), e.g. "24 Nov 2026, 5:30 PM" / "24 నవం 2026, సాయంత్రం 5:30"
 * (the office's inbox, request pages, access record and e-mails). Never a bare 24-hour "02:18".
 */
export function formatInstant(instant: Date, lang: Language): string {
  const part = Object.fromEntries(instantFormats[lang].formatToParts(instant).map(({ type, value }) => [type, value]));
  const hour = Number(part.hour) % 24;
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${part.minute}`;
  // ICU's te-IN pattern puts a comma after the day, which a Telugu reader does not write: the same parts in the usual order.
  return lang === "te"
    ? `${part.day} ${part.month} ${part.year}, ${teluguDayPeriod(hour)} ${clock}`
    : `${part.day} ${part.month} ${part.year}, ${clock} ${hour < 12 ? "AM" : "PM"}`;
}
