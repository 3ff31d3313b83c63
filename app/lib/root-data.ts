// The root loader's data (language, the shell's messages, the admissions year, retention, the group's facts) for route `meta` functions.
import type { Language } from "#app/config/enumerations.ts";
import type { RetentionMonths } from "#app/config/privacy.ts";
import type { PublicGroupFacts } from "#app/content/group/types.ts";
import type { PageText, ShellMessages } from "#app/i18n/page-sections.ts";

export interface RootData {
  lang: Language;
  messages: ShellMessages;
  /**
   * The URL's language prefix is not a language (/xyz/about): the page does not exist,
   * and the root shows the not-found page, with its text.
   */
  notFound?: PageText<"notFound">;
  /** The academic year admissions are for, e.g. "2027–2028" (app/lib/admissions-year.server.ts). */
  admissionsYear: string;
  /** How long each kind of request is kept (app/config/privacy.ts): the forms' privacy notices say it. */
  retention: RetentionMonths;
  /** The group's facts as published (app/content/group): components read them with useGroupFacts(). */
  group: PublicGroupFacts;
  /** Each school's id and short name as published, in the page's language: the footer links their fees and disclosures. */
  schools: Array<{ id: number; name: string }>;
}

export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}
