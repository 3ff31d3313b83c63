// The root loader's data (language and its messages) for route `meta` functions.
import type { Language } from "#app/config/enumerations.ts";
import type { Messages } from "#app/i18n/en/index.ts";

export interface RootData {
  lang: Language;
  messages: Messages;
  /** The URL's language prefix is not a language: the page does not exist. */
  notFound: boolean;
}

export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}
