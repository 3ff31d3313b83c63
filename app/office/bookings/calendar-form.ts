// The booking calendar's forms as posted (/staff/calendar): the settings (places per visit
// time, tours per day, closed weekdays, how far ahead) and a closed date to add or remove.
// Read whole before anything is written: each field's problem, or the values to save.
import { TIME_SLOTS, type TimeSlot } from "#app/config/enumerations.ts";
import { isCalendarDate } from "#app/lib/india-date.ts";
import { MAX_CAPACITY, MAX_HORIZON_DAYS } from "#app/requests/bookings/calendar-rules.ts";
import type { CalendarSettings } from "#app/requests/bookings/calendars.server.ts";

/** The form's field of a visit time's places, e.g. "visit-10:00-11:00". */
export const visitField = (slot: TimeSlot) => `visit-${slot}` as const;

export type SettingsField = ReturnType<typeof visitField> | "tourCapacity" | "closedWeekdays" | "horizonDays";

/** What is wrong with a number typed: none given, not a whole number, below 0 (or below 1), above the most allowed. */
export type NumberProblem = "missing" | "notWhole" | "negative" | "tooFew" | "tooMany";
export type SettingsProblem = NumberProblem | "weekday";

/** What the form held, to show it again beside its problems. */
export interface SettingsValues {
  numbers: Partial<Record<Exclude<SettingsField, "closedWeekdays">, string>>;
  closedWeekdays: string[];
}

export type SettingsReading =
  | { ok: true; settings: CalendarSettings }
  | { ok: false; problems: Partial<Record<SettingsField, SettingsProblem>>; values: SettingsValues };

/** Text as typed, without the NUL character no one types (PostgreSQL's text refuses it), at most `max` characters. */
const typed = (value: FormDataEntryValue | null, max = 20) => (typeof value === "string" ? value.replaceAll("\u0000", "").trim().slice(0, max) : "");

/** A whole number from `min` to `max`, or why not. */
export function wholeNumber(text: string, min: 0 | 1, max: number): { value: number } | { problem: NumberProblem } {
  if (text === "") return { problem: "missing" };
  if (/^-\d+$/.test(text)) return { problem: min === 1 && Number(text) === 0 ? "tooFew" : "negative" };
  if (!/^\d+$/.test(text)) return { problem: "notWhole" };
  const value = Number(text);
  if (value < min) return { problem: "tooFew" };
  if (value > max) return { problem: "tooMany" };
  return { value };
}

/** The settings form: every field read, every problem found, before any is saved. */
export function readSettings(form: FormData): SettingsReading {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  const numbers: SettingsValues["numbers"] = {};
  const read = (field: Exclude<SettingsField, "closedWeekdays">, min: 0 | 1, max: number): number => {
    const text = typed(form.get(field));
    numbers[field] = text;
    const result = wholeNumber(text, min, max);
    if ("problem" in result) {
      problems[field] = result.problem;
      return 0;
    }
    return result.value;
  };
  const visitCapacity = Object.fromEntries(TIME_SLOTS.map((slot) => [slot, read(visitField(slot), 0, MAX_CAPACITY)])) as Record<TimeSlot, number>;
  const tourCapacity = read("tourCapacity", 0, MAX_CAPACITY);
  const horizonDays = read("horizonDays", 1, MAX_HORIZON_DAYS);
  // Seven boxes at most; anything else is not a weekday of the list.
  const days = form.getAll("closedWeekdays").slice(0, 8).map((value) => typed(value, 2));
  const closedWeekdays = [...new Set(days.filter((day) => /^[0-6]$/.test(day)).map(Number))].sort((a, b) => a - b);
  if (days.length > 7 || closedWeekdays.length !== new Set(days).size) problems.closedWeekdays = "weekday";
  if (Object.keys(problems).length > 0) return { ok: false, problems, values: { numbers, closedWeekdays: days.filter((day) => /^[0-6]$/.test(day)) } };
  return { ok: true, settings: { visitCapacity, tourCapacity, closedWeekdays, horizonDays } };
}

export const NOTE_MAX = 200;

export type ClosedDateProblem = "date" | "past" | "noteTooLong";

/** A closed date to add: a real calendar date, today or later (in India), and its reason. */
export function readClosedDate(
  form: FormData,
  today: string,
): { ok: true; date: string; note: string } | { ok: false; problems: Partial<Record<"date" | "note", ClosedDateProblem>>; values: { date: string; note: string } } {
  const date = typed(form.get("date"));
  const rawNote = typeof form.get("note") === "string" ? String(form.get("note")).replaceAll("\u0000", "").trim() : "";
  const note = rawNote.replace(/\s+/g, " ");
  const problems: Partial<Record<"date" | "note", ClosedDateProblem>> = {};
  if (!isCalendarDate(date)) problems.date = "date";
  else if (date < today) problems.date = "past";
  if (note.length > NOTE_MAX) problems.note = "noteTooLong";
  if (Object.keys(problems).length > 0) return { ok: false, problems, values: { date, note: note.slice(0, NOTE_MAX * 2) } };
  return { ok: true, date, note };
}

/** A closed date to open again: a real calendar date (removing one that is not there changes nothing). */
export function readDateToOpen(form: FormData): string | null {
  const date = typed(form.get("date"));
  return isCalendarDate(date) ? date : null;
}
