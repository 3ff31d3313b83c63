// A card is a PNG drawn once (npm run og:images): nothing on it may depend on the day it
// is shown, such as the admissions year the pages work out on each request.
import { describe, expect, it } from "vitest";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { ogCardText } from "./og-card-text.ts";
import { OG_IMAGE_LANGUAGES, OG_IMAGE_PAGES } from "./og-images.ts";

const cards = OG_IMAGE_PAGES.flatMap(({ key }) => OG_IMAGE_LANGUAGES.map((lang) => ({ key, lang })));

describe("Open Graph card texts", () => {
  it.each(cards)("$key.$lang names no academic year and fills no placeholder", ({ key, lang }) => {
    const text = ogCardText(key, lang, { messages: catalogues[lang], schoolContent: getSchoolContent });
    for (const value of Object.values(text)) {
      expect(value).not.toMatch(/\{\w+\}/);
      expect(value).not.toMatch(/\d{4}\s*[–-]\s*\d{2,4}/);
    }
  });
});
