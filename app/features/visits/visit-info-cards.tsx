// Three short facts about the visit (spec 2): its length, the group size, what parents see.
import { Clock, Eye, Users } from "lucide-react";
import type { PageText } from "#app/i18n/page-sections.ts";

export function VisitInfoCards({ text }: { text: PageText<"visit"> }) {
  const info = text.visit.info;
  const cards = [
    { key: "duration", Icon: Clock, ...info.duration },
    { key: "groups", Icon: Users, ...info.groups },
    { key: "whatYouSee", Icon: Eye, ...info.whatYouSee },
  ];
  return (
    <section aria-label={info.label}>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ key, Icon, title, body }) => (
          <li key={key} className="card flex gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-marigold-100 text-marigold-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="grid gap-1">
              <h2 className="text-lg font-bold">{title}</h2>
              <p className="text-sm text-muted">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
