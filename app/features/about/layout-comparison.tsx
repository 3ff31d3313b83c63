// The two About layouts side by side (stacked on phones), each captioned.
import { AboutLayoutMock, type AboutLayout } from "./about-layout-mock.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

const LAYOUTS: AboutLayout[] = ["current", "uniform"];

export function LayoutComparison({ text }: { text: PageText<"about"> }) {
  const t = text.about.preview;
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {LAYOUTS.map((layout) => (
        <li key={layout}>
          <figure className="card grid gap-4 p-4 sm:p-5" data-testid={`layout-${layout}`}>
            <AboutLayoutMock text={text} layout={layout} />
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
