// Turns a zod error into the API's `{ field: message }` map in the visitor's language.
import type { z } from "zod";
import type { Language } from "#app/config/enumerations.ts";
import { isMessageKey, translate } from "#app/i18n/translate.ts";

export type FieldErrors = Record<string, string>;

export function formatFieldErrors(error: z.ZodError, language: Language): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    if (field in errors) continue; // the first problem of a field is the one to fix first
    const key = isMessageKey(issue.message) ? issue.message : "validation.required";
    const max = issue.code === "too_big" ? Number(issue.maximum) : undefined;
    errors[field] = translate(language, key, max === undefined ? {} : { max });
  }
  return errors;
}
