// Every Telugu character the site can show: the copy in the sources (catalogues, school
// content, seed data) and what the browser's date formatting writes in Telugu (months and
// weekdays). The Telugu font is cut down to these (scripts/subset-telugu-font.ts) and
// telugu-font.test.ts checks the cut still covers them. Node only.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TELUGU_RANGES } from "./telugu-range.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const SOURCES = ["app", "database"];
/** What the font is used for (U+25CC is only drawn alone: no word of the copy holds it). */
const RANGES = TELUGU_RANGES.filter(([from]) => from !== 0x25cc);
const isTelugu = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return RANGES.some(([from, to]) => code >= from && code <= to);
};

/** The runs of Telugu characters in `text`. */
function teluguWords(text: string): string[] {
  const words: string[] = [];
  let word = "";
  for (const character of text) {
    if (isTelugu(character)) word += character;
    else if (word) {
      words.push(word);
      word = "";
    }
  }
  return word ? [...words, word] : words;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function intlTelugu(): string {
  const format = (options: Intl.DateTimeFormatOptions, dates: Date[]) =>
    dates.map((date) => new Intl.DateTimeFormat("te-IN", options).format(date)).join(" ");
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 15)));
  const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 4 + i)));
  return [
    format({ month: "long" }, months),
    format({ month: "short" }, months),
    format({ weekday: "long" }, week),
    format({ weekday: "short" }, week),
    format({ hour: "numeric", minute: "2-digit" }, [new Date(Date.UTC(2026, 0, 1, 4)), new Date(Date.UTC(2026, 0, 1, 10))]),
  ].join(" ");
}

/** The site's Telugu text: every Telugu word of the sources, and the date names. */
export function siteTeluguText(): string {
  const words = new Set<string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const word of teluguWords(readFileSync(join(ROOT, file), "utf8"))) words.add(word);
  }
  for (const word of teluguWords(intlTelugu())) words.add(word);
  return [...words].join(" ");
}

/** Its distinct characters (what the font must map). */
export function siteTeluguCharacters(): string {
  return [...new Set(siteTeluguText().replaceAll(" ", ""))].sort().join("");
}
