// Six placeholder cards while the school list loads (spec 9).
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureSchoolSkeletons({ text }: { text: PageText<"brochure"> }) {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <p className="sr-only" role="status">
        {text.brochure.schools.loading}
      </p>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} data-testid="brochure-school-skeleton" aria-hidden="true" className="card grid gap-3 p-6 motion-safe:animate-[pulse-soft_1.6s_ease-in-out_infinite]">
          <div className="flex items-center gap-4">
            <div className="size-13 rounded-xl bg-sand" />
            <div className="grid flex-1 gap-2">
              <div className="h-5 w-3/4 rounded bg-sand" />
              <div className="h-4 w-1/3 rounded bg-sand" />
            </div>
          </div>
          <div className="h-4 rounded bg-sand" />
          <div className="h-4 w-5/6 rounded bg-sand" />
          <div className="h-4 w-2/3 rounded bg-sand" />
        </div>
      ))}
    </div>
  );
}
