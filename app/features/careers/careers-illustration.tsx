// Hero art for the careers page: a teacher at a blackboard beside a stack of books,
// drawn as simple lines (no stock photos). Replaceable by a real photo later.
import type { PageText } from "#app/i18n/page-sections.ts";

export function CareersIllustration({ text, className }: { text: PageText<"careers">; className?: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={text.careers.hero.illustration} className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10 182h300" />
        {/* blackboard on legs with a sum and a tick */}
        <rect x="30" y="40" width="150" height="96" rx="4" />
        <path d="M52 136l-10 46M158 136l10 46" />
        <path d="M50 62h70M50 78h100M50 94h56" stroke="var(--color-marigold-400)" />
        <path d="M120 112l10 10 22-22" stroke="var(--color-marigold-400)" />
        {/* teacher pointing at the board */}
        <circle cx="214" cy="78" r="10" />
        <path d="M214 88v52M214 140l-10 42M214 140l10 42" />
        <path d="M214 100l-26-14M214 100l16 22" />
        {/* stack of books */}
        <path d="M250 182h54v-14h-54zM254 168h46v-14h-46zM248 154h50v-14h-50z" />
        <path d="M262 182v-14M292 168v-14M258 154v-14" />
        {/* apple on top */}
        <path d="M273 140c-8 0-10-10-6-15 3-3 6-2 6-1 0-1 3-2 6 1 4 5 2 15-6 15z" stroke="var(--color-marigold-400)" />
        <path d="M273 124c0-4 2-6 5-7" stroke="var(--color-marigold-400)" />
      </g>
    </svg>
  );
}
