// Résumé rules (spec 5, 9): PDF, DOC or DOCX, at most 5 MB. The file itself is never
// sent; the application carries a note naming it.

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

/** The size in MB with two decimals, e.g. "0.24". */
export function resumeSizeMb(file: File): string {
  return (file.size / (1024 * 1024)).toFixed(2);
}

/** The payload's `resumeNote`: "{file name} ({size} MB)", or "" without a file (spec 3). */
export function resumeNote(file: File | null): string {
  return file ? `${file.name} (${resumeSizeMb(file)} MB)` : "";
}
