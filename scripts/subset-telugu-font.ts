// npm run fonts:telugu: cuts Noto Sans Telugu down to the characters the site shows
// (app/fonts/site-telugu-text.ts), with every conjunct and mark they can form (HarfBuzz's
// subsetter keeps what the font's shaping rules reach). Two cuts per weight:
// - noto-sans-telugu-*: the Telugu letters alone (fontsource's Telugu files), for the
//   Telugu words on English pages (the staff area's Telugu fields): about 22 KB a weight;
// - noto-sans-telugu-pages-*: the Telugu letters and the Latin ones a Telugu page needs
//   (app/fonts/telugu-pages-latin.ts), from the whole font (Google Fonts' files, as
//   @expo-google-fonts ships them): one file a weight draws a Telugu page, about 28 KB,
//   instead of a Telugu and a Latin file (35 KB and two requests). It carries Noto Sans's
//   vertical metrics (app/fonts/vertical-metrics.ts), so text sits in its line as before.
// Run it after adding Telugu copy with a letter the site has not used before;
// app/fonts/telugu-font.test.ts says when.
import { readFileSync, writeFileSync } from "node:fs";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { siteTeluguCharacters } from "#app/fonts/site-telugu-text.ts";
import { TELUGU_PAGES_LATIN } from "#app/fonts/telugu-pages-latin.ts";
import { readVerticalMetrics, withVerticalMetrics } from "#app/fonts/vertical-metrics.ts";
import { notoSansLatinFont, teluguBlockFont, wholeTeluguFont } from "#app/fonts/font-sources.ts";

const TARGET = (name: string, weight: number) => new URL(`../app/fonts/${name}-${weight}-normal.woff2`, import.meta.url);

const characters = siteTeluguCharacters();
const write = (name: string, weight: number, cut: string, source: Buffer, made: Buffer) => {
  writeFileSync(TARGET(name, weight), made);
  console.log(`${name}-${weight}-normal.woff2: ${cut.length} characters, ${source.length} → ${made.length} bytes`);
};
for (const weight of [400, 700] as const) {
  const teluguOnly = readFileSync(teluguBlockFont(weight));
  write("noto-sans-telugu", weight, characters, teluguOnly, await subsetFont(teluguOnly, characters, { targetFormat: "woff2" }));

  const whole = readFileSync(wholeTeluguFont(weight));
  const pagesCut = characters + TELUGU_PAGES_LATIN;
  const notoSans = readVerticalMetrics(await fontverter.convert(readFileSync(notoSansLatinFont(weight)), "sfnt"));
  const pages = withVerticalMetrics(await subsetFont(whole, pagesCut, { targetFormat: "sfnt" }), notoSans);
  write("noto-sans-telugu-pages", weight, pagesCut, whole, await fontverter.convert(pages, "woff2"));
}
