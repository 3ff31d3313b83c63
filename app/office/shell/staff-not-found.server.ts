// A staff page's 404: for a page or a request that does not exist and for one the viewer
// may not see alike. It carries the staff area's words, so the page says it in the
// viewer's language inside the office's frame (staff-not-found.tsx).
import { data } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { pickSections } from "#app/i18n/page-sections.ts";
import { catalogues } from "#app/i18n/translate.ts";

export function staffNotFound(lang: Language) {
  return data({ staffText: pickSections(catalogues[lang], ["staff"]) }, { status: 404 });
}

/**
 * What a page answers when the access record could not be written (decision 0023): 503,
 * and nothing of the request, in the office's frame (staff-not-found.tsx).
 */
export function staffUnrecorded(lang: Language) {
  return data({ staffText: pickSections(catalogues[lang], ["staff"]), unrecorded: true }, { status: 503 });
}

/**
 * The same answers for a download (a file's address renders no page): the staff area's
 * words as plain text, 404 for a file that is not there to this viewer, 503 when its
 * access could not be recorded.
 */
export function staffDownloadRefusal(lang: Language, answer: "notFound" | "unrecorded"): Response {
  const { title, body } = answer === "notFound" ? catalogues[lang].staff.notFound : catalogues[lang].staff.access.unrecorded;
  return new Response(`${title}\n\n${body}\n`, { status: answer === "notFound" ? 404 : 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
