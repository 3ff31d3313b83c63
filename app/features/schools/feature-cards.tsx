// Section 5: 'Why Choose {school}': the school's description and its five feature cards.
import type { FeatureIcon } from "#app/content/schools/types.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { FeatureIconView } from "./feature-icons.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function FeatureCards({
  text,
  name,
  description,
  features,
}: {
  text: PageText<"school">;
  name: string;
  description: string;
  features: ReadonlyArray<{ title: string; description: string; icon: FeatureIcon }>;
}) {
  const { format } = useI18n();
  return (
    <section aria-labelledby="school-features" className="section bg-white">
      <div className="container-page grid gap-10">
        <div className="grid max-w-3xl gap-3">
          <p className="eyebrow">{text.school.features.eyebrow}</p>
          <h2 id="school-features" className="heading-section">
            {format(text.school.features.heading, { school: name })}
          </h2>
          <p className="text-lg text-muted">{description}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="card grid content-start gap-3 border border-line p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ink-50 text-ink-700">
                <FeatureIconView name={feature.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-bold">{feature.title}</h3>
              <p className="text-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
