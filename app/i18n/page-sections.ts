// A page is sent the parts of its language's catalogue it can show, not the whole
// catalogue (about 26 KB after gzip in Telugu, sent again with every page): the shell's
// (navigation, footer, the Apply Now form, toasts, validation messages) and its own.
// page-sections.test.ts follows each page's imports and fails when a component reads a
// part the page is not sent.
import type { Messages } from "./en/index.ts";

export type Section = keyof Messages;

/** Every page: navigation and footer, the enrollment form behind Apply Now, its toasts and messages. */
export const SHELL_SECTIONS = ["common", "toasts", "validation", "enrollmentForm"] as const satisfies readonly Section[];

/** Each page's own parts, by its path after the language prefix (see pageKey). */
export const PAGE_SECTIONS: Readonly<Record<string, readonly Section[]>> = {
  "": ["home", "contactForm", "tourForm"],
  about: ["about"],
  "about-preview": ["about"],
  "school/:id": ["school", "admissionForm"],
  "schedule-visit": ["visit"],
  contact: ["notFound"],
  careers: ["careers"],
  brochure: ["brochure"],
  // The dialogs' forms on pages of their own (app/i18n/en/form-pages.ts).
  "book-tour": ["tourForm", "formPages"],
  enroll: ["formPages"],
  "school/:id/apply": ["admissionForm", "formPages", "notFound"],
};

/** Any other path is the not-found page. */
const NOT_FOUND_SECTIONS: readonly Section[] = ["notFound"];

/**
 * The page a path shows, as a key of PAGE_SECTIONS: the path after the language prefix
 * with its second segment written ":id" ("" for home, "school/:id", "school/:id/apply";
 * "about/:id" matches no page, so it is the not-found page).
 */
export function pageKey(pathname: string, langPrefix?: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (langPrefix !== undefined && segments[0] === langPrefix) segments.shift();
  // Routes match whatever the case (/About is /about): so does the page's part of the catalogue.
  return segments.map((segment, index) => (index === 1 ? ":id" : segment.toLowerCase())).join("/");
}

export function sectionsFor(key: string | undefined): Section[] {
  const own = key === undefined ? undefined : PAGE_SECTIONS[key];
  return [...SHELL_SECTIONS, ...(own ?? NOT_FOUND_SECTIONS)];
}

/**
 * The catalogue cut down to `sections`. Typed as the whole catalogue so components stay
 * simply typed; the test above is what keeps them within their page's parts.
 */
export function pickSections(messages: Messages, sections: readonly Section[]): Messages {
  return Object.fromEntries(sections.map((section) => [section, messages[section]])) as unknown as Messages;
}
