// 'The Difference': who we are, in two short paragraphs and four facts.
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function Difference({ text }: { text: PageText<"home"> }) {
  const d = text.home.difference;
  return (
    <section id="difference" aria-labelledby="difference-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="difference-title" eyebrow={d.eyebrow} title={d.title} />
          {Object.entries(d.paragraphs).map(([key, text]) => (
            <p key={key} className="mt-4 text-lg text-muted">
              {text}
            </p>
          ))}
        </div>
        <ul aria-label={d.factsLabel} className="grid grid-cols-2 gap-3 sm:gap-4">
          {Object.entries(d.facts).map(([key, fact]) => (
            <li key={key} className="rounded-[var(--radius-card)] border border-line bg-cream p-4 sm:p-5">
              <p className="text-lg font-bold break-words text-ink-900 min-[380px]:text-xl sm:text-3xl">{fact.value}</p>
              <p className="mt-1 text-sm text-muted sm:text-base">{fact.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
