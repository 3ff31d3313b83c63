// Language in URLs: English pages live at the spec's paths (/about), their Telugu
// versions under /te (/te/about). Unprefixed paths also answer in a visitor's stored
// or browser language; the prefixed ones always in Telugu.
import type { Language } from "#app/config/enumerations.ts";

export const PREFIXED_LANGUAGE: Language = "te";

/** The URL of `path` (unprefixed, starting with "/") in `lang`. */
export function localizedPath(path: string, lang: Language): string {
  if (lang !== PREFIXED_LANGUAGE) return path;
  return path === "/" ? `/${PREFIXED_LANGUAGE}` : `/${PREFIXED_LANGUAGE}${path}`;
}

/** The path without its language prefix, and the prefix's language if it had one. */
export function splitLanguagePrefix(pathname: string): { path: string; prefixed: Language | undefined } {
  const match = /^\/te(\/.*)?$/.exec(pathname);
  if (!match) return { path: pathname, prefixed: undefined };
  return { path: match[1] ?? "/", prefixed: PREFIXED_LANGUAGE };
}

/**
 * A staff preview of the website in a language (/te/staff/content/…/preview): the editor
 * looks at the page in Telugu without choosing Telugu for the office's pages.
 */
const STAFF_PREVIEW = /^\/staff\/content\/.+\/preview(\.data)?$/;

/**
 * Whether arriving at `pathname` chooses its language for the pages after it (kept in the
 * `lang` cookie and in the browser): a prefixed address does, except a staff preview.
 */
export function choosesLanguage(pathname: string): boolean {
  const { path, prefixed } = splitLanguagePrefix(pathname);
  return prefixed !== undefined && !STAFF_PREVIEW.test(path);
}
