// Replaces the visit form after a successful request: what happens next, and where to go.
// Focus moves to its heading so keyboard and screen-reader users land on the news. The
// requested slot can go into the visitor's calendar (the booking's event, as in the e-mail).
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { AddToCalendarLink } from "#app/components/add-to-calendar.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { calendarFactsOf } from "#app/lib/calendar-link.ts";
import type { ScheduledVisit } from "./visit-form.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function VisitConfirmation({ text, visit }: { text: PageText<"visit">; visit: ScheduledVisit }) {
  const { m, lang, format } = useI18n();
  const timeLabels: Record<string, string> = m.common.options.timeSlots;
  const c = text.visit.confirmation;
  const calendar = calendarFactsOf("visit", { school: visit.school, date: visit.preferredDate, slot: visit.preferredTime });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="card mx-auto grid max-w-2xl gap-6 p-6 sm:p-10" aria-labelledby="visit-confirmation-title">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck aria-hidden className="size-9" />
        </span>
        <h2
          id="visit-confirmation-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none sm:text-3xl"
        >
          {c.title}
        </h2>
        <p className="max-w-prose text-muted">{c.body}</p>
        <p className="rounded-full bg-marigold-100 px-4 py-1.5 font-semibold text-ink-900">
          {format(c.requested, {
            date: formatDate(visit.preferredDate, lang),
            time: timeLabels[visit.preferredTime] ?? visit.preferredTime,
          })}
        </p>
        {calendar ? <AddToCalendarLink facts={calendar} booking={visit.id} /> : null}
      </div>
      <div className="rounded-xl bg-ink-50 p-5">
        <h3 className="text-lg font-bold">{c.nextStepsTitle}</h3>
        <ol className="mt-3 grid gap-3">
          {Object.entries(c.steps).map(([key, step], index) => (
            <li key={key} className="flex items-start gap-3">
              <span
                aria-hidden
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-800 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClass("primary")}>
          {c.home}
        </Link>
        <Link to="/school/1" className={buttonClass("outline")}>
          {c.school}
        </Link>
      </div>
    </section>
  );
}
