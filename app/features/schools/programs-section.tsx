// Section 8: 'Nursery-10th Grade Education': the four stages a child passes through.
import { Baby, GraduationCap, type LucideIcon, Microscope, Shapes } from "lucide-react";
import { PROGRAM_LEVELS, type ProgramLevel } from "#app/config/enumerations.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

const levelIcons: Record<ProgramLevel, LucideIcon> = {
  nursery: Baby,
  primary: Shapes,
  middle: Microscope,
  secondary: GraduationCap,
};

export function ProgramsSection({ text }: { text: PageText<"school"> }) {
  const p = text.school.programs;
  return (
    <section aria-labelledby="school-programs" className="section">
      <div className="container-page grid gap-10">
        <div className="grid max-w-3xl gap-3">
          <p className="eyebrow">{p.eyebrow}</p>
          <h2 id="school-programs" className="heading-section">
            {p.heading}
          </h2>
          <p className="text-lg text-muted">{p.intro}</p>
        </div>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAM_LEVELS.map((level) => {
            const Icon = levelIcons[level];
            const text = p.levels[level];
            return (
              <li key={level} className="card grid content-start gap-3 border-t-4 border-marigold-400 p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-marigold-100 text-marigold-600">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="text-lg font-bold">{text.title}</h3>
                <p className="justify-self-start rounded-full bg-ink-50 px-3 py-0.5 text-sm font-semibold text-ink-800">{text.range}</p>
                <p className="text-muted">{text.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
