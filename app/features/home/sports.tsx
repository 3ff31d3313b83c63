// 'Sports and Extracurriculars': the games and the arts and clubs on offer.
import { Palette, Trophy, type LucideIcon } from "lucide-react";
import { SportsArt } from "./home-art.tsx";
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function Sports({ text }: { text: PageText<"home"> }) {
  const s = text.home.sports;
  return (
    <section id="sports" aria-labelledby="sports-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="sports-title" eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
          <ChipList icon={Trophy} title={s.sportsTitle} items={s.sportsList} headingId="sports-list-title" />
          <ChipList icon={Palette} title={s.activitiesTitle} items={s.activitiesList} headingId="activities-list-title" />
        </div>
        <SportsArt title={s.artTitle} className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}

function ChipList({
  icon: Icon,
  title,
  items,
  headingId,
}: {
  icon: LucideIcon;
  title: string;
  items: Record<string, string>;
  headingId: string;
}) {
  return (
    <div className="mt-8">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="size-5 text-marigold-600" />
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {Object.entries(items).map(([key, label]) => (
          <li key={key} className="rounded-full border border-line bg-cream px-3.5 py-1.5 text-sm font-medium text-ink-900">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
