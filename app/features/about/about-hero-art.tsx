// The About hero's line illustration: a school building with a flag, a rising sun,
// trees and two children walking in with their bags. Replaceable by a photo later.
import { useId } from "react";

const INK = "#17395c";
const MARIGOLD = "#f5a524";
const SOFT = "#dde8f3";

/** With a `title` the drawing is an image with that text alternative; without, it is decorative. */
export function AboutHeroArt({ title, className }: { title?: string; className?: string }) {
  const titleId = useId();
  const labelled = title ? { role: "img", "aria-labelledby": titleId } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 480 340" {...labelled} className={className}>
      {title ? <title id={titleId}>{title}</title> : null}
      {/* sun behind the roof */}
      <circle cx="372" cy="78" r="34" fill="#fdf0d5" />
      <circle cx="372" cy="78" r="22" fill={MARIGOLD} />
      <g fill="none" stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {/* ground */}
        <path d="M24 288h432" />
        {/* building: roof, walls, steps */}
        <path d="M104 136 240 64l136 72" />
        <path d="M124 130v158M356 130v158" />
        <path d="M124 288h232" />
        <path d="M206 288v-62a34 34 0 0 1 68 0v62" fill={SOFT} />
        <path d="M240 226v62" />
        {/* windows */}
        <rect x="144" y="160" width="40" height="34" rx="4" fill={SOFT} />
        <rect x="296" y="160" width="40" height="34" rx="4" fill={SOFT} />
        <rect x="144" y="222" width="40" height="34" rx="4" fill={SOFT} />
        <rect x="296" y="222" width="40" height="34" rx="4" fill={SOFT} />
        {/* open book in the pediment */}
        <path d="M240 122c-9-6-19-7-28-4v18c9-3 19-2 28 4 9-6 19-7 28-4v-18c-9-3-19-2-28 4z" fill="#fbf7f0" />
        <path d="M240 122v18" />
        {/* flag */}
        <path d="M240 64V24" />
        <path d="M240 26h30l-8 9 8 9h-30" fill={MARIGOLD} />
        {/* trees */}
        <path d="M64 288v-52M436 288v-40" />
        <circle cx="64" cy="214" r="26" fill={SOFT} />
        <circle cx="436" cy="230" r="20" fill={SOFT} />
        {/* two children walking to the gate */}
        <g>
          <circle cx="392" cy="236" r="8" />
          <path d="M392 244v22M392 266l-7 20M392 266l7 20M392 252l-10 10M392 252l10 8" />
          <rect x="378" y="246" width="10" height="14" rx="2" fill={MARIGOLD} />
        </g>
        <g>
          <circle cx="420" cy="246" r="6" />
          <path d="M420 252v16M420 268l-5 18M420 268l5 18M420 258l-8 6M420 258l8 6" />
          <rect x="409" y="254" width="8" height="11" rx="2" fill={MARIGOLD} />
        </g>
        {/* a path leading to the door */}
        <path d="M206 288c-20 16-44 26-72 34M274 288c20 16 44 26 72 34" strokeDasharray="2 8" />
      </g>
    </svg>
  );
}
