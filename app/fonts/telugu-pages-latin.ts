// The Latin characters cut into the Telugu pages' font beside the site's Telugu letters
// (scripts/subset-telugu-font.ts): a Telugu page's spaces, digits, English names and
// addresses, and the punctuation the catalogues and content use. One font file per weight
// draws the whole page; anything else (an accented name) falls back to Noto Sans.
const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");

/** No-break space, © ® ° · ×, dashes, quotes, bullet, ellipsis, the rupee sign. */
const PUNCTUATION = "\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9";

export const TELUGU_PAGES_LATIN = PRINTABLE_ASCII + PUNCTUATION;
