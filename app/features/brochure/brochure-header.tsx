// The brochure's letterhead: the group's mark and name, the academic year and tagline.
import { BrandMark } from "#app/components/brand-logo.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureHeader({ text }: { text: PageText<"brochure"> }) {
  const { m, format, admissionsYear } = useI18n();
  const t = text.brochure.header;
  return (
    <header className="flex flex-col items-start gap-4 border-b-4 border-marigold-400 pb-8 sm:flex-row sm:items-center sm:gap-6 print:pb-4">
      <BrandMark size={72} className="shrink-0" />
      <div className="grid gap-1">
        <p className="eyebrow">{format(t.eyebrow, { year: admissionsYear })}</p>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{m.common.siteName}</h1>
        <p className="text-lg text-muted">{t.tagline}</p>
      </div>
    </header>
  );
}
