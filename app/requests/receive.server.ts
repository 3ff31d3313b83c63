// Every form's submission, whichever door it comes through: the JSON API (server/api/)
// or a page's own form posted by a browser that has not run the page's scripts (the
// route actions). Both take the same checks, in the same order, and store the same row.
import { randomInt } from "node:crypto";
import pLimit from "p-limit";
import type { Language } from "#app/config/enumerations.ts";
import { kindOfSubmission, type SubmissionName } from "#app/config/request-kinds.ts";
import type { UploadedFile } from "#app/forms/multipart.server.ts";
import { formatFieldErrors, type FieldErrors } from "#app/forms/validation/format-errors.ts";
import { honeypotFilled } from "#app/forms/validation/honeypot.ts";
import { catalogues, translate, type MessageKey } from "#app/i18n/translate.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { submissionStored } from "#app/lib/submission-stored.ts";
import { requestOf } from "./registry.server.ts";
import type { SubmissionDependencies } from "./request-kind.ts";
import type { StoredSubmission } from "./store.server.ts";
import { sourceValuesOf } from "./sources/source-values.ts";

export type { SubmissionDependencies };

export type Received =
  /** Stored: the row's id and time. */
  | { status: "stored"; stored: StoredSubmission }
  /** A bot filled the honeypot: it is told "yes" so that it does not try harder, and nothing is kept. */
  | { status: "ignored" }
  /** Refused, nothing stored: a message per field, and one for the whole. */
  | { status: "invalid"; key: MessageKey; message: string; errors: FieldErrors | undefined }
  /** Refused by the state of things (a visit's slot is full, its day closed): 409, nothing stored. */
  | { status: "conflict"; message: string; errors: FieldErrors };

/**
 * Submissions with a file judged and stored at once; the rest wait their turn. Writing a
 * 5 MB résumé holds two to three copies of it for a moment (the driver's message, the
 * embedded database's copy): twenty at once took the server past 300 MB
 * (server/resume-upload-memory.test.ts). Bodies are still read side by side, so a slow
 * phone's upload keeps no one waiting; only the short write takes turns.
 */
const FILES_STORED_AT_ONCE = 2;
const inTurn = pLimit(FILES_STORED_AT_ONCE);

/** How a submission arrived, besides its body. */
export interface Arrived {
  /** The language it is answered in. */
  language: Language;
  /** The request's Cookie header: its `vs` cookie says where the visit came from (./sources). */
  cookies: string | null | undefined;
  /** Its file, for a form that takes one. */
  upload?: UploadedFile;
}

/**
 * Checks a submission and stores it. `body` is what the visitor sent, untrusted.
 * Throws only when the database fails (nothing is half written).
 */
export function receiveSubmission(deps: SubmissionDependencies, name: SubmissionName, body: unknown, arrived: Arrived): Promise<Received> {
  return arrived.upload ? inTurn(() => receiveNow(deps, name, body, arrived)) : receiveNow(deps, name, body, arrived);
}

async function receiveNow(
  deps: SubmissionDependencies,
  name: SubmissionName,
  body: unknown,
  { language, cookies, upload }: Arrived,
): Promise<Received> {
  if (honeypotFilled(body)) return { status: "ignored" };
  const { schema, file: rule, submit } = requestOf(kindOfSubmission(name));
  const parsed = schema.safeParse(body);
  // The file is judged with the fields, so that every refusal is told at once.
  const judged = upload && rule ? await rule.judge(upload) : undefined;
  const fileErrors: FieldErrors = judged && !judged.ok && rule ? { [rule.field]: translate(language, judged.refusal.key) } : {};
  if (!parsed.success) {
    const errors = { ...formatFieldErrors(parsed.error, catalogues[language]), ...fileErrors };
    return {
      status: "invalid",
      key: "api.invalidInput",
      errors,
      message: Object.values(errors)[0] ?? translate(language, "api.invalidInput"),
    };
  }
  if (judged && !judged.ok) {
    const key = judged.refusal.summary;
    return { status: "invalid", key, errors: fileErrors, message: translate(language, key) };
  }
  const { language: _ignored, ...input } = parsed.data;
  // Where the visit came from goes into the row of every kind, from the cookie alone.
  const outcome = await submit(deps, { ...input, ...sourceValuesOf(cookies, todayInIndia()) }, language, judged?.file);
  if (outcome.ok) {
    // Committed with its e-mails: the sender may take them now (server/entry.ts).
    submissionStored();
    return { status: "stored", stored: outcome.stored };
  }
  if ("conflict" in outcome) {
    const { message, field } = outcome.conflict;
    return { status: "conflict", message, errors: { [field]: message } };
  }
  const message = translate(language, outcome.key);
  return {
    status: "invalid",
    key: outcome.key,
    message,
    errors: outcome.field ? { [outcome.field]: message } : undefined,
  };
}

/**
 * The row an accepted submission is answered with (the API's 201, a page's own post): the
 * stored one, or for a filled honeypot a made-up one of the same shape, so that a bot
 * cannot tell it was not kept.
 */
export function answeredRow(received: Extract<Received, { status: "stored" | "ignored" }>): StoredSubmission {
  return received.status === "stored" ? received.stored : { id: randomInt(1, 100_000), createdAt: new Date() };
}

/** The file a kind of submission takes (its field and largest size), if any. */
export function fileRuleOf(name: SubmissionName): { field: string; maxBytes: number } | undefined {
  const rule = requestOf(kindOfSubmission(name)).file;
  return rule && { field: rule.field, maxBytes: rule.maxBytes };
}
