// Why teachers choose us: six campuses, training that continues, a respectful workplace.
import { GraduationCap, HeartHandshake, School } from "lucide-react";
import type { PageText } from "#app/i18n/page-sections.ts";

export function WhyJoin({ text }: { text: PageText<"careers"> }) {
  const why = text.careers.why;
  const reasons = [
    { key: "campuses", Icon: School, ...why.campuses },
    { key: "training", Icon: GraduationCap, ...why.training },
    { key: "respect", Icon: HeartHandshake, ...why.respect },
  ];
  return (
    <section aria-labelledby="why-join-title" className="grid gap-6">
      <h2 id="why-join-title" className="heading-section">
        {why.title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {reasons.map(({ key, Icon, title, body }) => (
          <li key={key} className="card flex gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-marigold-100 text-marigold-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="grid content-start gap-1">
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-sm text-muted">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
