// A submission that comes with a file (multipart/form-data), whichever door it comes
// through: the API (server/api/router.ts) or a page's own form posted without scripts
// (page-form.server.ts). The body is read here, with the kind's limits, and then
// received as any other submission (receive.server.ts), file and all.
import type { Readable } from "node:stream";
import type { Language } from "#app/config/enumerations.ts";
import { readMultipart, type MultipartBody } from "#app/forms/multipart.server.ts";
import type { SubmissionName } from "#app/config/request-kinds.ts";
import type { FieldErrors } from "#app/forms/validation/format-errors.ts";
import { translate } from "#app/i18n/translate.ts";
import { fileRuleOf } from "./receive.server.ts";

/** The text fields of a form, as a JSON body may hold them: 100 KB. */
export const FIELDS_MAX_BYTES = 100 * 1024;

/** The largest body a kind's form may send: its file and its fields. */
export function uploadBodyLimit(name: SubmissionName): number | undefined {
  const rule = fileRuleOf(name);
  return rule && rule.maxBytes + FIELDS_MAX_BYTES;
}

/** Reads a kind's multipart body: its fields and, when the kind takes one, its file. */
export function readSubmissionUpload(
  name: SubmissionName,
  headers: { "content-type"?: string | null; "content-length"?: string | null },
  body: Readable,
): Promise<MultipartBody> {
  const rule = fileRuleOf(name);
  // A kind that takes no file takes none: any that comes is read past and dropped.
  const limits = rule ? { fileField: rule.field, maxFileBytes: rule.maxBytes } : { fileField: "", maxFileBytes: 0 };
  return readMultipart(headers, body, { ...limits, maxFieldBytes: FIELDS_MAX_BYTES });
}

export interface UploadRefusal {
  status: 400 | 413;
  message: string;
  errors?: FieldErrors;
}

/** What a body that could not be taken is answered, in the visitor's language: the file's field named when it is the file. */
export function uploadRefusal(name: SubmissionName, problem: Exclude<MultipartBody, { ok: true }>["problem"], language: Language): UploadRefusal {
  const field = fileRuleOf(name)?.field;
  if (problem === "file-too-large" && field) {
    return {
      status: 413,
      message: translate(language, "toasts.fileTooLargeTitle"),
      errors: { [field]: translate(language, "toasts.fileTooLargeBody") },
    };
  }
  if (problem === "malformed") return { status: 400, message: translate(language, "api.malformedForm") };
  return { status: 413, message: translate(language, "api.tooLarge") };
}
