// What the staff area answers instead of a page or a file (staff-not-found.tsx shows a
// page's): 404 for a page or a request that does not exist and for one the viewer may not
// see alike; 503 when the access record could not be written (decision 0023), with nothing
// of the request; 403 for a request another site made the browser send (staff-gate.server.ts).
// A page's answer carries the staff area's words and the shell's, so it is said in the
// viewer's language inside the office's frame even when the gate refused before any
// loader ran; a file's address (a download) answers in plain text.
import { data } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { pickSections, SHELL_SECTIONS } from "#app/i18n/page-sections.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { SignedIn } from "./staff-shell.tsx";
import { refusalWords, type StaffAnswer, type StaffRefusalData } from "./staff-refusal.ts";

const STATUS: Record<StaffAnswer, number> = { notFound: 404, unrecorded: 503, crossSite: 403 };

/** The staff routes that answer a file, not a page (app/routes.ts; the gate's test holds the list to the route table). */
export const STAFF_DOWNLOAD_ROUTES = [":lang?/staff/export.csv", ":lang?/staff/insights.csv", ":lang?/staff/requests/:kind/:id/resume", ":lang?/staff/people/export.json"];

const isDownload = (pattern: string) => STAFF_DOWNLOAD_ROUTES.includes(pattern.replace(/^\//, ""));

/**
 * The refusal to throw from a loader, an action or the gate's middleware. `pattern`: the
 * route's (the middleware's `pattern`), so that a download is refused as a file is.
 */
export function staffRefusal(
  lang: Language,
  answer: StaffAnswer,
  { pattern, url, member }: { pattern?: string; url?: URL; member?: SignedIn } = {},
) {
  if (pattern && isDownload(pattern)) return staffDownloadRefusal(lang, answer);
  const openHere = answer === "crossSite" && url ? `${url.pathname}${url.search}` : undefined;
  const text = pickSections(catalogues[lang], [...SHELL_SECTIONS, "staff", "staffBookings"]);
  return data<StaffRefusalData>({ staffRefusal: { answer, lang, text, ...(openHere ? { openHere } : {}), ...(member ? { member } : {}) } }, { status: STATUS[answer] });
}

export const staffNotFound = (lang: Language) => staffRefusal(lang, "notFound");

export const staffUnrecorded = (lang: Language) => staffRefusal(lang, "unrecorded");

/** The same answers for a download (a file's address renders no page): the staff area's words as plain text. */
export function staffDownloadRefusal(lang: Language, answer: StaffAnswer): Response {
  const { title, body } = refusalWords(catalogues[lang], answer);
  return new Response(`${title}\n\n${body}\n`, { status: STATUS[answer], headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
