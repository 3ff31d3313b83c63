// 'Our Schools': skeletons while loading, the error or empty text, else one card each.
import { AwaitList } from "#app/components/await-list.tsx";
import type { ListData } from "#app/lib/list-data.ts";
import { BrochureNotice } from "./brochure-notice.tsx";
import { BrochureSchoolCard, type BrochureSchool } from "./brochure-school-card.tsx";
import { BrochureSchoolSkeletons } from "./brochure-school-skeletons.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureSchools({ text, schools }: { text: PageText<"brochure">; schools: ListData<BrochureSchool> }) {
  const t = text.brochure.schools;
  const failed = <BrochureNotice tone="error">{t.error}</BrochureNotice>;
  return (
    <section aria-labelledby="brochure-schools" className="grid gap-6">
      <h2 id="brochure-schools" className="heading-section">
        {t.title}
      </h2>
      <AwaitList items={schools} fallback={<BrochureSchoolSkeletons text={text} />} errorElement={failed}>
        {(list) =>
          list.length ? (
            <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-1 print:gap-3">
              {list.map((school) => (
                <BrochureSchoolCard key={school.id} text={text} school={school} />
              ))}
            </ul>
          ) : (
            <BrochureNotice tone="empty">{t.empty}</BrochureNotice>
          )
        }
      </AwaitList>
    </section>
  );
}
