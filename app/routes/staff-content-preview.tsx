// /staff/content/school/:id/preview (and /te/…): the school's public page, the very
// component parents see with its navigation and footer, drawn from the draft (the live
// page when there is no draft), under a banner saying it is not published. Behind the
// staff gate, for the school's staff and group admins (anyone else: 404); like every
// staff address it is sent with Cache-Control: no-store and X-Robots-Tag: noindex
// (server/staff-area.ts). Its language is the address's, as for every page: `?lang=` is
// the site's language switch (it stores the choice and leads to the other address).
import { Link } from "react-router";
import { localize } from "#app/content/localize.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { SchoolBrand } from "#app/features/schools/school-header.tsx";
import { SchoolPage } from "#app/features/schools/school-page.tsx";
import { getSchool } from "#app/features/schools/schools.server.ts";
import { PageShell } from "#app/layout/page-shell.tsx";
import { schoolPageToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffNotFound } from "#app/office/shell/staff-not-found.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-content-preview";

/** The public page brings its own frame: the staff area's is left out (routes/staff-area.tsx). */
export const handle = { ownFrame: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["school", "admissionForm", "staffContent"]);
  const { id, opened } = await schoolPageToEdit(context.db, signedInMember(context), params.id, lang);
  const school = await getSchool(context.db, id, lang);
  if (!school) throw staffNotFound(lang);
  const document = (opened.draft ?? opened.published) as SchoolContent;
  return { text, id, draft: opened.draft !== null, established: school.established, content: localize(document, lang) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.previewTitle, loaderData ? schoolPagePaths(loaderData.id).preview : STAFF_PATHS.content);
}

export default function StaffContentPreview({ loaderData: { text, id, draft, established, content } }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const t = text.staffContent.preview;
  const paths = schoolPagePaths(id);
  const other = lang === "en" ? "te" : "en";
  return (
    <PageShell brand={<SchoolBrand id={content.id} name={content.name} shortName={content.shortName} crest={content.crest} />}>
      <div role="region" aria-label={draft ? format(t.banner, { school: content.name }) : t.noDraft} className="border-b-4 border-marigold-500 bg-marigold-100">
        <div className="container-page grid gap-2 py-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
          <p className="font-semibold text-ink-950">{draft ? format(t.banner, { school: content.name }) : t.noDraft}</p>
          <p className="flex flex-wrap gap-x-5">
            <Link to={localizedPath(paths.editor, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
              {t.back}
            </Link>
            <Link to={localizedPath(paths.preview, other)} reloadDocument lang={other} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
              {t.otherLanguage[other]}
            </Link>
          </p>
        </div>
      </div>
      <SchoolPage text={text} content={content} established={established} />
    </PageShell>
  );
}
