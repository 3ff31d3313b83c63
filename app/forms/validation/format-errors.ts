// Turns a zod error into `{ field: message }` in the catalogue given (the API passes
// the visitor's; the forms pass the one the page was sent).
import type { z } from "zod";
import type { Messages } from "#app/i18n/en/index.ts";
import { lookupMessage, message } from "#app/i18n/lookup.ts";

export type FieldErrors = Record<string, string>;

export function formatFieldErrors(error: z.ZodError, messages: Messages): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    if (field in errors) continue; // the first problem of a field is the one to fix first
    const key = lookupMessage(messages, issue.message) !== undefined ? issue.message : "validation.required";
    const max = issue.code === "too_big" ? Number(issue.maximum) : undefined;
    errors[field] = message(messages, key as Parameters<typeof message>[1], max === undefined ? {} : { max });
  }
  return errors;
}
