// A page is sent the parts (sections) of its language's catalogue it can show, not the
// whole catalogue (about 26 KB after gzip in Telugu, sent again with every page):
// - the shell's (navigation, footer, the Apply Now form, toasts, validation messages) with
//   the root's data, for every component through useI18n();
// - the page's own with its route's data: each page route names its sections and its
//   loader sends them (`text`), and hands them down as a prop typed with the sections the
//   component reads (`text: PageText<"home" | "tourForm">`). A page whose route does not
//   load a section one of its components reads fails the type check where it renders it.
import type { Messages } from "./en/index.ts";

export type Section = keyof Messages;

/** Every page: navigation and footer, the enrollment form behind Apply Now, its toasts and messages, every form's privacy notice. */
export const SHELL_SECTIONS = ["common", "toasts", "validation", "enrollmentForm", "dataNotice"] as const satisfies readonly Section[];

/** What every component reads through useI18n(). */
export type ShellMessages = Pick<Messages, (typeof SHELL_SECTIONS)[number]>;

/** A page's own text, as far as a component reads it: the sections `S` of the catalogue. */
export type PageText<S extends Section> = Pick<Messages, S>;

/** The catalogue cut down to `sections`, typed as those sections only. */
export function pickSections<S extends Section>(messages: Messages, sections: readonly S[]): PageText<S> {
  const picked: Partial<PageText<S>> = {};
  for (const section of sections) picked[section] = messages[section];
  // Every section asked for is there now.
  return picked as PageText<S>;
}
