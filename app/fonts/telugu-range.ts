// The characters the site's Telugu faces draw (fontsource's Telugu subset): app/app.css's
// unicode-range of "Noto Sans Telugu" (CSS cannot import it: telugu-font.test.ts checks
// that the two agree), the whole block's faces for typed text (app/lib/typed-text-fonts.tsx)
// and what the cut must cover (site-telugu-text.ts).

/** Runs of code points, first and last. */
export const TELUGU_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0c00, 0x0c7f],
  [0x1cda, 0x1cda],
  [0x1cf2, 0x1cf2],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** As CSS writes it, e.g. "U+0951-0952, …, U+25CC". */
export const TELUGU_UNICODE_RANGE = TELUGU_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
