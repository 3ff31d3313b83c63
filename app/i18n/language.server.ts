// Which language a request is answered in: the visitor's stored choice (a cookie that
// mirrors localStorage), else the browser's Accept-Language, else English.
import { LANGUAGES, type Language } from "#app/config/enumerations.ts";
import { languageFromAcceptLanguage } from "./detect.ts";

export const LANGUAGE_COOKIE = "lang";

/** Languages whose catalogue is complete; the others fall back to English. */
export const AVAILABLE_LANGUAGES: readonly Language[] = ["en"];

export function resolveLanguage(request: Request): Language {
  const cookie = request.headers.get("cookie") ?? "";
  const stored = /(?:^|;\s*)lang=(en|te)(?:;|$)/.exec(cookie)?.[1] as Language | undefined;
  const wanted = stored ?? languageFromAcceptLanguage(request.headers.get("accept-language"));
  return AVAILABLE_LANGUAGES.includes(wanted) && (LANGUAGES as readonly string[]).includes(wanted) ? wanted : "en";
}
