// 'Why Parents Choose Us': six reasons, each with an icon (experience, safety, care...).
import { Award, BookOpen, HeartHandshake, MessagesSquare, ReceiptText, ShieldCheck, type LucideIcon } from "lucide-react";
import type { Messages } from "#app/i18n/en/index.ts";
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

const ICONS: Record<keyof Messages["home"]["highlights"]["items"], LucideIcon> = {
  experience: Award,
  safety: ShieldCheck,
  attention: HeartHandshake,
  foundations: BookOpen,
  languages: MessagesSquare,
  fees: ReceiptText,
};

export function Highlights({ text }: { text: PageText<"home"> }) {
  const h = text.home.highlights;
  return (
    <section id="highlights" aria-labelledby="highlights-title" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="highlights-title" eyebrow={h.eyebrow} title={h.title} intro={h.intro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(ICONS) as Array<keyof typeof ICONS>).map((key) => {
            const Icon = ICONS[key];
            const item = h.items[key];
            return (
              <li key={key} className="card flex flex-col gap-3 p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-marigold-100 text-marigold-600">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="text-muted">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
