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
