// The group's mission, set apart so it reads as a statement rather than body copy.
import type { PageText } from "#app/i18n/page-sections.ts";

export function MissionSection({ text }: { text: PageText<"about"> }) {
  const t = text.about.mission;
  return (
    <section className="container-page section" aria-labelledby="mission-title">
      <div className="grid gap-6 border-l-4 border-marigold-400 pl-5 sm:pl-8 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
        <div className="grid content-start gap-2">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="mission-title" className="heading-section">
            {t.title}
          </h2>
        </div>
        <div className="grid gap-4">
          <p className="text-lg text-text">{t.body}</p>
          <p className="text-muted">{t.detail}</p>
        </div>
      </div>
    </section>
  );
}
