import { LANGUAGES, type Language } from "#app/config/enumerations.ts";

/** The preferred of our languages in an Accept-Language header, else English. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((x, y) => y.q - x.q || x.index - y.index);
  for (const { base } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return "en";
}

/** `?lang=te` on a page's URL: the visitor chose that language (server/language-choice.ts). */
export const LANGUAGE_QUERY = "lang";

/** The language stored in the site's `lang` cookie, if any. */
export function languageFromCookie(header: string | null | undefined): Language | undefined {
  return /(?:^|;\s*)lang=(en|te)(?:;|$)/.exec(header ?? "")?.[1] as Language | undefined;
}

/** The `lang` cookie that remembers a visitor's choice for a year (set by server and page alike). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
