// The head of a staff page: its title in the visitor's language, and kept out of search.
import type { MetaDescriptor } from "react-router";
import type { PageText } from "#app/i18n/page-sections.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import { refusalWords, staffRefusalOf } from "./staff-refusal.ts";

export function staffPageMeta(
  matches: Parameters<typeof rootData>[0],
  text: PageText<"staff"> | undefined,
  title: keyof PageText<"staff">["staff"]["meta"],
  path: string,
) {
  return staffTitleMeta(matches, text?.staff.meta[title], path);
}

/**
 * The same head for a page whose title is among its own section's words (a school's
 * bookings: staffBookings.meta): `title` with its {provider}.
 */
export function staffTitleMeta(matches: Parameters<typeof rootData>[0], title: string | undefined, path: string) {
  const root = rootData(matches);
  if (!root || title === undefined) return [];
  const siteName = root.messages.common.siteName;
  const filled = fillTemplate(title, { provider: siteName });
  return pageMeta({ title: filled, description: filled, path, noindex: true, lang: root.lang, siteName });
}

/**
 * The head of a staff page that refused (staff-not-found.tsx): its answer's title, kept out
 * of search. For the boundary that shows it: the members-only layout's (a page's own
 * refusal) or the root's (the gate's, before any loader ran).
 */
export function staffRefusalMeta(error: unknown): MetaDescriptor[] {
  const refusal = staffRefusalOf(error);
  if (!refusal) return [];
  const title = `${refusalWords(refusal.text, refusal.answer).title} | ${refusal.text.common.siteName}`;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
