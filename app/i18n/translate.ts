// Server-side translation: picks the catalogue of a language.
import type { Language } from "#app/config/enumerations.ts";
import { en, type Messages } from "./en/index.ts";
import { te } from "./te/index.ts";
import { message, type MessageKey } from "./lookup.ts";

export type { MessageKey, ValidationKey } from "./lookup.ts";

export const catalogues: Record<Language, Messages> = {
  en,
  te,
};

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return message(catalogues[language], key, params);
}
