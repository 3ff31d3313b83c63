// Section 1: the school's crest and name in the fixed navigation bar (in place of the
// group's name), linking to the school's own page.
import { Link } from "react-router";
import { SchoolCrest } from "#app/components/school-crest.tsx";
import type { Crest } from "#app/content/schools/types.ts";
import { useI18n } from "#app/i18n/i18n.tsx";

/** A crest whose texts are already in the visitor's language (see localize). */
export interface LocalizedCrest {
  primary: string;
  secondary: string;
  initial: string;
  motif: Crest["motif"];
}

export function SchoolBrand({
  id,
  name,
  shortName = name,
  crest,
}: {
  id: number;
  name: string;
  /** Shown on phones, where the full name would be cut off. */
  shortName?: string;
  crest: LocalizedCrest;
}) {
  const { lang } = useI18n();
  return (
    <Link
      to={`/school/${id}`}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg"
    >
      <span aria-hidden className="shrink-0">
        <SchoolCrest crest={{ ...crest, initial: { en: crest.initial, te: crest.initial } }} size={40} title={name} lang={lang} />
      </span>
      <span className="truncate text-base font-bold text-ink-900 sm:hidden">{shortName}</span>
      <span className="hidden truncate text-lg font-bold text-ink-900 sm:inline">{name}</span>
    </Link>
  );
}
