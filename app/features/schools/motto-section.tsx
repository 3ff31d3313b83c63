// Section 3: the school's motto on a band in its crest colour (white text on every crest
// colour reaches at least 4.5:1), with what the motto means at this school.
import type { PageText } from "#app/i18n/page-sections.ts";

export function MottoSection({
  text,
  motto,
  description,
  accent,
}: {
  text: PageText<"school">;
  motto: string;
  description: string;
  accent: string;
}) {
  return (
    <section aria-labelledby="school-motto" className="text-white" style={{ backgroundColor: accent }}>
      <div className="container-page grid justify-items-center gap-4 py-14 text-center sm:py-16">
        <h2 id="school-motto" className="text-sm font-semibold tracking-wide text-white uppercase">
          {text.school.motto.heading}
        </h2>
        <p className="max-w-3xl text-2xl leading-snug font-bold text-balance sm:text-4xl">{motto}</p>
        <p className="max-w-2xl text-base text-white sm:text-lg">{description}</p>
      </div>
    </section>
  );
}
