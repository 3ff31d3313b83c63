// The admissions office's phone (tappable) and e-mail, for parents who would rather talk.
import { Mail, Phone } from "lucide-react";
import { telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function VisitAssistance({ text }: { text: PageText<"visit"> }) {
  const group = useGroupFacts();
  const a = text.visit.assistance;
  const contacts = [
    { key: "call", href: telHref(group.phone), Icon: Phone, label: a.call, value: group.phone },
    { key: "email", href: `mailto:${group.email}`, Icon: Mail, label: a.email, value: breakableEmail(group.email) },
  ];
  return (
    <section
      aria-labelledby="visit-assistance-title"
      className="rounded-[var(--radius-card)] border border-line bg-sand p-5"
    >
      <h2 id="visit-assistance-title" className="text-lg font-bold">
        {a.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{a.body}</p>
      <ul className="mt-4 grid gap-2">
        {contacts.map(({ key, href, Icon, label, value }) => (
          <li key={key}>
            <a href={href} className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 py-2 hover:bg-ink-50">
              <Icon aria-hidden className="size-5 shrink-0 text-marigold-600" />
              <span className="grid min-w-0">
                <span className="text-sm text-muted">{label}</span>
                <span className="font-semibold [overflow-wrap:anywhere] text-ink-800">{value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Lets a long address wrap after its "@" rather than in the middle of a word. */
function breakableEmail(email: string): string {
  return email.replace("@", "@\u200B");
}
