// Looks messages up by dotted key ("validation.email") and fills `{placeholders}`.
import type { Language } from "#app/config/enumerations.ts";
import { en, type Messages } from "./en.ts";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

const catalogues: Record<Language, Messages> = {
  en,
  te: en, // the Telugu catalogue arrives with the translation issue
};

export function isMessageKey(value: string): value is MessageKey {
  return lookup(en, value) !== undefined;
}

export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(catalogues[language], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(catalogue: Messages, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
