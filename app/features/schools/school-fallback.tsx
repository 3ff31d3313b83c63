// The page of a school the API knows but that has no content module (ids beyond 1-6):
// its name and description, Location / Established / Programs, 'Map coming soon', and
// the ways on: back home or to the contact section.
import { CalendarDays, GraduationCap, type LucideIcon, MapPin, MapPinned } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function SchoolFallback({
  text,
  name,
  description,
  location,
  established,
}: {
  text: PageText<"school">;
  name: string;
  description: string;
  location: string;
  established: number;
}) {
  const f = text.school.fallback;
  const facts: Array<{ key: string; Icon: LucideIcon; label: string; value: string; detail?: string }> = [
    { key: "location", Icon: MapPin, label: f.location, value: location },
    { key: "established", Icon: CalendarDays, label: f.established, value: String(established) },
    { key: "programs", Icon: GraduationCap, label: f.programs, value: f.programsValue, detail: f.programsDetail },
  ];
  return (
    <>
      <section aria-labelledby="school-fallback-title" className="bg-gradient-to-b from-white to-cream">
        <div className="container-page grid justify-items-start gap-4 py-12 sm:py-16">
          <p className="eyebrow">{f.eyebrow}</p>
          <h1 id="school-fallback-title" className="text-3xl leading-tight font-bold sm:text-[2.75rem]">
            {name}
          </h1>
          <p className="max-w-prose text-lg text-muted">{description}</p>
        </div>
      </section>
      <section aria-label={f.eyebrow} className="container-page grid gap-8 pb-16">
        <dl className="grid gap-5 sm:grid-cols-3">
          {facts.map(({ key, Icon, label, value, detail }) => (
            <div key={key} className="card grid content-start gap-2 p-6">
              <Icon aria-hidden className="size-7 text-marigold-600" />
              <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</dt>
              <dd className="text-lg font-semibold text-ink-900">{value}</dd>
              {detail ? <dd className="text-ink-800">{detail}</dd> : null}
            </div>
          ))}
        </dl>
        <div className="grid min-h-48 place-content-center justify-items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-line bg-white p-6 text-center sm:min-h-64">
          <MapPinned aria-hidden className="size-10 text-ink-600" />
          <p className="text-lg font-semibold text-ink-900">{f.mapComingSoon}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/#contact" className={buttonClass("primary", "lg")}>
            {f.contact}
          </Link>
          <Link to="/" className={buttonClass("outline", "lg")}>
            {f.backHome}
          </Link>
        </div>
      </section>
    </>
  );
}
