// 'Our Schools': skeletons while loading, the error or empty text, else one card each.
import { AwaitList } from "#app/components/await-list.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { ListData } from "#app/lib/list-data.ts";
import { BrochureNotice } from "./brochure-notice.tsx";
import { BrochureSchoolCard, type BrochureSchool } from "./brochure-school-card.tsx";
import { BrochureSchoolSkeletons } from "./brochure-school-skeletons.tsx";

export function BrochureSchools({ schools }: { schools: ListData<BrochureSchool> }) {
  const { m } = useI18n();
  const t = m.brochure.schools;
  const failed = <BrochureNotice tone="error">{t.error}</BrochureNotice>;
  return (
    <section data-deferrable="" aria-labelledby="brochure-schools" className="grid gap-6">
      <h2 id="brochure-schools" className="heading-section">
        {t.title}
      </h2>
      <AwaitList items={schools} fallback={<BrochureSchoolSkeletons />} errorElement={failed}>
        {(list) =>
          list.length ? (
            <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-1 print:gap-3">
              {list.map((school) => (
                <BrochureSchoolCard key={school.id} school={school} />
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
