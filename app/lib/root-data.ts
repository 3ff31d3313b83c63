// The root loader's data (language, its messages, the admissions year) for route `meta` functions.
import type { Language } from "#app/config/enumerations.ts";
import type { SpeedSwitches } from "#app/config/speed.ts";
import type { Messages } from "#app/i18n/en/index.ts";

export interface RootData {
  lang: Language;
  messages: Messages;
  /** The URL's language prefix is not a language: the page does not exist. */
  notFound: boolean;
  /** The academic year admissions are for, e.g. "2027–2028" (app/lib/admissions-year.server.ts). */
  admissionsYear: string;
  /** The switches the page renders by, so that it hydrates as the server rendered it (app/config/speed.ts; none: the defaults). */
  speed?: Pick<SpeedSwitches, "deferredSections" | "scrollRestoration">;
}

export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}
