// Where the fonts the site's cuts are made from come from (npm run fonts:telugu), as the
// script reads them and the font tests compare against. Node only (node_modules' files).
const NODE_MODULES = new URL("../../node_modules/", import.meta.url);

/** Noto Sans Telugu's Telugu block as fontsource ships it. */
export const teluguBlockFont = (weight: number) => new URL(`@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`, NODE_MODULES);

const WHOLE_TELUGU = { 400: "400Regular/NotoSansTelugu_400Regular.ttf", 700: "700Bold/NotoSansTelugu_700Bold.ttf" } as const;

/** Noto Sans Telugu whole (its Latin too), as Google Fonts ships it. */
export const wholeTeluguFont = (weight: 400 | 700) => new URL(`@expo-google-fonts/noto-sans-telugu/${WHOLE_TELUGU[weight]}`, NODE_MODULES);

/** Noto Sans's Latin, the English pages' font. */
export const notoSansLatinFont = (weight: number) => new URL(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`, NODE_MODULES);
