// /staff/content/testimonials/preview (and /te/…): the home page's testimonials as the
// draft has them (the live ones when there is no draft), hidden ones left out, in the
// frame parents see. Group admins only; like every staff address it is sent with no-store
// and noindex (server/staff-area.ts), and it chooses no language for the office.
import { Link } from "react-router";
import { shownTestimonials } from "#app/content/testimonials/index.ts";
import type { TestimonialsDocument } from "#app/content/testimonials/types.ts";
import { Testimonials } from "#app/features/home/home-sections.tsx";
import { PageShell } from "#app/layout/page-shell.tsx";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-content-testimonials-preview";

const PATHS = groupDocumentPaths("testimonials");

/** The public page's frame is its own: the staff area's is left out (routes/staff-area.tsx). */
export const handle = { ownFrame: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["home", "staffContent"]);
  const { opened } = await documentToEdit(context.db, signedInMember(context), "testimonials", lang);
  return { text, draft: opened.draft !== null, testimonials: shownTestimonials((opened.draft ?? opened.published) as TestimonialsDocument, lang) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.testimonialsPreviewTitle, PATHS.preview);
}

export default function StaffContentTestimonialsPreview({ loaderData: { text, draft, testimonials } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staffContent;
  const other = lang === "en" ? "te" : "en";
  const notice = draft ? t.testimonials.previewBanner : t.testimonials.previewNoDraft;
  return (
    <PageShell>
      <div role="region" aria-label={notice} className="border-b-4 border-marigold-500 bg-marigold-100">
        <div className="container-page grid gap-2 py-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
          {/* The page's one heading of the first level: the home page's own is not shown here. */}
          <h1 className="text-base font-semibold text-ink-950">{notice}</h1>
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
      <Testimonials text={text} testimonials={testimonials} />
    </PageShell>
  );
}
