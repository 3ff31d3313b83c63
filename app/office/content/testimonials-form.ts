// The testimonials' editor as a form (issue 28, /staff/content/testimonials): twelve
// slots in the document's order, each a testimonial or room for one (document-form.ts says
// how a form is read, filled and checked; testimonials-document.ts the rules).
import { documentForm, textField as text, type FieldSpec, type SectionSpec } from "./document-form.ts";
import { MAX_TESTIMONIALS, TESTIMONIAL_LIMITS, testimonialsDocumentSchema } from "./testimonials-document.ts";

const slotFields = (index: number): FieldSpec[] => {
  const at = `list.${index}`;
  const common = { n: index + 1, slot: at };
  return [
    { kind: "id", path: `${at}.id`, label: "testimonialName", max: 9, required: false, ...common },
    text(`${at}.name`, "testimonialName", TESTIMONIAL_LIMITS.name, common),
    text(`${at}.role`, "testimonialRole", TESTIMONIAL_LIMITS.role, { ...common, hint: "testimonialRole" }),
    text(`${at}.content`, "testimonialContent", TESTIMONIAL_LIMITS.content, { ...common, long: true }),
    { kind: "rating", path: `${at}.rating`, label: "rating", max: 1, required: true, ...common },
    { kind: "photo", path: `${at}.photo`, label: "testimonialPhoto", hint: "testimonialPhoto", max: 36, required: false, ...common },
    { kind: "note", path: `${at}.consent`, label: "consent", hint: "consent", max: TESTIMONIAL_LIMITS.consent, required: true, ...common },
    { kind: "place", path: `${at}.place`, label: "position", hint: "position", max: MAX_TESTIMONIALS, required: false, ...common },
    { kind: "toggle", path: `${at}.hidden`, label: "hidden", hint: "hidden", max: 3, required: false, ...common },
    { kind: "toggle", path: `${at}.remove`, label: "remove", hint: "remove", max: 3, required: false, ...common },
  ];
};

export const TESTIMONIALS_FORM: SectionSpec[] = [
  { key: "testimonials", hint: "testimonials", fold: { empty: "emptyTestimonial", named: "namedTestimonial" }, fields: Array.from({ length: MAX_TESTIMONIALS }, (_, index) => slotFields(index)).flat() },
];

export const testimonialsForm = documentForm(TESTIMONIALS_FORM, testimonialsDocumentSchema);
