// Section 9: 'Admission Details': the academic year and classes open, eligibility, the
// four steps of the process and the documents to bring.
import { CalendarCheck, FileText } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function AdmissionDetails({ text }: { text: PageText<"school"> }) {
  const { format, admissionsYear } = useI18n();
  const a = text.school.admission;
  return (
    <section aria-labelledby="school-admission" className="section bg-white">
      <div className="container-page grid gap-8">
        <div className="grid gap-3">
          <p className="eyebrow">{a.eyebrow}</p>
          <h2 id="school-admission" className="heading-section">
            {a.heading}
          </h2>
        </div>
        <div className="card flex flex-col gap-4 border border-l-4 border-line border-l-marigold-400 p-5 sm:flex-row sm:items-center sm:p-6">
          <CalendarCheck aria-hidden className="size-10 shrink-0 text-marigold-600" />
          <div className="grid gap-1">
            <p className="text-xl font-bold text-ink-900">{format(a.open, { year: admissionsYear })}</p>
            <p className="text-lg text-muted">{a.classes}</p>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="card grid content-start gap-4 border border-line p-6">
            <h3 className="text-xl font-bold">{a.eligibility.heading}</h3>
            <ul className="grid gap-3">
              {[a.eligibility.prePrimary, a.eligibility.higher].map((rule) => (
                <li key={rule} className="flex gap-3">
                  <span aria-hidden className="mt-2.5 size-2 shrink-0 rounded-full bg-marigold-500" />
                  <span>{rule}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card grid content-start gap-4 border border-line p-6">
            <h3 className="text-xl font-bold">{a.process.heading}</h3>
            <ol className="grid gap-4">
              {Object.entries(a.process.steps).map(([key, step], index) => (
                <li key={key} className="flex items-start gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-800 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 font-semibold text-ink-900">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="card grid content-start gap-4 border border-line p-6">
            <h3 className="text-xl font-bold">{a.documents.heading}</h3>
            <ul className="grid gap-3">
              {Object.entries(a.documents.items).map(([key, item]) => (
                <li key={key} className="flex gap-3">
                  <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
