// npm run fonts:telugu: cuts Noto Sans Telugu (fontsource's Telugu files) down to the
// characters the site shows (app/fonts/site-telugu-text.ts), with every conjunct and mark
// they can form (HarfBuzz's subsetter keeps what the font's shaping rules reach). About
// 45 KB instead of 73 KB for the two weights a Telugu page loads before its first paint.
// Run it after adding Telugu copy with a letter the site has not used before;
// app/fonts/telugu-font.test.ts says when.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { siteTeluguCharacters } from "#app/fonts/site-telugu-text.ts";

const SOURCE = (weight: number) =>
  new URL(`../node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`, import.meta.url);
const TARGET = (weight: number) => new URL(`../app/fonts/noto-sans-telugu-${weight}-normal.woff2`, import.meta.url);

const characters = siteTeluguCharacters();
for (const weight of [400, 700]) {
  const source = readFileSync(SOURCE(weight));
  const subset = await subsetFont(source, characters, { targetFormat: "woff2" });
  writeFileSync(TARGET(weight), subset);
  console.log(`noto-sans-telugu-${weight}-normal.woff2: ${characters.length} characters, ${source.length} → ${subset.length} bytes`);
}
