// Résumé rules (spec 5, 9): PDF, DOC or DOCX, at most 5 MB. The file is sent with the
// application (issue 17) and the application carries a note naming it; the server judges
// the file by its content (resume-file.server.ts) and writes the note from what arrived.

export const RESUME_ACCEPT = ".pdf,.doc,.docx";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = [".pdf", ".doc", ".docx"];

export type ResumeProblem = "type" | "size";

/** Judged by the file name's ending: phones report Word files under many MIME types. */
export function resumeProblem(file: File): ResumeProblem | undefined {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return "type";
  if (file.size > RESUME_MAX_BYTES) return "size";
  return undefined;
}

/** A file as far as its note is concerned: a browser's File, or one the server received. */
type Named = { name: string; size: number };

/** The size in MB with two decimals, e.g. "0.24". */
export function resumeSizeMb(file: Pick<Named, "size">): string {
  return (file.size / (1024 * 1024)).toFixed(2);
}

/** The payload's `resumeNote`: "{file name} ({size} MB)", or "" without a file (spec 3). */
export function resumeNote(file: Named | null): string {
  return file ? `${file.name} (${resumeSizeMb(file)} MB)` : "";
}
