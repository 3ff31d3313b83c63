// 'What Parents Say': at most two testimonials, with their loading, error and empty states.
import { AwaitList } from "#app/components/await-list.tsx";
import type { ListData } from "#app/lib/list-data.ts";
import { BrochureNotice } from "./brochure-notice.tsx";
import { BrochureTestimonialCard, type BrochureTestimonial } from "./brochure-testimonial-card.tsx";
import { BrochureTestimonialSkeletons } from "./brochure-testimonial-skeletons.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

/** The brochure shows at most two (spec 9). */
const MAX_TESTIMONIALS = 2;

export function BrochureTestimonials({
  text,
  testimonials,
}: {
  text: PageText<"brochure">;
  testimonials: ListData<BrochureTestimonial>;
}) {
  const t = text.brochure.testimonials;
  const failed = <BrochureNotice tone="error">{t.error}</BrochureNotice>;
  return (
    <section aria-labelledby="brochure-testimonials" className="grid gap-6">
      <h2 id="brochure-testimonials" className="heading-section">
        {t.title}
      </h2>
      <AwaitList items={testimonials} fallback={<BrochureTestimonialSkeletons text={text} />} errorElement={failed}>
        {(list) =>
          list.length ? (
            <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-1 print:gap-3">
              {list.slice(0, MAX_TESTIMONIALS).map((testimonial) => (
                <BrochureTestimonialCard key={testimonial.id} testimonial={testimonial} />
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
