// 'Sports and Extracurriculars': the games and the arts and clubs on offer.
import { Palette, Trophy, type LucideIcon } from "lucide-react";
import { INK, line, MARIGOLD, SOFT_MARIGOLD, Svg } from "./home-art.tsx";
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

/** A sports field seen from above with a football and goals, and cricket stumps with a bat. */
function SportsArt({ title, className }: { title: string; className?: string }) {
  return (
    <Svg title={title} viewBox="0 0 400 280" className={className}>
      <rect x={12} y={70} width={376} height={196} rx={18} fill="#e6f2e6" />
      <rect {...line} x={28} y={86} width={344} height={164} rx={10} />
      <path {...line} d="M200 86V250" />
      <circle {...line} cx={200} cy={168} r={30} />
      <rect {...line} x={28} y={128} width={34} height={80} />
      <rect {...line} x={338} y={128} width={34} height={80} />
      <path {...line} strokeWidth={2} d="M14 142H28M14 194H28M14 142V194M372 142H386M372 194H386M386 142V194" />
      {/* football */}
      <circle {...line} fill="#ffffff" cx={262} cy={210} r={16} />
      <path d="M262 203l6 4.5-2.3 7h-7.4l-2.3-7Z" fill={INK} />
      {/* stumps, bails and a bat */}
      <path {...line} d="M300 58V14M312 58V14M324 58V14M298 12H326" />
      <path {...line} fill={SOFT_MARIGOLD} d="M344 60 372 18a6 6 0 0 1 9 6L356 66Z" />
      <path {...line} d="M381 20l8-12" />
      <circle cx={286} cy={50} r={7} fill={MARIGOLD} stroke={INK} strokeWidth={2.5} />
      {/* a running child */}
      <circle {...line} fill="#ffffff" cx={112} cy={16} r={9} />
      <path {...line} d="M110 25 104 45M104 45l-12 5-6 10M104 45l10 9-4 8M108 31l-13 5M108 31l12-4" />
      <path {...line} strokeWidth={2.5} stroke={MARIGOLD} d="M62 28H80M56 40H74" />
    </Svg>
  );
}
