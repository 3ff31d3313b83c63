// One school of the brochure: crest, name, founding year, description, address, website.
import { Globe, MapPin } from "lucide-react";
import { SchoolCrest } from "#app/components/school-crest.tsx";
import { defaultCrest } from "#app/content/schools/default-crest.ts";
import { getSchoolIdentity } from "#app/content/schools/identities.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

/** The fields of a school (spec 3) that the brochure shows. */
export interface BrochureSchool {
  id: number;
  name: string;
  description: string;
  established: number;
  location: string;
  website: string | null;
}

export function BrochureSchoolCard({ text, school }: { text: PageText<"brochure">; school: BrochureSchool }) {
  const { lang, format } = useI18n();
  const t = text.brochure.schools;
  const crest = getSchoolIdentity(school.id)?.crest ?? defaultCrest;
  return (
    <li data-testid="brochure-school" className="card grid content-start gap-3 p-5 sm:p-6 print:break-inside-avoid print:border print:border-line print:shadow-none">
      <div className="flex items-start gap-4">
        <SchoolCrest crest={crest} size={52} lang={lang} title={format(t.crest, { name: school.name })} />
        <div className="grid gap-1">
          <h3 className="text-lg leading-snug font-bold">{school.name}</h3>
          <p className="w-fit rounded-full bg-ink-50 px-3 py-0.5 text-sm font-semibold text-ink-800 print:bg-white print:px-0">
            {format(t.established, { year: school.established })}
          </p>
        </div>
      </div>
      <p className="text-muted">{school.description}</p>
      <dl className="grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-4 text-marigold-600" />
            <span className="sr-only">{t.location}</span>
          </dt>
          <dd>{school.location}</dd>
        </div>
        {school.website ? (
          <div className="flex gap-2">
            <dt>
              <Globe aria-hidden className="mt-0.5 size-4 text-marigold-600" />
              <span className="sr-only">{t.website}</span>
            </dt>
            <dd className="min-w-0">
              <a href={school.website} className="font-semibold break-all text-ink-700 underline underline-offset-2 hover:text-ink-900">
                {school.website.replace(/^https?:\/\//, "")}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
