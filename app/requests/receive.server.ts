// Every form's submission, whichever door it comes through: the JSON API (server/api/)
// or a page's own form posted by a browser that has not run the page's scripts (the
// route actions). Both take the same checks, in the same order, and store the same row.
import pLimit from "p-limit";
import type { z } from "zod";
import type { Language } from "#app/config/enumerations.ts";
import { admissionApplicationSchema } from "#app/features/admissions/admission-schema.ts";
import { submitAdmission } from "#app/features/admissions/admissions.server.ts";
import { careerApplicationSchema } from "#app/features/careers/career-schema.ts";
import { submitCareerApplication } from "#app/features/careers/careers.server.ts";
import { RESUME_MAX_BYTES } from "#app/features/careers/resume.ts";
import { judgeResume } from "#app/features/careers/resume-file.server.ts";
import type { UploadedFile } from "#app/forms/multipart.server.ts";
import { contactMessageSchema } from "#app/features/enquiries/contact-schema.ts";
import { enrollmentRequestSchema } from "#app/features/enquiries/enrollment-schema.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { formatFieldErrors, type FieldErrors } from "#app/forms/validation/format-errors.ts";
import { honeypotFilled } from "#app/forms/validation/honeypot.ts";
import { scheduleVisit } from "#app/features/visits/schedule-visit.server.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { catalogues, translate, type MessageKey } from "#app/i18n/translate.ts";
import type { Database } from "#database/client.ts";
import { contactMessages, enrollmentRequests, tourRequests } from "#database/schema.ts";
import { storeSubmission, type StoredSubmission } from "#app/forms/store.server.ts";
import type { SubmissionName } from "#app/forms/submission-names.ts";
import { submissionStored } from "#app/lib/submission-stored.ts";

export interface SubmissionDependencies {
  db: Database;
  /** Signs and checks the visit form's challenge tokens. */
  challengeSecret: string;
}

type Outcome = { ok: true; stored: StoredSubmission } | { ok: false; key: MessageKey; field?: string };

/** A file refused on its own: the message beside the field, and the one for the whole. */
type FileRefusal = { key: MessageKey; summary: MessageKey };

/** A kind whose form may send a file: which field, how large, and how it is judged. */
interface FileRule<F> {
  field: string;
  maxBytes: number;
  judge: (file: UploadedFile) => Promise<{ ok: true; file: F } | { ok: false; refusal: FileRefusal }>;
}

interface Kind<S extends z.ZodType<{ language?: Language }>, F = never> {
  schema: S;
  file?: FileRule<F>;
  submit: (deps: SubmissionDependencies, input: Omit<z.output<S>, "language">, language: Language, file: F | undefined) => Promise<Outcome>;
}

/** These tables refuse no row on its own: their submissions may be written together. */
const TOGETHER = { together: true };

const kind = <S extends z.ZodType<{ language?: Language }>, F = never>(k: Kind<S, F>) => k;

const CHALLENGE_FAILURES = {
  invalid: "api.challengeInvalid",
  expired: "api.challengeExpired",
  used: "api.challengeUsed",
  wrong: "api.challengeWrong",
} as const satisfies Record<string, MessageKey>;

/** The careers captcha: a wrong answer in the spec's words; the rest as the visit challenge's. */
const CAPTCHA_FAILURES = { ...CHALLENGE_FAILURES, wrong: "toasts.captchaBody" } as const satisfies Record<string, MessageKey>;

/** Each kind of submission, named by its API path (`POST /api/{name}`). */
export const SUBMISSIONS = {
  "book-tours": kind({
    schema: tourRequestSchema,
    submit: async ({ db }, input, language) => ({
      ok: true,
      stored: await storeSubmission(db, tourRequests, input, language, TOGETHER),
    }),
  }),
  enrollments: kind({
    schema: enrollmentRequestSchema,
    submit: async ({ db }, input, language) => ({
      ok: true,
      stored: await storeSubmission(db, enrollmentRequests, input, language, TOGETHER),
    }),
  }),
  contact: kind({
    schema: contactMessageSchema,
    submit: async ({ db }, input, language) => ({
      ok: true,
      stored: await storeSubmission(db, contactMessages, input, language, TOGETHER),
    }),
  }),
  admissions: kind({
    schema: admissionApplicationSchema,
    submit: async ({ db }, input, language) => {
      const result = await submitAdmission(db, input, language);
      return result.ok ? result : { ok: false, key: "validation.schoolId", field: "schoolId" };
    },
  }),
  "schedule-visits": kind({
    schema: visitRequestSchema,
    submit: async ({ db, challengeSecret }, input, language) => {
      const result = await scheduleVisit(db, challengeSecret, input, language);
      return result.ok ? result : { ok: false, key: CHALLENGE_FAILURES[result.reason], field: "mathChallenge" };
    },
  }),
  careers: kind({
    schema: careerApplicationSchema,
    // The résumé (issue 17): PDF, DOC or DOCX by its content, at most 5 MB.
    file: {
      field: "resume",
      maxBytes: RESUME_MAX_BYTES,
      judge: async (upload) => {
        const verdict = await judgeResume(upload);
        if (verdict.ok) return { ok: true, file: verdict.resume };
        const key = verdict.problem === "empty" ? "validation.resumeEmpty" : "toasts.invalidFileBody";
        return { ok: false, refusal: { key, summary: verdict.problem === "empty" ? key : "toasts.invalidFileTitle" } };
      },
    },
    submit: async ({ db, challengeSecret }, input, language, resume) => {
      const result = await submitCareerApplication(db, challengeSecret, input, resume, language);
      return result.ok ? result : { ok: false, key: CAPTCHA_FAILURES[result.reason], field: "captchaAnswer" };
    },
  }),
} satisfies Record<SubmissionName, unknown>;

export type Received =
  /** Stored: the row's id and time. */
  | { status: "stored"; stored: StoredSubmission }
  /** A bot filled the honeypot: it is told "yes" so that it does not try harder, and nothing is kept. */
  | { status: "ignored" }
  /** Refused, nothing stored: a message per field, and one for the whole. */
  | { status: "invalid"; key: MessageKey; message: string; errors: FieldErrors | undefined };

/**
 * Submissions with a file judged and stored at once; the rest wait their turn. Writing a
 * 5 MB résumé holds two to three copies of it for a moment (the driver's message, the
 * embedded database's copy): twenty at once took the server past 300 MB
 * (server/resume-upload-memory.test.ts). Bodies are still read side by side, so a slow
 * phone's upload keeps no one waiting; only the short write takes turns.
 */
const FILES_STORED_AT_ONCE = 2;
const inTurn = pLimit(FILES_STORED_AT_ONCE);

/**
 * Checks a submission and stores it. `body` is what the visitor sent, untrusted.
 * Throws only when the database fails (nothing is half written).
 */
export function receiveSubmission(...submission: Parameters<typeof receiveNow>): Promise<Received> {
  const upload = submission[4];
  return upload ? inTurn(() => receiveNow(...submission)) : receiveNow(...submission);
}

async function receiveNow(
  deps: SubmissionDependencies,
  name: SubmissionName,
  body: unknown,
  language: Language,
  upload?: UploadedFile,
): Promise<Received> {
  if (honeypotFilled(body)) return { status: "ignored" };
  const { schema, file: rule, submit } = SUBMISSIONS[name] as Kind<z.ZodType<{ language?: Language }>, unknown>;
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
  const outcome = await submit(deps, input, language, judged?.file);
  if (outcome.ok) {
    // Committed with its e-mails: the sender may take them now (server/entry.ts).
    submissionStored();
    return { status: "stored", stored: outcome.stored };
  }
  const message = translate(language, outcome.key);
  return {
    status: "invalid",
    key: outcome.key,
    message,
    errors: outcome.field ? { [outcome.field]: message } : undefined,
  };
}

/** The file a kind of submission takes (its field and largest size), if any. */
export function fileRuleOf(name: SubmissionName): { field: string; maxBytes: number } | undefined {
  const rule = (SUBMISSIONS[name] as Kind<z.ZodType<{ language?: Language }>, unknown>).file;
  return rule && { field: rule.field, maxBytes: rule.maxBytes };
}
