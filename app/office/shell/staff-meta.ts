// The head of a staff page: its title in the visitor's language, and kept out of search.
import type { PageText } from "#app/i18n/page-sections.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";

export function staffPageMeta(
  matches: Parameters<typeof rootData>[0],
  text: PageText<"staff"> | undefined,
  title: keyof PageText<"staff">["staff"]["meta"],
  path: string,
) {
  const root = rootData(matches);
  if (!root || !text) return [];
  const siteName = root.messages.common.siteName;
  const filled = fillTemplate(text.staff.meta[title], { provider: siteName });
  return pageMeta({ title: filled, description: filled, path, noindex: true, lang: root.lang, siteName });
}
