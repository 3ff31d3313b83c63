// Which words a font cannot draw: each is shaped with HarfBuzz as a browser would (marks,
// conjuncts and all), and a word with any missing glyph (.notdef) is one. Node only: the
// Telugu font's tests use it, on the cut in app/fonts and on the fonts the site serves.
import fontverter from "fontverter";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from "harfbuzzjs";

/** The words of `words` that `font` (woff2, woff or sfnt bytes) draws with a missing glyph. */
export async function missingGlyphs(font: Uint8Array, words: readonly string[]): Promise<string[]> {
  const face = new Font(new Face(new Blob(await fontverter.convert(Buffer.from(font), "sfnt")), 0));
  return words.filter((word) => {
    const buffer = new ShapingBuffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    shape(face, buffer);
    return buffer.getGlyphInfos().some((glyph) => glyph.codepoint === 0);
  });
}
