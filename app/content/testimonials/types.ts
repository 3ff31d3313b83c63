// The testimonials as their document holds them (issue 28, content key "testimonials"):
// what group admins edit under /staff/content/testimonials, in their order; the home page
// and the brochure show those not hidden (GET /api/testimonials, in the spec's fields).
import type { Localized } from "../localized.ts";
import type { PhotoView } from "../photo.ts";

export interface TestimonialEntry {
  /** The API's id: kept across edits and moves, never reused. */
  id: number;
  name: Localized;
  /** "Parent, Queens International School". */
  role: Localized;
  content: Localized;
  /** 1-5 stars. */
  rating: number;
  /** From the group's photo library; none: the card shows the initials. */
  photo: PhotoView | null;
  /** How and when the family agreed to be quoted (the office's note, never shown to visitors). */
  consent: string;
  /** Kept but not shown. */
  hidden: boolean;
}

export interface TestimonialsDocument {
  /** The highest id ever given: a new testimonial's is the next. */
  lastId: number;
  list: TestimonialEntry[];
}

/** A testimonial as the API and the pages show it (the spec's fields), in one language. */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  imageUrl: string | null;
  rating: number;
}
