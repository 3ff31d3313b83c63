// /staff/content/group/preview (and /te/…): the group's facts as the draft has them (the
// live ones when there is no draft), in the frame parents see: the announcement banner
// (whatever its dates, which the notice names), the home page's contact section and the
// footer. Group admins only; like every staff address it is sent with no-store and noindex
// (server/staff-area.ts), and it chooses no language for the office (app/i18n/paths.ts).
import { Link } from "react-router";
import { GroupFactsProvider } from "#app/content/group/group-facts.tsx";
import type { GroupFacts, PublicGroupFacts } from "#app/content/group/types.ts";
import { ContactSection } from "#app/features/home/home-sections.tsx";
import { PageShell } from "#app/layout/page-shell.tsx";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-content-group-preview";

const PATHS = groupDocumentPaths("group");

/** The public page's frame is its own: the staff area's is left out (routes/staff-area.tsx). */
export const handle = { ownFrame: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["home", "contactForm", "staffContent"]);
  const { opened } = await documentToEdit(context.db, signedInMember(context), "group", lang);
  const { admissions: _admissions, ...facts } = (opened.draft ?? opened.published) as GroupFacts;
  return { text, draft: opened.draft !== null, facts: facts satisfies PublicGroupFacts };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.groupPreviewTitle, PATHS.preview);
}

export default function StaffContentGroupPreview({ loaderData: { text, draft, facts } }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const t = text.staffContent;
  const other = lang === "en" ? "te" : "en";
  const notice = draft ? t.group.previewBanner : t.group.previewNoDraft;
  return (
    <GroupFactsProvider facts={facts}>
      <PageShell>
        <div role="region" aria-label={notice} className="border-b-4 border-marigold-500 bg-marigold-100">
          <div className="container-page grid gap-2 py-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
            <div className="grid gap-1">
              {/* The page's one heading of the first level: the home page's own is not shown here. */}
              <h1 className="text-base font-semibold text-ink-950">{notice}</h1>
              <p className="text-ink-900">
                {facts.banner ? format(t.group.bannerDates, { start: formatDate(facts.banner.start, lang), end: formatDate(facts.banner.end, lang) }) : t.group.noBanner}
              </p>
            </div>
            <p className="flex flex-wrap gap-x-5">
              <Link to={localizedPath(PATHS.editor, lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
                {t.preview.back}
              </Link>
              <Link to={localizedPath(PATHS.preview, other)} reloadDocument lang={other} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
                {t.preview.otherLanguage[other]}
              </Link>
            </p>
          </div>
        </div>
        <ContactSection text={text} />
      </PageShell>
    </GroupFactsProvider>
  );
}
