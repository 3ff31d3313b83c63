// The Open Graph cards (public/og/<key>.<lang>.png): which pages have one, where it is,
// and the texts drawn on it. One list for scripts/og-images.tsx (draws them),
// app/lib/meta.ts (points to them) and og-images.test.ts (checks they exist and are current).
// meta.ts runs in the browser too: this module imports no catalogue or school content
// (types only); whoever asks for a card's texts passes them in.
import { LANGUAGES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import type { Messages } from "#app/i18n/en/index.ts";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const SCHOOL_IDS = Object.values(SCHOOL_ID_BY_CODE).sort((a, b) => a - b);

/** Every page with its own card, by its path without a language prefix. */
export const OG_IMAGE_PAGES: ReadonlyArray<{ key: string; path: string }> = [
  { key: "home", path: "/" },
  { key: "about", path: "/about" },
  ...SCHOOL_IDS.map((id) => ({ key: `school-${id}`, path: `/school/${id}` })),
  { key: "schedule-visit", path: "/schedule-visit" },
  { key: "careers", path: "/careers" },
  { key: "brochure", path: "/brochure" },
];

export const OG_IMAGE_LANGUAGES: readonly Language[] = LANGUAGES;

/** The card every page without its own uses (404, previews, schools beyond 1-6). */
export const FALLBACK_OG_IMAGE_KEY = "home";

/** The card's file name in public/og/. */
export function ogImageFile(key: string, lang: Language): string {
  return `${key}.${lang}.png`;
}

/** The key of the card for `path` (without a language prefix); the group's card if it has none. */
export function ogImageKey(path: string): string {
  // The school route reads "/school/01" as school 1, so the card follows the id, not the text.
  const school = /^\/school\/(\d{1,9})$/.exec(path);
  const normalized = school ? `/school/${Number(school[1])}` : path;
  return OG_IMAGE_PAGES.find((page) => page.path === normalized)?.key ?? FALLBACK_OG_IMAGE_KEY;
}

/** The card's absolute URL, as crawlers need it. */
export function ogImageUrl(key: string, lang: Language): string {
  return new URL(`/og/${ogImageFile(key, lang)}`, site.url).toString();
}

/** The school whose card `key` is, if it is a school's. */
export function ogImageSchoolId(key: string): number | undefined {
  const match = /^school-(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

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
