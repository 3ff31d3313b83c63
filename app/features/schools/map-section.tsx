// Section 11: where the school is. Schools 1-5: an embedded map (loaded lazily), a 'View
// on Google Maps' link and an 'Our Address' card. School 6: 'Location & Directions' with
// a directions link and the printed address.
import { ExternalLink, MapPin, Navigation } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LazyMap } from "./lazy-map.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

interface MapSectionProps {
  text: PageText<"school">;
  name: string;
  place: string;
  invitation: string;
  map: { query: string; address: string; mapsUrl: string };
  /** School 6 shows directions and the printed address instead of an embedded map. */
  directionsOnly: boolean;
}

export function MapSection({ text, name, place, invitation, map, directionsOnly }: MapSectionProps) {
  const { format } = useI18n();
  const t = text.school.map;
  const mapsLink = (label: string, variant: "primary" | "outline") => (
    <a
      href={map.mapsUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, "md", "w-full py-2 text-center sm:w-auto sm:justify-self-start")}
    >
      {variant === "primary" ? <Navigation aria-hidden className="size-5" /> : null}
      {label}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only"> {t.newTab}</span>
    </a>
  );
  const address = (
    <address className="flex gap-3 text-lg not-italic">
      <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-marigold-600" />
      <span>{map.address}</span>
    </address>
  );

  if (directionsOnly) {
    return (
      <section aria-labelledby="school-map" className="section">
        <div className="container-page">
          <div className="card grid gap-6 p-5 sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div className="grid gap-4">
              <h2 id="school-map" className="heading-section">
                {t.headingDirections}
              </h2>
              <p className="text-muted">{invitation}</p>
            </div>
            <div className="grid gap-5 rounded-[var(--radius-card)] bg-sand/70 p-4 sm:p-6">
              <h3 className="text-lg font-bold">{t.ourAddress}</h3>
              {address}
              {mapsLink(t.directions, "primary")}
            </div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="school-map" className="section">
      <div className="container-page grid gap-8">
        <div className="grid max-w-3xl gap-3">
          <h2 id="school-map" className="heading-section">
            {t.heading}
          </h2>
          <p className="text-lg text-muted">{invitation}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
          <LazyMap text={text} query={map.query} title={format(t.iframeTitle, { school: name })} place={place} />
          <div className="card grid content-start gap-4 p-6">
            <h3 className="text-xl font-bold">{t.ourAddress}</h3>
            {address}
            {mapsLink(t.viewOn, "outline")}
          </div>
        </div>
      </div>
    </section>
  );
}
