// /school/{id}/disclosures: a school's fee structure and the documents its board requires
// it to publish on its website (issue 28, CBSE's Mandatory Public Disclosure), grouped by
// category, each a PDF to download. Read from the database on every view and never kept by
// the page cache (no `handle`): an upload or a removal shows at once (decision 0033).
import { Download, FileText } from "lucide-react";
import { data, Link } from "react-router";
import { DOCUMENT_CATEGORIES } from "#app/config/enumerations.ts";
import { listDocuments } from "#app/content/documents/documents.server.ts";
import { documentPath, documentSize } from "#app/content/disclosure.ts";
import { localize } from "#app/content/localize.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { SchoolBrand } from "#app/features/schools/school-header.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { PageShell } from "#app/layout/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { rootData } from "#app/lib/root-data.ts";
import { NotFoundPage } from "./not-found.tsx";
import type { Route } from "./+types/school-disclosures";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["disclosures", "notFound"]);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : undefined;
  const content = id === undefined ? undefined : getSchoolContent(id);
  if (id === undefined || !content) return data({ text, school: null }, { status: 404 });
  const { name, shortName, crest } = localize({ name: content.name, shortName: content.shortName, crest: content.crest }, lang);
  return { text, school: { id, name, shortName, crest }, documents: await listDocuments(context.db, id) };
}

export function meta({ matches, loaderData: loaded, params }: Route.MetaArgs) {
  const root = rootData(matches);
  if (!root || !loaded) return [];
  const siteName = root.messages.common.siteName;
  const path = `/school/${params.id}/disclosures`;
  if (!loaded.school) {
    const t = loaded.text.notFound.meta;
    return pageMeta({ title: t.title, description: t.description, path, noindex: true, lang: root.lang, siteName });
  }
  const t = loaded.text.disclosures;
  const values = { school: loaded.school.name, provider: siteName };
  return pageMeta({ title: fillTemplate(t.meta.title, values), description: fillTemplate(t.meta.description, values), path, lang: root.lang, siteName });
}

export default function SchoolDisclosures({ loaderData }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  if (!loaderData.school) return <NotFoundPage text={loaderData.text} />;
  const { text, school, documents } = loaderData;
  const t = text.disclosures;
  return (
    <PageShell brand={<SchoolBrand id={school.id} name={school.name} shortName={school.shortName} crest={school.crest} />}>
      <section className="section" aria-labelledby="disclosures-title">
        <div className="container-page grid max-w-4xl gap-8">
          <div className="grid gap-3">
            <p>
              <Link to={localizedPath(`/school/${school.id}`, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
                {format(t.back, { school: school.name })}
              </Link>
            </p>
            <h1 id="disclosures-title" className="heading-section">
              {format(t.title, { school: school.name })}
            </h1>
            <p className="max-w-prose text-lg text-muted">{t.intro}</p>
          </div>
          {documents.length === 0 ? (
            <p className="card border border-line p-5 sm:p-6">{t.empty}</p>
          ) : (
            DOCUMENT_CATEGORIES.map((category) => {
              const inCategory = documents.filter((document) => document.category === category);
              if (inCategory.length === 0) return null;
              return (
                <section key={category} aria-labelledby={`category-${category}`} className="grid gap-3">
                  <h2 id={`category-${category}`} className="text-xl font-bold text-ink-900">
                    {t.categories[category]}
                  </h2>
                  <ul className="grid gap-3">
                    {inCategory.map((document) => (
                      <li key={document.id}>
                        <a
                          href={documentPath(school.id, document.id)}
                          download
                          className="card flex min-h-16 items-center gap-4 border border-line p-4 transition-colors hover:border-ink-600 sm:p-5"
                        >
                          <FileText aria-hidden className="size-8 shrink-0 text-ink-600" />
                          <span className="grid min-w-0 flex-1">
                            <span className="font-semibold text-ink-900 underline-offset-4 [overflow-wrap:anywhere]">{document.title[lang]}</span>
                            <span className="text-sm text-muted">{documentSize(document.size, lang)}</span>
                          </span>
                          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-800">
                            <Download aria-hidden className="size-5" />
                            <span className="sr-only sm:not-sr-only">{t.download}</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </div>
      </section>
    </PageShell>
  );
}
