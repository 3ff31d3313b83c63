// Two placeholder cards while the testimonials load (spec 9).
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureTestimonialSkeletons({ text }: { text: PageText<"brochure"> }) {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <p className="sr-only" role="status">
        {text.brochure.testimonials.loading}
      </p>
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} data-testid="brochure-testimonial-skeleton" aria-hidden="true" className="card grid gap-3 p-6 motion-safe:animate-[pulse-soft_1.6s_ease-in-out_infinite]">
          <div className="h-4 w-24 rounded bg-sand" />
          <div className="h-4 rounded bg-sand" />
          <div className="h-4 w-5/6 rounded bg-sand" />
          <div className="mt-2 flex items-center gap-3">
            <div className="size-11 rounded-full bg-sand" />
            <div className="h-4 w-1/3 rounded bg-sand" />
          </div>
        </div>
      ))}
    </div>
  );
}
