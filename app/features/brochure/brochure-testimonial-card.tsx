// One testimonial: stars, the words, and who said them.
import { Avatar } from "#app/components/initials-avatar.tsx";
import { StarRating } from "#app/components/star-rating.tsx";
import type { Testimonial } from "#app/content/testimonials/types.ts";

/** A testimonial as the brochure shows it (spec 3's fields). */
export type BrochureTestimonial = Testimonial;

export function BrochureTestimonialCard({ testimonial }: { testimonial: BrochureTestimonial }) {
  return (
    <li data-testid="brochure-testimonial" className="card print:break-inside-avoid print:border print:border-line print:shadow-none">
      <figure className="grid h-full content-start gap-4 p-6">
        <StarRating rating={testimonial.rating} />
        <blockquote className="text-lg">
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption className="mt-auto flex items-center gap-3">
          <Avatar name={testimonial.name} imageUrl={testimonial.imageUrl} size={44} className="print:hidden" />
          <span className="grid">
            <span className="font-bold text-ink-900">{testimonial.name}</span>
            <span className="text-sm text-muted">{testimonial.role}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
