// The recruitment team's e-mail, for questions and for sending the résumé itself.
import { Mail } from "lucide-react";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function CareersContact({ text }: { text: PageText<"careers"> }) {
  const group = useGroupFacts();
  const c = text.careers.contact;
  return (
    <section
      aria-labelledby="careers-contact-title"
      className="rounded-[var(--radius-card)] border border-line bg-sand p-5"
    >
      <h2 id="careers-contact-title" className="text-lg font-bold">
        {c.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{c.body}</p>
      <a
        href={`mailto:${group.careersEmail}`}
        className="mt-4 flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 py-2 hover:bg-ink-50"
      >
        <Mail aria-hidden className="size-5 shrink-0 text-marigold-600" />
        <span className="grid min-w-0">
          <span className="text-sm text-muted">{c.email}</span>
          <span className="font-semibold [overflow-wrap:anywhere] text-ink-800">
            {group.careersEmail.replace("@", "@\u200B")}
          </span>
        </span>
      </a>
    </section>
  );
}
