// The texts drawn on an Open Graph card (app/lib/og-images.ts), from the same sources as
// the page's <title> and meta description. Kept apart from og-images.ts, which the
// browser loads with meta.ts: only the drawing script and its test read these.
import type { Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { ogImageSchoolId } from "./og-images.ts";

/** The texts drawn on a card besides the group's mark. */
export interface OgCardText {
  title: string;
  subtitle: string;
  brand: string;
  host: string;
}

/**
 * A card's texts from the same sources as the page's <title> and meta description.
 * The title drops the group's name (the card carries it as the brand); the description
 * keeps its first sentence, as a card has room for one short line. School cards show
 * the school's name and town.
 */
export function ogCardText(
  key: string,
  lang: Language,
  sources: { messages: Messages; schoolContent: (id: number) => SchoolContent | undefined },
): OgCardText {
  const m = sources.messages;
  const common = { brand: m.common.siteName, host: new URL(site.url).host };
  const schoolId = ogImageSchoolId(key);
  if (schoolId !== undefined) {
    const content = sources.schoolContent(schoolId);
    if (!content) throw new Error(`No content for the card ${key}`);
    return { title: content.name[lang], subtitle: content.town[lang], ...common };
  }
  const meta = pageMetaTexts(key, m);
  return { title: withoutBrand(meta.title, m.common.siteName), subtitle: firstSentence(meta.description), ...common };
}

function pageMetaTexts(key: string, m: Messages): { title: string; description: string } {
  switch (key) {
    case "home":
      return m.home.meta;
    case "about":
      return m.about.meta;
    case "schedule-visit":
      return m.visit.meta;
    case "careers":
      return m.careers.meta;
    case "brochure":
      return m.brochure.meta;
    default:
      throw new Error(`No texts for the card ${key}`);
  }
}

function withoutBrand(title: string, siteName: string): string {
  const parts = title.split(" | ").filter((part) => part.trim() !== siteName);
  return parts.length > 0 ? parts.join(" | ") : title;
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?।])\s+/)[0] ?? text;
}
