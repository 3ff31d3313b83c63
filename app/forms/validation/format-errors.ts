// Turns a zod error into `{ field: message }` in the catalogue given (the API passes
// the visitor's; the forms pass the one the page was sent).
import type { z } from "zod";
import type { Messages } from "#app/i18n/en/index.ts";
import { lookupMessage } from "#app/i18n/lookup.ts";
import { fillTemplate } from "#app/i18n/template.ts";

export type FieldErrors = Record<string, string>;

/** `messages`: a catalogue with its validation messages, which the schemas' messages name ("validation.email"). */
export function formatFieldErrors(error: z.ZodError, messages: Pick<Messages, "validation">): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    if (field in errors) continue; // the first problem of a field is the one to fix first
    const template = lookupMessage(messages, issue.message) ?? messages.validation.required;
    const max = issue.code === "too_big" ? Number(issue.maximum) : undefined;
    errors[field] = fillTemplate(template, max === undefined ? {} : { max });
  }
  return errors;
}
