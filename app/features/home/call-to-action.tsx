// The admissions call to action (anchor #admissions): the page's two main actions,
// each opening its form in a dialog, and the documents to keep ready.
import { FileCheck2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { EnrollmentDialog } from "#app/features/enquiries/enrollment-dialog.tsx";
import { TourDialog } from "#app/features/enquiries/tour-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { BookingWords } from "#app/forms/availability.ts";

/** `booking`: the tour form's words about open days. */
export function CallToAction({ text, booking }: { text: PageText<"home" | "tourForm">; booking: BookingWords }) {
  const { format, admissionsYear } = useI18n();
  const c = text.home.cta;
  return (
    <section id="admissions" aria-labelledby="admissions-title" className="section bg-ink-900 text-white">
      <div className="container-page grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="admissions-title"
            eyebrow={format(c.eyebrow, { year: admissionsYear })}
            title={c.title}
            intro={c.body}
            onDark
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <TourDialog text={text} booking={booking} trigger={<Button size="lg">{c.bookTour}</Button>} />
            <EnrollmentDialog trigger={<Button size="lg" variant="onDark">{c.enroll}</Button>} />
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] border border-white/15 bg-white/5 p-6">
          <h3 id="documents-title" className="text-lg font-bold text-white">
            {c.documentsTitle}
          </h3>
          <ul aria-labelledby="documents-title" className="mt-4 grid gap-3">
            {Object.entries(c.documents).map(([key, label]) => (
              <li key={key} className="flex items-start gap-3 text-ink-100">
                <FileCheck2 aria-hidden className="mt-0.5 size-5 shrink-0 text-marigold-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
