// The two About layouts side by side (stacked on phones), each captioned.
import { useI18n } from "#app/i18n/i18n.tsx";
import { AboutLayoutMock, type AboutLayout } from "./about-layout-mock.tsx";

const LAYOUTS: AboutLayout[] = ["current", "uniform"];

export function LayoutComparison() {
  const { m } = useI18n();
  const t = m.about.preview;
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {LAYOUTS.map((layout) => (
        <li key={layout}>
          <figure className="card grid gap-4 p-4 sm:p-5" data-testid={`layout-${layout}`}>
            <AboutLayoutMock layout={layout} />
            <figcaption className="grid gap-1">
              <span className="text-lg font-bold text-ink-900">{t[layout].label}</span>
              <span className="text-muted">{t[layout].caption}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
