import { cn } from "#app/lib/cn.ts";

const palette = ["#17395c", "#7c2d12", "#14532d", "#581c87", "#134e4a", "#831843"];

const VIRAMA = "\u0C4D";
const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/**
 * A word's first letter as a reader sees it: a whole grapheme cluster, so a Telugu
 * consonant keeps its vowel sign. A conjunct stays whole even where the browser's ICU
 * ends a cluster at the virama (older ones do; so does the fallback without Segmenter).
 */
function firstLetter(word: string): string {
  const clusters = graphemes ? Array.from(graphemes.segment(word), (s) => s.segment) : (word.match(/\P{M}\p{M}*/gu) ?? []);
  let letter = clusters[0] ?? "";
  for (let i = 1; letter.endsWith(VIRAMA) && i < clusters.length; i++) letter += clusters[i];
  return letter;
}

/**
 * "LR" for Lakshmi Reddy; one akshara for a Telugu name ("శ్రీ" for శ్రీనివాస్ రావు):
 * Telugu has no capitals, and two syllables side by side read as a word.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = firstLetter(words[0] ?? "");
  if (/\p{Script=Telugu}/u.test(first)) return first;
  return words
    .slice(0, 2)
    .map((word) => firstLetter(word).toUpperCase())
    .join("");
}

/** A person's picture, or their initials on a colour picked from their name when there is none. */
export function Avatar({ name, imageUrl, size = 48, className }: { name: string; imageUrl?: string | null; size?: number; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={size} height={size} loading="lazy" className={cn("rounded-full object-cover", className)} />;
  }
  const initials = initialsOf(name);
  const colour = palette[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % palette.length];
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, backgroundColor: colour }}
      className={cn("inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white", className)}
    >
      {initials}
    </span>
  );
}
