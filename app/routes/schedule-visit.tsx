// /schedule-visit: what a campus visit is like, the request form with its security
// check, and whom to call; after success the form gives way to a confirmation.
import { useState } from "react";
import { PageShell } from "#app/layout/page-shell.tsx";
import { VisitAssistance } from "#app/features/visits/visit-assistance.tsx";
import { VisitConfirmation } from "#app/features/visits/visit-confirmation.tsx";
import type { ScheduledVisit } from "#app/features/visits/visit-form.tsx";
import { VISIT_REQUEST_ID, VisitForm } from "#app/features/visits/visit-form.tsx";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { usePageFormResult } from "#app/forms/page-forms.ts";
import { VisitIllustration } from "#app/features/visits/visit-illustration.tsx";
import { VisitInfoCards } from "#app/features/visits/visit-info-cards.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { bookingWordsOf } from "#app/forms/availability.ts";
import { lastBookingDay } from "./last-booking-day.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/schedule-visit";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["visit"]);
  // The form's words about places (not the booking e-mails'), and the last day a visit may be booked.
  return { text, booking: bookingWordsOf(catalogues[lang]), lastDay: await lastBookingDay(context.db) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const m = loaderData?.text;
  return pageMeta({
    title: m?.visit.meta.title ?? "",
    description: m?.visit.meta.description ?? "",
    path: "/schedule-visit",
    lang: root?.lang,
    siteName: root?.messages.common.siteName,
  });
}

/**
 * The visit form posted by the browser itself (app/forms/page-forms.ts).
 * It sends the answer once: the visit's kind of submission takes mathChallenge when the
 * spec's mathChallengeAnswer, which the page's script adds, is not there.
 */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "schedule-visits");
}

export default function ScheduleVisit({ loaderData: { text, booking, lastDay } }: Route.ComponentProps) {
  const posted = usePageFormResult("schedule-visits");
  const [scheduled, setScheduled] = useState<ScheduledVisit | null>(
    posted?.outcome === "sent"
      ? { id: posted.id, school: posted.values.school ?? "", preferredDate: posted.values.preferredDate ?? "", preferredTime: posted.values.preferredTime ?? "" }
      : null,
  );
  const hero = text.visit.hero;
  return (
    <PageShell>
      <section className="border-b border-line bg-white">
        <div className="container-page grid items-center gap-8 py-10 sm:py-14 md:grid-cols-[3fr_2fr]">
          <div className="grid gap-3">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 className="text-3xl font-bold sm:text-[2.75rem] sm:leading-tight">{hero.title}</h1>
            <p className="max-w-prose text-lg text-muted">{hero.intro}</p>
          </div>
          <VisitIllustration text={text} className="mx-auto hidden w-full max-w-sm text-ink-700 md:block" />
        </div>
      </section>

      <div id={VISIT_REQUEST_ID} className="container-page grid gap-10 py-10 sm:py-14">
        {scheduled ? (
          <VisitConfirmation text={text} visit={scheduled} />
        ) : (
          <>
            <VisitInfoCards text={text} />
            <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <section aria-labelledby="visit-form-title" className="card p-5 sm:p-8">
                <h2 id="visit-form-title" className="heading-section">
                  {text.visit.form.title}
                </h2>
                <p className="mt-1 mb-6 text-sm text-muted">{text.visit.form.intro}</p>
                <VisitForm text={text} booking={booking} lastDay={lastDay} onScheduled={setScheduled} />
              </section>
              <aside className="grid gap-6 lg:sticky lg:top-24">
                <VisitAssistance text={text} />
              </aside>
            </div>
          </>
        )}
      </div>
    </PageShell>
  );
}
