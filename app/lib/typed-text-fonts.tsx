// Text that visitors typed, on the pages that show it back (the staff area): the site's
// Telugu font is cut to the letters of its own copy (app/fonts/, npm run fonts:telugu), so
// a parent's name with a letter the copy never uses (U+0C1D JHA of Jhansi, and a few
// others) would be drawn in the system's Telugu font, or as boxes where there is none.
// Inside `typedTextClass`, such a letter is drawn from the whole Telugu block of the same
// font (fontsource's Telugu file): the cut still draws every other letter, and the browser
// fetches the whole block only when a page holds a letter the cut lacks. The public pages
// never render this, so they load what they always did
// (docs/decisions/0028-full-telugu-font-for-typed-text.md). No Telugu letter in this
// file's comments: app/fonts/site-telugu-text.ts reads the sources for the cut's letters.
import full400 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";
import full700 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url";
import { TELUGU_UNICODE_RANGE } from "#app/fonts/telugu-range.ts";

/** The family of the whole Telugu block, behind the cut. */
export const FULL_TELUGU_FAMILY = "Noto Sans Telugu Full";

/** Put on the element that holds what visitors typed (with <TypedTextFonts /> on the page). */
export const typedTextClass = "typed-text";


const face = (weight: string, href: string) =>
  `@font-face{font-family:"${FULL_TELUGU_FAMILY}";font-style:normal;font-display:swap;font-weight:${weight};src:url("${href}") format("woff2");unicode-range:${TELUGU_UNICODE_RANGE}}`;

const css = [
  face("400", full400),
  face("600 700", full700),
  // app.css's --font-sans with the whole block after the cut. On a Telugu page, after the
  // page's own font: Noto Sans too, for a typed Latin letter outside that font's cut.
  `.${typedTextClass}{font-family:"Noto Sans","Noto Sans Telugu","${FULL_TELUGU_FAMILY}","Noto Sans Fallback",sans-serif}`,
  `html[lang="te"] .${typedTextClass}{font-family:"Noto Sans Telugu Pages","Noto Sans","${FULL_TELUGU_FAMILY}","Noto Sans Fallback",sans-serif}`,
].join("");

/** The whole Telugu block's faces and the class that reaches for them, once in the page's head (React hoists and dedupes it). */
export function TypedTextFonts() {
  return (
    <style href="typed-text-fonts" precedence="default">
      {css}
    </style>
  );
}
