// Field builders shared by every payload schema. Errors carry catalogue keys, not
// sentences, so one schema serves both languages (see format-errors.ts).
import { z } from "zod";
import { LANGUAGES } from "#app/config/enumerations.ts";
import { NOTICE_VERSION, NOTICE_VERSIONS } from "#app/config/privacy.ts";
import type { ValidationKey } from "#app/i18n/lookup.ts";
import { isCalendarDate, todayInIndia } from "#app/lib/india-date.ts";

// No code generation: the site's CSP forbids eval, and zod would otherwise probe it
// (a reported CSP violation on every page).
z.config({ jitless: true });

const TOO_LONG: ValidationKey = "validation.tooLong";

/** PostgreSQL cannot store a NUL character in text; nobody types one on purpose. */
const withoutNul = (value: string) => value.replaceAll("\u0000", "");

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(key: ValidationKey, options: { min?: number; max?: number } = {}) {
  return z
    .string({ error: key })
    .overwrite(withoutNul)
    .trim()
    .min(options.min ?? 1, { error: key })
    .max(options.max ?? 100, { error: TOO_LONG });
}

/** An optional text: missing or null becomes "". */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: "validation.required" satisfies ValidationKey })
      .overwrite(withoutNul)
      .trim()
      .max(max, { error: TOO_LONG }),
  );
}

export function email() {
  const key: ValidationKey = "validation.email";
  return z
    .string({ error: key })
    .trim()
    .max(254, { error: key })
    .pipe(z.email({ error: key }));
}

/** Phone numbers: 10 to 15 characters (spec 9), digits with + - ( ) and spaces. */
export function phone() {
  return z
    .string({ error: "validation.phoneMin" satisfies ValidationKey })
    .trim()
    .min(10, { error: "validation.phoneMin" satisfies ValidationKey })
    .max(15, { error: "validation.phoneMax" satisfies ValidationKey })
    .regex(/^\+?[\d\s()-]+$/, { error: "validation.phoneFormat" satisfies ValidationKey });
}

/** One of a fixed list of values; anything else (or nothing) gets `key`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, key: ValidationKey) {
  return z.enum(values, { error: key });
}

/** Like oneOf, but may be left empty (""). */
export function optionalOneOf<const T extends readonly [string, ...string[]]>(values: T, key: ValidationKey) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.union([z.literal(""), z.enum(values)], { error: key }),
  );
}

/** A calendar date YYYY-MM-DD; with `notPast`, today or later in India. */
export function calendarDate(requiredKey: ValidationKey, options: { notPast?: ValidationKey } = {}) {
  const base = z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .refine(isCalendarDate, { error: "validation.invalidDate" satisfies ValidationKey, abort: true });
  const notPast = options.notPast;
  return notPast ? base.refine((value) => value >= todayInIndia(), { error: notPast }) : base;
}

/** A number typed into a form: accepted as a number or a string of digits. */
export function answerText(key: ValidationKey) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z.string({ error: key }).overwrite(withoutNul).trim().min(1, { error: key }).max(20, { error: key }),
  );
}

/** The visitor's language, sent by the form; optional (the API falls back to the header). */
export const languageField = z.enum(LANGUAGES).optional().catch(undefined);

/**
 * The privacy notice the form showed (app/config/privacy.ts), kept with the row: one the
 * site has published. A client that sends none (the spec's payloads) is taken to have
 * been shown the current one, and that is recorded.
 */
export const noticeVersionField = z.enum(NOTICE_VERSIONS, { error: "validation.noticeVersion" satisfies ValidationKey }).default(NOTICE_VERSION);
