// /careers: why work with us, and the job application form ('Join Our Team').
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageShell } from "#app/layout/page-shell.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { issueCaptcha } from "#app/features/careers/captcha.server.ts";
import { CAREER_FORM_ID, CareerForm } from "#app/features/careers/career-form.tsx";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { CareersContact } from "#app/features/careers/careers-contact.tsx";
import { CareersIllustration } from "#app/features/careers/careers-illustration.tsx";
import { WhyJoin } from "#app/features/careers/why-join.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/careers";

// The captcha comes with the page, drawn for this visitor (so the page is never reused for
// another: it declares no reusablePage), and the server's HTML and the hydrated page agree.
export function loader({ context, request, params }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["careers"]).text, captcha: issueCaptcha(context.challengeSecret) };
}

/**
 * The application form posted by the browser itself (app/forms/page-forms.ts), with the
 * résumé (multipart/form-data): the captcha is checked with the application, against its
 * signed question, and the note on the résumé is written from the file that arrived. A
 * form posted as text (a page rendered before the form sent files) names the file only.
 */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "careers", (values) => ({
    payload: values.resume === undefined ? values : { ...values, resumeNote: values.resume },
  }));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const m = loaderData?.text;
  return pageMeta({
    title: m?.careers.meta.title ?? "",
    description: m?.careers.meta.description ?? "",
    path: "/careers",
    lang: root?.lang,
    siteName: root?.messages.common.siteName,
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const hero = text.careers.hero;
  return (
    <PageShell>
      <section className="border-b border-line bg-white">
        <div className="container-page grid items-center gap-8 py-10 sm:py-14 md:grid-cols-[3fr_2fr]">
          <div className="grid justify-items-start gap-3">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 className="text-3xl font-bold sm:text-[2.75rem] sm:leading-tight">{hero.title}</h1>
            <p className="max-w-prose text-lg text-muted">{hero.intro}</p>
            <Link to="/" className={buttonClass("outline", "md", "mt-2")}>
              <ArrowLeft aria-hidden className="size-5" />
              {hero.back}
            </Link>
          </div>
          <CareersIllustration text={text} className="mx-auto hidden w-full max-w-sm text-ink-700 md:block" />
        </div>
      </section>

      <div className="container-page grid gap-12 py-10 sm:py-14">
        <WhyJoin text={text} />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby={CAREER_FORM_ID} className="card p-5 sm:p-8">
            <h2 id={CAREER_FORM_ID} className="heading-section">
              {text.careers.form.title}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{text.careers.form.intro}</p>
            <CareerForm text={text} captcha={loaderData.captcha} />
          </section>
          <aside className="lg:sticky lg:top-24">
            <CareersContact text={text} />
          </aside>
        </div>
      </div>
    </PageShell>
  );
}
