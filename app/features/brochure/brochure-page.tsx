// The printable brochure (spec 2, 9). On paper: no navigation bar, footer or buttons,
// one A4 column, black on white, no shadows, cards never split across pages. These are
// Tailwind `print:` classes; a <style> element would clash with the content policy.
import type { ListData } from "#app/lib/list-data.ts";
import { BrochureContact } from "./brochure-contact.tsx";
import { BrochureHeader } from "./brochure-header.tsx";
import { BrochureHighlights } from "./brochure-highlights.tsx";
import { BrochureMission } from "./brochure-mission.tsx";
import type { BrochureSchool } from "./brochure-school-card.tsx";
import { BrochureSchools } from "./brochure-schools.tsx";
import type { BrochureTestimonial } from "./brochure-testimonial-card.tsx";
import { BrochureTestimonials } from "./brochure-testimonials.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

// The shared navigation bar is fixed and has no print style of its own: hide it (and
// the room <main> keeps for it) from here while this page is printed.
const PRINT_PAGE = "print:**:text-black print:max-w-none print:px-0 print:py-0 print:gap-8";

export function BrochurePage({
  text,
  schools,
  testimonials,
}: {
  text: PageText<"brochure">;
  schools: ListData<BrochureSchool>;
  testimonials: ListData<BrochureTestimonial>;
}) {
  return (
    <div className={`container-page grid max-w-5xl gap-12 py-10 sm:gap-16 sm:py-14 ${PRINT_PAGE}`} data-testid="brochure">
      <BrochureHeader text={text} />
      <BrochureMission text={text} />
      <BrochureHighlights text={text} />
      <BrochureSchools text={text} schools={schools} />
      <BrochureTestimonials text={text} testimonials={testimonials} />
      <BrochureContact text={text} />
    </div>
  );
}
