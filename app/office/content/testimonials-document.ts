// What a group admin may change of the testimonials (issue 28, the "testimonials"
// document): up to twelve, each a family's words with their name and role in English and
// Telugu, a rating, a photo from the group's library and a note of how the family agreed
// to be quoted; hidden, moved to another place, or removed. As a zod schema over the
// texts a form posts, with the school editor's rules (school-document.ts).
import { z } from "zod";
import type { PhotoView } from "#app/content/photo.ts";
import type { TestimonialEntry, TestimonialsDocument } from "#app/content/testimonials/types.ts";
import { localizedText, photoChoice, plainText, type ProblemKey } from "./school-document.ts";

export const MAX_TESTIMONIALS = 12;

/** The most characters each text may hold (each language alike). */
export const TESTIMONIAL_LIMITS = { name: 80, role: 120, content: 600, consent: 300 } as const;

const problem = (key: ProblemKey) => ({ error: key });
const ticked = z.string().transform((value) => value === "yes");
/** A number the form offers (a rating, a place), or none (""). */
const chosenNumber = (max: number, key: ProblemKey) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= max), problem(key))
    .transform((value) => (value === "" ? null : Number(value)));

const slot = z
  .object({
    id: z
      .string()
      .trim()
      .transform((value) => (/^\d{1,9}$/.test(value) ? Number(value) : null)),
    name: localizedText(TESTIMONIAL_LIMITS.name),
    role: localizedText(TESTIMONIAL_LIMITS.role),
    content: localizedText(TESTIMONIAL_LIMITS.content),
    rating: chosenNumber(5, "staffContent.problems.rating"),
    photo: photoChoice,
    consent: plainText(TESTIMONIAL_LIMITS.consent),
    place: chosenNumber(MAX_TESTIMONIALS, "staffContent.problems.position"),
    hidden: ticked,
    remove: ticked,
  })
  .superRefine((posted, context) => {
    if (written(posted) && !posted.remove && posted.rating === null) context.addIssue({ code: "custom", path: ["rating"], message: "staffContent.problems.rating" satisfies ProblemKey });
  });

type Slot = z.output<typeof slot>;

/** A slot with anything in it (a testimonial the document has, or one being written). */
function written(posted: Omit<Slot, "rating"> & { rating: number | null }): boolean {
  const texts = [posted.name, posted.role, posted.content].some((text) => text.en !== "" || text.te !== "");
  return posted.id !== null || texts || posted.photo !== "" || posted.consent !== "" || posted.rating !== null;
}

export const testimonialsDocumentSchema = z.object({ list: z.array(slot).max(MAX_TESTIMONIALS) });

export type EditedTestimonials = z.output<typeof testimonialsDocumentSchema>;

/**
 * The document with the edits: slots left empty or marked for removal dropped, the rest in
 * their order, those given a place moved to it; a new one given the next id never used,
 * an id posted that the document does not have (or has twice) taken as new.
 */
export function withTestimonialEdits(base: TestimonialsDocument, edited: EditedTestimonials, photos: ReadonlyMap<string, PhotoView>): TestimonialsDocument {
  const known = new Set(base.list.map((entry) => entry.id));
  const seen = new Set<number>();
  let lastId = Math.max(base.lastId, ...base.list.map((entry) => entry.id));
  const entries = edited.list.filter((posted) => written(posted) && !posted.remove);
  // Those given a place are taken out, then put in at their places, the lowest first.
  const kept = entries.filter((posted) => posted.place === null);
  for (const moved of entries.filter((posted) => posted.place !== null).sort((a, b) => (a.place ?? 0) - (b.place ?? 0))) {
    kept.splice(Math.min((moved.place ?? 1) - 1, kept.length), 0, moved);
  }
  const list = kept.map((posted): TestimonialEntry => {
    const ownId = posted.id !== null && known.has(posted.id) && !seen.has(posted.id) ? posted.id : null;
    const id = ownId ?? (lastId += 1);
    seen.add(id);
    return {
      id,
      name: posted.name,
      role: posted.role,
      content: posted.content,
      rating: posted.rating ?? 5,
      photo: posted.photo === "" ? null : (photos.get(posted.photo) ?? null),
      consent: posted.consent,
      hidden: posted.hidden,
    };
  });
  return { lastId, list };
}
