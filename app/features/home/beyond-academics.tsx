// 'Beyond Academics': the life skills children practise alongside their lessons.
import { HandHeart, Laptop, LifeBuoy, Mic, Sprout, Users, type LucideIcon } from "lucide-react";
import type { Messages } from "#app/i18n/en/index.ts";
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

const ICONS: Record<keyof Messages["home"]["beyond"]["items"], LucideIcon> = {
  speaking: Mic,
  leadership: Users,
  values: HandHeart,
  digital: Laptop,
  nature: Sprout,
  everyday: LifeBuoy,
};

export function BeyondAcademics({ text }: { text: PageText<"home"> }) {
  const b = text.home.beyond;
  return (
    <section id="beyond-academics" aria-labelledby="beyond-title" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="beyond-title" eyebrow={b.eyebrow} title={b.title} intro={b.intro} />
        <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(ICONS) as Array<keyof typeof ICONS>).map((key) => {
            const Icon = ICONS[key];
            const item = b.items[key];
            return (
              <li key={key} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-ink-700 shadow-[var(--shadow-card)]">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1 text-muted">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
