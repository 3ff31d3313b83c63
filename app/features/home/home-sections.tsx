// The home page's sections in the spec's order, as the page shows them (routes/home.tsx)
// and as the office's preview of the site's words shows them before they are published
// (routes/staff-content-copy-preview.tsx, without the contact form). One module for the
// page and the office's previews, which take the sections they show from here too (the
// group's facts: the contact section; the testimonials): imported section by section by
// the previews, the sections had each become a chunk of their own shared with some of
// them, and `/` loaded 29 files where it had loaded 17, its first-load JS over the bar of
// 1.3 times a bare React Router app's (bench/README.md).
import type { BookingWords } from "#app/forms/availability.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { ListData } from "#app/lib/list-data.ts";
import { later } from "#app/lib/later.tsx";
import { CallToAction } from "./call-to-action.tsx";
import { ContactSection } from "./contact-section.tsx";
import { Hero } from "./hero.tsx";
import { SchoolsShowcase, type SchoolSummary } from "./schools-showcase.tsx";
import { Testimonials, type TestimonialView } from "./testimonials.tsx";

export { ContactSection, Testimonials };

// The sections with nothing to tap (words, lists and a drawing) are not in the page's
// first-load JS: the server's HTML of them stays as it is until their chunk has come.
const quiet = () => import("./quiet-sections.ts");
const Difference = later(() => quiet().then((module) => module.Difference));
const Highlights = later(() => quiet().then((module) => module.Highlights));
const BeyondAcademics = later(() => quiet().then((module) => module.BeyondAcademics));
const Sports = later(() => quiet().then((module) => module.Sports));

export function HomeSections({
  text,
  booking,
  schools,
  testimonials,
  contact = true,
}: {
  text: PageText<"home" | "tourForm" | "contactForm">;
  booking: BookingWords;
  schools: ListData<SchoolSummary>;
  testimonials: ListData<TestimonialView>;
  /** The contact form at the end (the preview shows the words above it only). */
  contact?: boolean;
}) {
  return (
    <>
      <Hero text={text} booking={booking} />
      <Difference text={text} />
      <Highlights text={text} />
      <SchoolsShowcase text={text} schools={schools} />
      <BeyondAcademics text={text} />
      <Sports text={text} />
      <Testimonials text={text} testimonials={testimonials} />
      <CallToAction text={text} booking={booking} />
      {contact ? <ContactSection text={text} /> : null}
    </>
  );
}
