// The Open Graph cards (public/og/<key>.<lang>.png): which pages have one, where it is,
// and the texts drawn on it. One list for scripts/og-images.tsx (draws them),
// app/lib/meta.ts (points to them) and og-images.test.ts (checks they exist and are current).
// meta.ts runs in the browser too: the texts drawn on the cards are og-card-text.ts's.
import { LANGUAGES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";

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
