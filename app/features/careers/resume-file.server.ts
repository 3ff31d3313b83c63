// A résumé as it arrived, judged by its content and never by its name or the type the
// browser claimed (issue 17, decision 0017): a PDF, a Word 97–2003 document (DOC) or a
// Word document (DOCX), else refused. file-type reads the signature and, for a zip, the
// parts list; a DOC is an OLE compound file, as are Excel sheets and installers, so it
// must also hold Word's own stream.
import { fileTypeFromBuffer } from "file-type";
import { resumeNote } from "./resume.ts";

export const RESUME_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
type ResumeExtension = keyof typeof RESUME_TYPES;

export interface JudgedResume {
  /** The visitor's file name made safe to store, show and send (below). */
  fileName: string;
  contentType: (typeof RESUME_TYPES)[ResumeExtension];
  size: number;
  bytes: Uint8Array;
  /** The application's `resumeNote` for this very file. */
  note: string;
}

export type ResumeVerdict = { ok: true; resume: JudgedResume } | { ok: false; problem: "empty" | "type" };

/** The name of the stream every Word 97–2003 document holds, as an OLE directory writes it (UTF-16LE). */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

export async function judgeResume(upload: { fileName: string; bytes: Uint8Array }): Promise<ResumeVerdict> {
  const { bytes } = upload;
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  const extension = await resumeExtension(bytes);
  if (!extension) return { ok: false, problem: "type" };
  const fileName = safeResumeName(upload.fileName, extension);
  const size = bytes.byteLength;
  return { ok: true, resume: { fileName, contentType: RESUME_TYPES[extension], size, bytes, note: resumeNote({ name: fileName, size }) } };
}

async function resumeExtension(bytes: Uint8Array): Promise<ResumeExtension | undefined> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  switch (found?.ext) {
    case "pdf":
    case "docx":
      return found.ext;
    case "cfb":
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM) ? "doc" : undefined;
    default:
      return undefined;
  }
}

const MAX_NAME_LENGTH = 120;

/**
 * The name as the office will see it and save it: no folders, no control or direction
 * characters (which can make "cv‮fdp.exe" read as "cvexe.pdf"), no characters a file
 * system refuses, at most 120 characters, and ending in the extension of what the file
 * really is (a DOCX named cv.pdf is kept as cv.pdf.docx, so it opens in the right program).
 */
export function safeResumeName(given: string, extension: ResumeExtension): string {
  const base = given.normalize("NFC").split(/[\\/]/).pop() ?? "";
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const ending = `.${extension}`;
  if (!name.toLowerCase().endsWith(ending)) name = `${name || "resume"}${ending}`;
  if (name.length > MAX_NAME_LENGTH) name = `${[...name.slice(0, -ending.length)].slice(0, MAX_NAME_LENGTH - ending.length).join("").trim()}${ending}`;
  return name === ending ? `resume${ending}` : name;
}
