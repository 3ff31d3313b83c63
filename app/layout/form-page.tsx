// A dialog's form on a page of its own: where 'Book a School Tour', 'Enroll Now', 'Apply
// Now' and 'Apply for Admission' lead before the page's scripts have run, or without
// them (decision 0009). Posted by the browser, the page's action answers at the form.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RootData } from "#app/lib/root-data.ts";
import { FORM_PAGE_ANCHOR } from "#app/forms/page-forms.ts";
import { PageShell } from "./page-shell.tsx";


export function FormPage({
  title,
  description,
  back,
  brand,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Where the visitor came from: the home page, or the school's page. */
  back: { to: string; label: string };
  brand?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageShell brand={brand}>
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-xl gap-5">
          <Link to={back.to} className="justify-self-start rounded-lg py-2 font-semibold text-ink-700 underline-offset-4 hover:underline">
            {back.label}
          </Link>
          <section id={FORM_PAGE_ANCHOR} aria-labelledby="form-page-title" className="card scroll-mt-24 p-5 sm:p-8">
            <h1 id="form-page-title" className="text-2xl leading-tight font-bold sm:text-3xl">
              {title}
            </h1>
            <p className="mt-2 mb-6 text-muted">{description}</p>
            {children}
          </section>
        </div>
      </div>
    </PageShell>
  );
}

/** The head of a form page: kept out of search (the school and home pages are where a search should land). */
export function formPageMeta(
  root: RootData | undefined,
  path: string,
  /** The page's own texts, from its loader's data. */
  texts: { metaTitle: string; metaDescription: string } | undefined,
  params: Record<string, string> = {},
) {
  const m = root?.messages;
  if (!m || !texts) return [];
  const { metaTitle, metaDescription } = texts;
  const values = { provider: m.common.siteName, ...params };
  return pageMeta({
    title: fillTemplate(metaTitle, values),
    description: fillTemplate(metaDescription, values),
    path,
    noindex: true,
    lang: root.lang,
    siteName: m.common.siteName,
  });
}
