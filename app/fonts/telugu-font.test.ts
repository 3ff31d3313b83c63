// The Telugu font is a cut of Noto Sans Telugu (scripts/subset-telugu-font.ts): every
// Telugu word the site shows must still be drawn with it, conjuncts and marks included,
// never with a missing glyph (a box, or another font's letters in the middle of a word).
import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import { describe, expect, it } from "vitest";
import { notoSansLatinFont, wholeTeluguFont } from "./font-sources.ts";
import { missingGlyphs } from "./missing-glyphs.ts";
import { siteTeluguText } from "./site-telugu-text.ts";
import { TELUGU_PAGES_LATIN } from "./telugu-pages-latin.ts";
import { TELUGU_UNICODE_RANGE } from "./telugu-range.ts";
import { readVerticalMetrics } from "./vertical-metrics.ts";

const STALE = 'the Telugu font lacks letters the site now shows: run "npm run fonts:telugu" and commit app/fonts';

describe.each([
  ["noto-sans-telugu", 400],
  ["noto-sans-telugu", 700],
  ["noto-sans-telugu-pages", 400],
  ["noto-sans-telugu-pages", 700],
])("%s-%i.woff2", (name, weight) => {
  it("draws every Telugu word of the site without a missing glyph", async () => {
    const woff2 = readFileSync(new URL(`./${name}-${weight}-normal.woff2`, import.meta.url));
    const words = siteTeluguText().split(" ");
    expect(words.length).toBeGreaterThan(500);
    expect(await missingGlyphs(woff2, words), STALE).toEqual([]);
    // And the check can tell: a letter the site does not use is missing from the cut.
    expect(await missingGlyphs(woff2, ["ఙ"])).toEqual(["ఙ"]);
  });
});

describe.each([400, 700] as const)("noto-sans-telugu-pages-%i.woff2", (weight) => {
  it("draws a Telugu page's Latin text too: letters, digits and its punctuation", async () => {
    const woff2 = readFileSync(new URL(`./noto-sans-telugu-pages-${weight}-normal.woff2`, import.meta.url));
    const characters = [...TELUGU_PAGES_LATIN].filter((character) => character.trim() !== "");
    expect(characters).toEqual(expect.arrayContaining(["A", "z", "0", "9", "@", "–", "₹"]));
    expect(await missingGlyphs(woff2, characters)).toEqual([]);
    // An accented letter is not in the cut: the page's fallback draws it.
    expect(await missingGlyphs(woff2, ["é"])).toEqual(["é"]);
  });

  it("sets text in its line as Noto Sans does: Noto Sans's ascender, descender and line gap", async () => {
    const metrics = async (file: URL) => readVerticalMetrics(await fontverter.convert(readFileSync(file), "sfnt"));
    const notoSans = await metrics(notoSansLatinFont(weight));
    expect(notoSans).toMatchObject({ hheaAscender: 1069, hheaDescender: -293, typoAscender: 1069, typoDescender: -293 });
    expect(await metrics(new URL(`./noto-sans-telugu-pages-${weight}-normal.woff2`, import.meta.url))).toEqual(notoSans);
    // Noto Sans Telugu's own sit higher: which is why they are replaced.
    expect(await metrics(wholeTeluguFont(weight))).toMatchObject({ hheaAscender: 869, hheaDescender: -483 });
  });
});

describe("the Telugu faces' unicode-range", () => {
  it("is in app.css what telugu-range.ts says, for both weights", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{[^}]*font-family:\s*"Noto Sans Telugu";[^}]*}/g)].map(([face]) => /unicode-range:\s*([^;]+);/.exec(face)?.[1]);
    expect(faces).toEqual([TELUGU_UNICODE_RANGE, TELUGU_UNICODE_RANGE]);
  });
});
