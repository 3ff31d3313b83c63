// The Telugu font is a cut of Noto Sans Telugu (scripts/subset-telugu-font.ts): every
// Telugu word the site shows must still be drawn with it, conjuncts and marks included,
// never with a missing glyph (a box, or another font's letters in the middle of a word).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingGlyphs } from "./missing-glyphs.ts";
import { siteTeluguText } from "./site-telugu-text.ts";

const STALE = 'the Telugu font lacks letters the site now shows: run "npm run fonts:telugu" and commit app/fonts';

describe.each([400, 700])("noto-sans-telugu-%i.woff2", (weight) => {
  it("draws every Telugu word of the site without a missing glyph", async () => {
    const woff2 = readFileSync(new URL(`./noto-sans-telugu-${weight}-normal.woff2`, import.meta.url));
    const words = siteTeluguText().split(" ");
    expect(words.length).toBeGreaterThan(500);
    expect(await missingGlyphs(woff2, words), STALE).toEqual([]);
    // And the check can tell: a letter the site does not use is missing from the cut.
    expect(await missingGlyphs(woff2, ["ఙ"])).toEqual(["ఙ"]);
  });
});
