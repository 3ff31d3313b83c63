// An office's photo upload (/staff/content/photos), from either door: the page's own form
// posted by the browser (multipart, no script needed) or the same form sent by its script
// to /staff/content/photos/upload (for the progress bar). The body is read as every upload
// is (app/forms/multipart.server.ts, with this form's limits); the file is judged by its
// content (file-type), never by its name or the type the browser claimed; both
// descriptions are required. Then it is made into its files and stored, one photo at a time.
import { stat } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import pLimit from "p-limit";
import type { Language } from "#app/config/enumerations.ts";
import { readUploadRequest } from "#app/forms/multipart.server.ts";
import { inPrivateFolder } from "#app/lib/private-folder.server.ts";
import { translate } from "#app/i18n/translate.ts";
import type { Database } from "#database/client.ts";
import { ALT_MAX_LENGTH, PHOTO_MAX_BYTES, type PhotoField, type PhotoScope } from "../photo.ts";
import { encodePhoto, photoSize, type UploadFormat } from "./photo-encode.server.ts";
import { storePhoto, type LibraryPhoto } from "./photos.server.ts";

/** The form's text fields (two descriptions of at most 250 characters) with room to spare. */
const FIELDS_MAX_BYTES = 16 * 1024;
/** The largest body the form may send: server/app.ts lets no more through. */
export const PHOTO_BODY_LIMIT = PHOTO_MAX_BYTES + FIELDS_MAX_BYTES;

export type PhotoUploadOutcome =
  | { ok: true; photo: LibraryPhoto }
  | {
      ok: false;
      status: 400 | 409 | 413;
      message: string;
      errors: Partial<Record<PhotoField, string>>;
      /** What was typed, to show again (the file is chosen again). */
      values: { altEn: string; altTe: string };
    };

/**
 * One photo made and stored at a time in this process: decoding and encoding take up to
 * about 120 MB for a 48 MP photo (decision 0032), and a second at once would double it.
 * Others wait their turn; reading their bodies does not.
 */
const oneAtATime = pLimit(1);

/**
 * Receives the upload `request` carries into `scope`'s library, in the office member's
 * language. The photo is written to a private temporary folder as it arrives and read from
 * there (none of its 15 MB on the server's heap, where they set the collector off while
 * parents' pages were rendered: bench/README.md); the folder goes when the answer is known.
 */
export async function receivePhotoUpload(
  db: Database,
  request: Request,
  member: { scope: PhotoScope; memberId: number; lang: Language },
): Promise<PhotoUploadOutcome> {
  return inPrivateFolder("upload-", (folder) => receiveInto(folder, db, request, member));
}

async function receiveInto(
  folder: string,
  db: Database,
  request: Request,
  { scope, memberId, lang }: { scope: PhotoScope; memberId: number; lang: Language },
): Promise<PhotoUploadOutcome> {
  const refuse = (status: 400 | 409 | 413, errors: Partial<Record<PhotoField, string>>, values = { altEn: "", altTe: "" }, message?: string) => ({
    ok: false as const,
    status,
    errors,
    values,
    message: message ?? translate(lang, "staffPhotos.upload.notUploaded"),
  });
  const say = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);

  // Announced larger than the form may send: answered without reading it.
  const read = await readUploadRequest(request, { fileField: "photo", maxFileBytes: PHOTO_MAX_BYTES, maxFieldBytes: FIELDS_MAX_BYTES, maxBodyBytes: PHOTO_BODY_LIMIT, fileFolder: folder });
  const values = { altEn: read.fields.altEn ?? "", altTe: read.fields.altTe ?? "" };
  if (!read.ok) {
    if (read.problem === "file-too-large") return refuse(413, { photo: say("staffPhotos.problems.tooLarge") }, values);
    return refuse(read.problem === "too-large" ? 413 : 400, {}, values, say("staffPhotos.problems.malformed"));
  }

  const { alt, errors: altErrors } = readAlt(values, lang);
  const errors: Partial<Record<PhotoField, string>> = { ...altErrors };
  const file = read.file?.path;
  const verdict = file ? await judgePhoto(file) : ({ ok: false, problem: "missing" } as const);
  if (!verdict.ok) errors.photo = photoProblem(lang, verdict);
  if (!verdict.ok || Object.keys(errors).length > 0) return refuse(400, errors, values);

  const outcome = await oneAtATime(async () => {
    const encoded = await encodePhoto(file!, verdict.maxPixels, folder).catch(() => undefined);
    if (!encoded) return undefined;
    return storePhoto(db, { scope, alt, createdBy: memberId, encoded });
  });
  if (!outcome) return refuse(400, { photo: say("staffPhotos.problems.unreadable") }, values);
  if ("duplicate" in outcome) {
    return refuse(409, { photo: say(outcome.duplicate === "here" ? "staffPhotos.problems.duplicateHere" : "staffPhotos.problems.duplicateElsewhere") }, values);
  }
  return { ok: true, photo: outcome.stored };
}

export type PhotoVerdict =
  | { ok: true; format: UploadFormat; width: number; height: number; maxPixels: number }
  | { ok: false; problem: "missing" | "type" | "unreadable" }
  | { ok: false; problem: "pixels"; format: UploadFormat; maxPixels: number };

/** JPEG, PNG, WebP or AVIF by its first bytes (the file at `path`), with no more pixels than may be decoded here. */
export async function judgePhoto(path: string): Promise<PhotoVerdict> {
  if ((await stat(path)).size === 0) return { ok: false, problem: "missing" };
  const found = await fileTypeFromFile(path).catch(() => undefined);
  const format = ({ jpg: "jpeg", png: "png", webp: "webp", avif: "avif" } as const)[found?.ext as string];
  if (!format) return { ok: false, problem: "type" };
  const size = await photoSize(path, format);
  if (!size.ok) return size.problem === "pixels" ? { ok: false, problem: "pixels", format, maxPixels: size.maxPixels } : { ok: false, problem: "unreadable" };
  return { ok: true, format, width: size.width, height: size.height, maxPixels: size.maxPixels };
}

function photoProblem(lang: Language, verdict: Exclude<PhotoVerdict, { ok: true }>): string {
  if (verdict.problem === "pixels") {
    const megapixels = Math.floor(verdict.maxPixels / 1_000_000);
    return translate(lang, verdict.format === "avif" ? "staffPhotos.problems.avifPixels" : "staffPhotos.problems.pixels", { megapixels });
  }
  const key = { missing: "photoMissing", type: "type", unreadable: "unreadable" } as const;
  return translate(lang, `staffPhotos.problems.${key[verdict.problem]}`);
}

/**
 * Both descriptions as typed, cleaned (cleanAlt), each required and at most ALT_MAX_LENGTH
 * characters: what an upload and a correction alike keep, and each field's problem.
 */
export function readAlt(values: { altEn: string; altTe: string }, lang: Language): { alt: Record<Language, string>; errors: Partial<Record<"altEn" | "altTe", string>> } {
  const errors: Partial<Record<"altEn" | "altTe", string>> = {};
  const alt = { en: cleanAlt(values.altEn), te: cleanAlt(values.altTe) };
  for (const [field, text, missing] of [
    ["altEn", alt.en, "staffPhotos.problems.altEnMissing"],
    ["altTe", alt.te, "staffPhotos.problems.altTeMissing"],
  ] as const) {
    const count = [...text].length;
    if (count === 0) errors[field] = translate(lang, missing);
    else if (count > ALT_MAX_LENGTH) errors[field] = translate(lang, "staffPhotos.problems.altTooLong", { max: ALT_MAX_LENGTH, count });
  }
  return { alt, errors };
}

/**
 * A description as stored and shown: one line (alt text has no paragraphs), without control
 * characters or direction overrides (PostgreSQL refuses a NUL; an override can make text read
 * backwards), in Unicode's composed form. Telugu's joiners (U+200C, U+200D) stay.
 */
export function cleanAlt(typed: string): string {
  return typed
    .normalize("NFC")
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
}
