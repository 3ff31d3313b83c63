// /staff/content/copy/preview?page=home|about|brochure (and /te/…): a page with the
// draft's words (the live ones when there is no draft), drawn by the very components
// parents see, in their frame. Group admins only; like every staff address it is sent with
// no-store and noindex (server/staff-area.ts), and it chooses no language for the office.
import { Link } from "react-router";
import { withEditedCopy, type CopyDocument } from "#app/content/copy/index.ts";
import { publicTestimonials } from "#app/content/testimonials/index.ts";
import { AboutHero } from "#app/features/about/about-hero.tsx";
import { JoinSection } from "#app/features/about/join-section.tsx";
import { MissionSection } from "#app/features/about/mission-section.tsx";
import { TrustReasons } from "#app/features/about/trust-reasons.tsx";
import { BrochurePage } from "#app/features/brochure/brochure-page.tsx";
import { HomeSections } from "#app/features/home/home-sections.tsx";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { bookingWordsOf } from "#app/forms/availability.ts";
import { PageShell } from "#app/layout/page-shell.tsx";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Route } from "./+types/staff-content-copy-preview";

const PATHS = groupDocumentPaths("copy");

/** The public page's frame is its own: the staff area's is left out (routes/staff-area.tsx). */
export const handle = { ownFrame: true };

const PAGES = ["home", "about", "brochure"] as const;
type Page = (typeof PAGES)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loaded = loadPageText(request, params, ["home", "contactForm", "tourForm", "about", "brochure", "staffContent"]);
  const { lang } = loaded;
  const { opened } = await documentToEdit(context.db, signedInMember(context), "copy", lang);
  const asked = new URL(request.url).searchParams.get("page");
  const page: Page = PAGES.find((candidate) => candidate === asked) ?? "home";
  const text = withEditedCopy(loaded.text, lang, (opened.draft ?? opened.published) as CopyDocument);
  return { text, page, draft: opened.draft !== null, booking: bookingWordsOf(catalogues[lang]), schools: await listSchools(context.db, lang), testimonials: publicTestimonials(lang) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.copyPreviewTitle, PATHS.preview);
}

export default function StaffContentCopyPreview({ loaderData: { text, page, draft, booking, schools, testimonials } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staffContent;
  const other = lang === "en" ? "te" : "en";
  const notice = draft ? t.copy.previewBanner : t.copy.previewNoDraft;
  const link = "inline-flex min-h-11 items-center font-semibold text-ink-900 underline";
  return (
    <PageShell>
      <div role="region" aria-label={notice} className="border-b-4 border-marigold-500 bg-marigold-100">
        <div className="container-page grid gap-2 py-3">
          {/* The page's one heading of the first level when the page shown has its own further down: a notice, not a title. */}
          <p className="font-semibold text-ink-950">{notice}</p>
          <nav aria-label={t.copy.name} className="flex flex-wrap gap-x-5">
            {PAGES.map((name) => (
              <Link key={name} to={`${localizedPath(PATHS.preview, lang)}?page=${name}`} aria-current={name === page ? "page" : undefined} className={`${link} aria-[current=page]:no-underline`}>
                {t.copy.pages[name]}
              </Link>
            ))}
            <Link to={localizedPath(PATHS.editor, lang)} className={link}>
              {t.preview.back}
            </Link>
            <Link to={`${localizedPath(PATHS.preview, other)}?page=${page}`} reloadDocument lang={other} className={link}>
              {t.preview.otherLanguage[other]}
            </Link>
          </nav>
        </div>
      </div>
      {page === "home" ? (
        <HomeSections text={text} booking={booking} schools={schools} testimonials={testimonials} contact={false} />
      ) : page === "about" ? (
        <>
          <AboutHero text={text} />
          <MissionSection text={text} />
          <TrustReasons text={text} />
          <JoinSection text={text} />
        </>
      ) : (
        <BrochurePage text={text} schools={schools} testimonials={testimonials.slice(0, 2)} />
      )}
    </PageShell>
  );
}
