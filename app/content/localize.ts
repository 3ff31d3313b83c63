// Turns content written in both languages into content in one: every `{ en, te }` pair
// becomes its string. Loaders run it on the server, so the browser receives only the
// visitor's language and no content module ends up in the client bundle.
import type { Language } from "#app/config/enumerations.ts";
import type { Localized } from "./localized.ts";

/** `T` with every Localized pair replaced by a string (arrays and tuples keep their shape). */
export type Localize<T> = T extends Localized
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Localize<T[K]> }
      : T;

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Partial<Localized>).en === "string" &&
    typeof (value as Partial<Localized>).te === "string"
  );
}

export function localize<T>(value: T, lang: Language): Localize<T> {
  return localizeValue(value, lang) as Localize<T>;
}

function localizeValue(value: unknown, lang: Language): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeValue(item, lang));
  if (value === null || typeof value !== "object") return value;
  if (isLocalized(value)) return value[lang];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeValue(item, lang)]));
}
