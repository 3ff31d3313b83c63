// 'Voices of Excellence': what parents, students and alumni say, with their rating in
// stars. Arrives like the schools list (placeholders on client-side navigations).
import { Quote } from "lucide-react";
import { Avatar } from "#app/components/initials-avatar.tsx";
import { StarRating } from "#app/components/star-rating.tsx";
import type { Testimonial } from "#app/content/testimonials/types.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { ListData } from "#app/lib/list-data.ts";
import { Bar, Placeholders, StreamedList } from "./list-states.tsx";
import { SectionHeading } from "./section-heading.tsx";

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

/** A testimonial as GET /api/testimonials answers it (the spec's fields). */
export type TestimonialView = Testimonial;

export function Testimonials({ text, testimonials }: { text: PageText<"home">; testimonials: ListData<TestimonialView> }) {
  const t = text.home.testimonials;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="section bg-ink-50">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <StreamedList
          items={testimonials}
          placeholders={<TestimonialPlaceholders label={t.loading} />}
          errorText={t.error}
          emptyText={t.empty}
          className={`mt-10 ${GRID}`}
          renderItem={(item) => <TestimonialCard item={item} />}
        />
      </div>
    </section>
  );
}

function TestimonialCard({ item }: { item: TestimonialView }) {
  return (
    <figure data-testid="testimonial-card" className="card flex h-full flex-col gap-4 p-6">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={item.rating} />
        <Quote aria-hidden className="size-7 text-marigold-300" />
      </div>
      <blockquote className="text-text">
        <p>{item.content}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3 border-t border-line pt-4">
        <Avatar name={item.name} imageUrl={item.imageUrl} size={48} />
        <span className="min-w-0">
          <span className="block font-semibold text-ink-900">{item.name}</span>
          <span className="block text-sm text-muted">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function TestimonialPlaceholders({ label }: { label: string }) {
  return (
    <Placeholders
      count={3}
      label={label}
      testId="testimonial-card-placeholder"
      className={GRID}
    >
      <Bar className="w-24" />
      <div className="mt-5 grid gap-2">
        <Bar />
        <Bar />
        <Bar className="w-3/4" />
      </div>
      <div className="mt-6 flex items-center gap-3">
        <div className="size-12 shrink-0 rounded-full bg-sand" />
        <div className="grid flex-1 gap-2">
          <Bar className="w-1/2" />
          <Bar className="w-2/3" />
        </div>
      </div>
    </Placeholders>
  );
}
