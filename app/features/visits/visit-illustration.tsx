// Hero art for the visit page: a school building, a tree and a parent walking with a
// child, drawn as simple lines (no stock photos). Replaceable by a real photo later.
import type { PageText } from "#app/i18n/page-sections.ts";

export function VisitIllustration({ text, className }: { text: PageText<"visit">; className?: string }) {
  return (
    <svg viewBox="0 0 340 200" role="img" aria-label={text.visit.hero.illustration} className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {/* ground */}
        <path d="M10 182h320" />
        {/* school building with a gable and a flag */}
        <path d="M70 182V98l60-34 60 34v84" />
        <path d="M58 104l72-42 72 42" />
        <path d="M130 62V30" />
        <path d="M130 30h22l-6 7 6 7h-22" stroke="var(--color-marigold-400)" />
        <circle cx="130" cy="92" r="10" />
        <path d="M130 86v6l4 3" />
        <path d="M116 182v-36h28v36" />
        <path d="M130 146v36" />
        <path d="M84 118h18v16H84zM158 118h18v16h-18z" />
        <path d="M84 150h18v16H84zM158 150h18v16h-18z" />
        {/* tree */}
        <path d="M232 182v-40" />
        <path d="M232 150c-18 0-26-14-20-26 -6-14 8-28 20-24 12-4 26 10 20 24 6 12-2 26-20 26z" />
        {/* parent and child walking, hand in hand */}
        <circle cx="304" cy="118" r="7" />
        <path d="M304 125v30M304 155l-7 27M304 155l7 27M304 133l-12 14" />
        <circle cx="284" cy="146" r="5" />
        <path d="M284 151v17M284 168l-5 14M284 168l5 14M284 156l8-9" />
        {/* sun */}
        <circle cx="40" cy="46" r="14" stroke="var(--color-marigold-400)" />
        <path
          d="M40 20v-6M40 78v-6M14 46H8M72 46h-6M22 28l-4-4M62 68l-4-4M22 64l-4 4M62 24l-4 4"
          stroke="var(--color-marigold-400)"
        />
      </g>
    </svg>
  );
}
