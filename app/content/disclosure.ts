// A school's "Fees and disclosures" page (issue 28, decision 0033): its fee structure and the
// documents its board requires on its website, each a PDF. What the page, the office's list
// and the download address share; the categories themselves are app/config/enumerations.ts's.
import type { DocumentCategory } from "#app/config/enumerations.ts";

/** The largest PDF an office may upload. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A title's longest, in characters, in either language. */
export const DOCUMENT_TITLE_MAX_LENGTH = 150;

/** A document as the page and the office list it: never its bytes. */
export interface DocumentView {
  id: string;
  category: DocumentCategory;
  title: { en: string; te: string };
  size: number;
  pages: number | null;
}

/** The public page of a school's documents (prefix it with the language). */
export const disclosuresPath = (schoolId: number) => `/school/${schoolId}/disclosures`;

/** A document's download: always in English spelling (the bytes are the same in either language). */
export const documentPath = (schoolId: number, documentId: string) => `${disclosuresPath(schoolId)}/${documentId}.pdf`;

/** The document id a download's last segment names (`<uuid>.pdf`), or nothing. */
export function documentIdOf(file: string): string | undefined {
  const found = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/.exec(file);
  return found?.[1];
}

/** "PDF, 1.2 MB" or "PDF, 340 KB", in the page's number format. */
export function documentSize(bytes: number, lang: "en" | "te"): string {
  const locale = lang === "te" ? "te-IN" : "en-IN";
  if (bytes < 1024 * 1024) return `PDF, ${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `PDF, ${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/** A download's file name: the English title in plain ASCII letters, digits and dashes. */
export function documentFileName(title: string): string {
  const safe = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${safe || "document"}.pdf`;
}
