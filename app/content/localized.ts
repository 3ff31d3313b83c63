// A visible text in both site languages. Every string a visitor reads comes as a pair.
export interface Localized {
  en: string;
  te: string;
}

/** The text of `text` in `lang`. */
export function pick(text: Localized, lang: "en" | "te"): string {
  return text[lang];
}
