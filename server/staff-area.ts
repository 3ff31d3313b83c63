// What the server does for every request under the staff area (/staff, /te/staff, any
// case, their data URLs), whatever route answers it: no copy kept by a browser or a proxy
// (Cache-Control: no-store), kept out of search (X-Robots-Tag), for its posts the
// cross-site refusal of every form but not the public forms' per-address count (staff
// work all day behind one office address; sign-in has its own limit,
// password-guesses.server.ts), and no NUL character in what it is sent.
import express, { type Request, type RequestHandler, type Response } from "express";
import { resolveLanguageFrom } from "#app/i18n/language.server.ts";
import { splitLanguagePrefix } from "#app/i18n/paths.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";

const STAFF_PATH = /^\/(?:te\/)?staff(?:\.data|\/|$)/i;

export function isStaffPath(path: string): boolean {
  try {
    return STAFF_PATH.test(decodeURI(path));
  } catch {
    return false;
  }
}

/**
 * The staff addresses that take a file (a library's photo, a school's PDF; issue 28): their multipart posts
 * are streamed to the route, which reads them with the form's own limits, instead of being
 * read here whole (100 KB) for the NUL check (the route's text fields drop control characters).
 */
const STAFF_UPLOAD_PATH = new RegExp(`^(?:/te)?(?:${STAFF_PATHS.photos}|${STAFF_PATHS.photoUpload}|${STAFF_PATHS.content}/school/[^/]+/documents)/?$`, "i");

export function isStaffUploadPath(path: string): boolean {
  return STAFF_UPLOAD_PATH.test(path);
}

/** What a staff form may send, as every page's form (the API's limit). */
export const STAFF_FORM_BYTES = 100 * 1024;

/**
 * A school page's editor sends the whole page in both languages: a Telugu letter is nine
 * bytes once URL-encoded, and its limits' worst case is about 240 KB
 * (app/office/content/school-form.test.ts holds it under this).
 */
export const PAGE_EDITOR_FORM_BYTES = 256 * 1024;

const PAGE_EDITOR = /^\/(?:te\/)?staff\/content\/school\/[^/]+(?:\.data)?$/i;

/** A school page's editor (/staff/content/school/:id, its data URL): the one staff form allowed more. */
export function isPageEditorPath(path: string): boolean {
  try {
    return PAGE_EDITOR.test(decodeURI(path));
  } catch {
    return false;
  }
}

export function staffAreaHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isStaffPath(req.path)) res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    next();
  };
}

/**
 * PostgreSQL cannot hold a NUL character in text, nor compare one: a search, a sign-in or
 * a form holding one failed with a 500 (or cut a CSV download after its 200). Nobody types
 * one; the staff area refuses it here, for every route at once, before anything is read or
 * written: a 400 saying so in the page's language.
 */
export function refuseNulInStaffAddress(): RequestHandler {
  return (req, res, next) => {
    if (isStaffPath(req.path) && /%00/.test(req.originalUrl)) return refuseNul(req, res);
    next();
  };
}

/** The same for a staff form's body (after the form guards: URL-encoded, `limit` at most), kept for the page to read (server/request-handler.ts). */
export function refuseNulInStaffForm(limit = STAFF_FORM_BYTES): RequestHandler[] {
  const read = express.raw({ type: () => true, limit });
  return [
    read,
    (req, res, next) => {
      const body = req.body as unknown;
      if (Buffer.isBuffer(body) && (body.includes(0) || /%00/.test(body.toString("latin1")))) return refuseNul(req, res);
      next();
    },
  ];
}

function refuseNul(req: Request, res: Response): void {
  const prefix = splitLanguagePrefix(req.path).prefixed;
  const lang = resolveLanguageFrom({ cookie: req.get("cookie"), acceptLanguage: req.get("accept-language") }, prefix)?.lang ?? "en";
  const { title, body } = catalogues[lang].staff.badInput;
  res.status(400).type("text/plain; charset=utf-8").send(`${title}\n\n${body}\n`);
}
