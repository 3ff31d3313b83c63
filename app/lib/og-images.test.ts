// The Open Graph cards: every page and language has its PNG, drawn from today's copy,
// and pageMeta points crawlers at it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { pageMeta } from "./meta.ts";
import { ogCardText } from "./og-card-text.ts";
import { OG_IMAGE_LANGUAGES, OG_IMAGE_PAGES, OG_IMAGE_SIZE, ogImageFile } from "./og-images.ts";

const OG_DIR = fileURLToPath(new URL("../../public/og/", import.meta.url));
const STALE = 'public/og is out of date: run "npm run og:images" and commit the images with the manifest';

const cards = OG_IMAGE_PAGES.flatMap(({ key }) => OG_IMAGE_LANGUAGES.map((lang) => ({ key, lang, file: ogImageFile(key, lang) })));

describe("Open Graph card files", () => {
  it.each(cards)("$file is a $key card of 1200×630", ({ file }) => {
    let png: Buffer;
    try {
      png = readFileSync(`${OG_DIR}${file}`);
    } catch {
      throw new Error(`public/og/${file} is missing: ${STALE}`);
    }
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(OG_IMAGE_SIZE);
    // Link previews fetch the image over mobile networks; the cards are flat colours and text.
    expect(png.length).toBeLessThan(100_000);
  });

  it("the manifest's texts are today's catalogue and school texts", () => {
    const manifest = JSON.parse(readFileSync(`${OG_DIR}manifest.json`, "utf8")) as Record<string, Record<string, string>>;
    expect(Object.keys(manifest).sort(), STALE).toEqual(cards.map((card) => card.file).sort());
    for (const { key, lang, file } of cards) {
      const drawn = manifest[file] ?? {};
      const expected = ogCardText(key, lang, { messages: catalogues[lang], schoolContent: getSchoolContent });
      expect(
        { title: drawn.title, subtitle: drawn.subtitle, brand: drawn.brand, host: drawn.host },
        `${file}: ${STALE}`,
      ).toEqual(expected);
      // What fits on the card is the subtitle or its beginning.
      const shown = drawn.subtitleShown ?? "";
      expect(shown === expected.subtitle || (shown.endsWith("…") && expected.subtitle.startsWith(shown.slice(0, -1))), file).toBe(true);
    }
  });
});

describe("pageMeta's image tags", () => {
  const tag = (tags: ReturnType<typeof pageMeta>, name: string) =>
    tags.find((t) => ("property" in t && t.property === name) || ("name" in t && t.name === name)) as
      | { content: string }
      | undefined;
  const imageOf = (path: string, lang: "en" | "te", noindex = false) => {
    const tags = pageMeta({ title: "T", description: "D", path, lang, noindex });
    expect(tag(tags, "twitter:image")?.content).toBe(tag(tags, "og:image")?.content);
    return tag(tags, "og:image")?.content;
  };

  it.each([
    ["/", "en", "home.en.png"],
    ["/", "te", "home.te.png"],
    ["/te", "te", "home.te.png"],
    ["/about", "en", "about.en.png"],
    ["/school/1", "te", "school-1.te.png"],
    ["/te/school/3", "te", "school-3.te.png"],
    ["/school/6", "en", "school-6.en.png"],
    ["/schedule-visit", "te", "schedule-visit.te.png"],
    ["/careers", "en", "careers.en.png"],
    ["/brochure", "te", "brochure.te.png"],
  ] as const)("%s in %s shows %s", (path, lang, file) => {
    expect(imageOf(path, lang)).toBe(`${site.url}/og/${file}`);
  });

  it.each([
    ["/school/7", "en"],
    ["/school/abc", "te"],
    ["/contact", "en"],
    ["/no/such/page", "te"],
  ] as const)("%s in %s falls back to the group's card", (path, lang) => {
    expect(imageOf(path, lang)).toBe(`${site.url}/og/home.${lang}.png`);
  });

  it("pages kept out of search show the group's card", () => {
    expect(imageOf("/about-preview", "en", true)).toBe(`${site.url}/og/home.en.png`);
    expect(imageOf("/school/2", "te", true)).toBe(`${site.url}/og/home.te.png`);
  });

  it("describes the image and asks for the large card", () => {
    const tags = pageMeta({ title: "About Us", description: "D", path: "/about", lang: "en" });
    expect(tag(tags, "og:image:width")?.content).toBe("1200");
    expect(tag(tags, "og:image:height")?.content).toBe("630");
    expect(tag(tags, "og:image:type")?.content).toBe("image/png");
    expect(tag(tags, "og:image:alt")?.content).toBe("About Us");
    expect(tag(tags, "twitter:card")?.content).toBe("summary_large_image");
  });
});
