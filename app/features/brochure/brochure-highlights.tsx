// Six highlight cards: what every one of the group's schools offers.
import { BookOpen, FlaskConical, GraduationCap, MapPinned, ShieldCheck, Trophy, type LucideIcon } from "lucide-react";
import type { Messages } from "#app/i18n/en/index.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

type HighlightKey = keyof Messages["brochure"]["highlights"]["items"];

const HIGHLIGHT_ICONS: Record<HighlightKey, LucideIcon> = {
  grades: BookOpen,
  campuses: MapPinned,
  experience: GraduationCap,
  safety: ShieldCheck,
  labs: FlaskConical,
  beyond: Trophy,
};

export function BrochureHighlights({ text }: { text: PageText<"brochure"> }) {
  const t = text.brochure.highlights;
  return (
    <section aria-labelledby="brochure-highlights" className="grid gap-6">
      <h2 id="brochure-highlights" className="heading-section">
        {t.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-1 print:gap-3">
        {(Object.keys(HIGHLIGHT_ICONS) as HighlightKey[]).map((key) => {
          const Icon = HIGHLIGHT_ICONS[key];
          return (
            <li key={key} className="card flex gap-4 p-5 print:break-inside-avoid print:border print:border-line print:shadow-none" data-testid="brochure-highlight">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-marigold-100 text-marigold-600 print:bg-white">
                <Icon aria-hidden className="size-6" />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-bold">{t.items[key].title}</h3>
                <p className="text-muted">{t.items[key].body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
