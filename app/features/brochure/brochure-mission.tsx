// 'Our Mission' and 'Our Promise' side by side (stacked on phones and on paper).
import { HeartHandshake, Target } from "lucide-react";
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureMission({ text }: { text: PageText<"brochure"> }) {
  const t = text.brochure.mission;
  const blocks = [
    { key: "mission", Icon: Target, title: t.title, body: t.body },
    { key: "promise", Icon: HeartHandshake, title: t.promiseTitle, body: t.promise },
  ];
  return (
    <section aria-label={t.title} className="grid gap-5 md:grid-cols-2 print:grid-cols-1">
      {blocks.map(({ key, Icon, title, body }) => (
        <div key={key} className="card grid content-start gap-3 p-6 print:break-inside-avoid print:border print:border-line print:shadow-none">
          <h2 className="flex items-center gap-3 text-xl font-bold">
            <Icon aria-hidden className="size-6 shrink-0 text-marigold-600" />
            {title}
          </h2>
          <p>{body}</p>
        </div>
      ))}
    </section>
  );
}
