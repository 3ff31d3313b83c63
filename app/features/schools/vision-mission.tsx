// Section 4: 'Our Vision' and 'Our Mission' side by side; the mission's four objectives
// are a bullet list.
import { Check, Eye, Target } from "lucide-react";
import type { PageText } from "#app/i18n/page-sections.ts";

export function VisionMission({
  text,
  vision,
  mission,
}: {
  text: PageText<"school">;
  vision: string;
  mission: { statement: string; objectives: readonly string[] };
}) {
  const v = text.school.visionMission;
  return (
    <section aria-label={v.eyebrow} className="section">
      <div className="container-page grid gap-6 lg:grid-cols-2 lg:items-start">
        <article className="card grid content-start gap-4 p-6 sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink-50 text-ink-700">
            <Eye aria-hidden className="size-6" />
          </span>
          <h2 className="heading-section">{v.vision}</h2>
          <p className="text-xl leading-relaxed font-semibold text-ink-800">{vision}</p>
        </article>
        <article className="card grid content-start gap-4 p-6 sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-marigold-100 text-marigold-600">
            <Target aria-hidden className="size-6" />
          </span>
          <h2 className="heading-section">{v.mission}</h2>
          <p className="text-lg">{mission.statement}</p>
          <ul aria-label={v.objectivesLabel} className="grid gap-3">
            {mission.objectives.map((objective) => (
              <li key={objective} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-success" />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
