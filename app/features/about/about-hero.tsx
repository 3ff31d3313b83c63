// The About page's opening: heading, a short introduction and the line illustration.
import { AboutHeroArt } from "./about-hero-art.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function AboutHero({ text }: { text: PageText<"about"> }) {
  const t = text.about.hero;
  return (
    <section className="bg-gradient-to-b from-ink-50 to-cream" aria-labelledby="about-title">
      <div className="container-page grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div className="grid gap-4">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="about-title" className="text-3xl leading-tight font-bold sm:text-[2.75rem]">
            {t.title}
          </h1>
          <p className="max-w-prose text-lg text-muted">{t.intro}</p>
        </div>
        <AboutHeroArt title={t.imageAlt} className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
