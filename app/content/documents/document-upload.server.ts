// An office's upload to its school's "Fees and disclosures" page (issue 28, decision 0033):
// a plain multipart form (no script needed), read as every upload is (busboy with this
// form's limits, app/forms/multipart.server.ts), the file judged by its content
// (pdf-check.server.ts), the titles required in both languages. Each refusal is a 4xx with
// a message at its field, and nothing written; an accepted one is stored with its record.
import { DOCUMENT_CATEGORIES, type DocumentCategory, type Language } from "#app/config/enumerations.ts";
import { readUploadRequest } from "#app/forms/multipart.server.ts";
import { translate } from "#app/i18n/translate.ts";
import type { Database } from "#database/client.ts";
import { cleanAlt } from "../photos/photo-upload.server.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TITLE_MAX_LENGTH } from "../disclosure.ts";
import { storeDocument } from "./documents.server.ts";
import { judgePdf } from "./pdf-check.server.ts";

export type DocumentField = "file" | "titleEn" | "titleTe" | "category";

/** The form's text fields (two titles, a category) with room to spare. */
const FIELDS_MAX_BYTES = 16 * 1024;
/** The largest body the form may send (server/app.ts lets the staff uploads' limit through). */
export const DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + FIELDS_MAX_BYTES;

export interface DocumentValues {
  titleEn: string;
  titleTe: string;
  category: string;
}

export type DocumentUploadOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 413 | 415; message: string; errors: Partial<Record<DocumentField, string>>; values: DocumentValues };

export async function receiveDocumentUpload(
  db: Database,
  request: Request,
  { schoolId, memberId, lang }: { schoolId: number; memberId: number; lang: Language },
): Promise<DocumentUploadOutcome> {
  const say = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);
  const refuse = (status: 400 | 413 | 415, errors: Partial<Record<DocumentField, string>>, values: DocumentValues, message?: string) => ({
    ok: false as const,
    status,
    errors,
    values,
    message: message ?? say("staffDocuments.upload.notUploaded"),
  });

  const read = await readUploadRequest(request, { fileField: "file", maxFileBytes: DOCUMENT_MAX_BYTES, maxFieldBytes: FIELDS_MAX_BYTES, maxBodyBytes: DOCUMENT_BODY_LIMIT });
  const values = { titleEn: read.fields.titleEn ?? "", titleTe: read.fields.titleTe ?? "", category: read.fields.category ?? "" };
  if (!read.ok) {
    if (read.problem === "file-too-large") return refuse(413, { file: say("staffDocuments.problems.tooLarge") }, values);
    const status = { "not-multipart": 415, "too-large": 413, malformed: 400 } as const;
    return refuse(status[read.problem], {}, values, say("staffDocuments.problems.malformed"));
  }

  const errors: Partial<Record<DocumentField, string>> = {};
  const title = { en: cleanAlt(values.titleEn), te: cleanAlt(values.titleTe) };
  for (const [field, text, missing] of [
    ["titleEn", title.en, "staffDocuments.problems.titleEnMissing"],
    ["titleTe", title.te, "staffDocuments.problems.titleTeMissing"],
  ] as const) {
    const count = [...text].length;
    if (count === 0) errors[field] = say(missing);
    else if (count > DOCUMENT_TITLE_MAX_LENGTH) errors[field] = say("staffDocuments.problems.titleTooLong", { max: DOCUMENT_TITLE_MAX_LENGTH, count });
  }
  const category = DOCUMENT_CATEGORIES.find((known) => known === values.category) as DocumentCategory | undefined;
  if (!category) errors.category = say("staffDocuments.problems.category");
  const verdict = read.file ? await judgePdf(read.file.bytes) : ({ ok: false, problem: "missing" } as const);
  if (!verdict.ok) errors.file = say(`staffDocuments.problems.${verdict.problem}`);
  if (!verdict.ok || !category || Object.keys(errors).length > 0) return refuse(400, errors, values);

  const id = await storeDocument(db, { schoolId, category, title, content: read.file!.bytes, hash: verdict.hash, pages: verdict.pages, uploadedBy: memberId });
  return { ok: true, id };
}
