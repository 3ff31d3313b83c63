// /staff/content: the website's pages a member may edit (issue 28): a school's staff their
// school's page, a group admin every school's and the group's facts; each with its live
// version (who published it, when), its draft (who saved it, when) and the ways to it.
import { Link } from "react-router";
import { GROUP_DOCUMENT_KEYS } from "#app/content/store/content-keys.ts";
import { documentLineOf, schoolPagesOf, type PageLine } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths, schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-content";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const [pages, documents] = await Promise.all([
    schoolPagesOf(context.db, member, lang),
    Promise.all(GROUP_DOCUMENT_KEYS.map(async (key) => ({ key, line: await documentLineOf(context.db, member, key, lang) }))),
  ]);
  // A group admin's: the group's documents; anyone else's: none.
  return { text, pages, documents: documents.flatMap(({ key, line }) => (line ? [{ key, line }] : [])) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.listTitle, STAFF_PATHS.content);
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-ink-800 underline";

export default function StaffContent({ loaderData: { text, pages, documents } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staffContent;
  const link = linkClass;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="content-title">
      <div className="grid gap-2">
        <h1 id="content-title" className="text-2xl font-bold sm:text-3xl">
          {t.list.title}
        </h1>
        <p className="max-w-prose text-muted">{t.list.intro}</p>
      </div>
      {documents.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {documents.map(({ key, line }) => (
            <DocumentCard key={key} text={text} page={line} id={key === "group" ? "group-facts" : key} words={text.staffContent[key]} paths={groupDocumentPaths(key)} />
          ))}
        </div>
      ) : null}
      <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="content-title">
        {pages.map((page) => {
          const paths = schoolPagePaths(page.id);
          return (
            <li key={page.id} className="card grid content-start gap-3 p-4 sm:p-5">
              <h2 className="text-lg font-bold">
                <Link to={localizedPath(paths.editor, lang)} className="underline-offset-4 hover:underline">
                  {page.name}
                </Link>
              </h2>
              <Status text={text} page={page} />
              <ul className="flex flex-wrap gap-x-5">
                <li>
                  <Link to={localizedPath(paths.editor, lang)} className={link} aria-label={`${t.list.edit}: ${page.name}`}>
                    {t.list.edit}
                  </Link>
                </li>
                {page.draft ? (
                  <li>
                    <Link to={localizedPath(paths.preview, lang)} className={link} aria-label={`${t.list.preview}: ${page.name}`}>
                      {t.list.preview}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <Link to={localizedPath(paths.history, lang)} className={link} aria-label={`${t.list.history}: ${page.name}`}>
                    {t.list.history}
                  </Link>
                </li>
                <li>
                  <Link to={localizedPath(paths.documents, lang)} className={link} aria-label={`${t.list.documents}: ${page.name}`}>
                    {t.list.documents}
                  </Link>
                </li>
                <li>
                  <a href={localizedPath(`/school/${page.id}`, lang)} className={link} aria-label={`${t.list.publicPage}: ${page.name}`}>
                    {t.list.publicPage}
                  </a>
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Who published the live version, and the draft's state. */
function Status({ text, page }: { text: PageText<"staffContent">; page: PageLine }) {
  const { format } = useI18n();
  const t = text.staffContent;
  return (
    <p className="grid gap-0.5 text-sm">
      <span>{page.live.first ? t.list.liveFirst : format(t.list.live, { version: page.live.version, who: page.live.who ?? t.someone, when: page.live.when })}</span>
      <span className={page.draft ? "font-semibold text-marigold-600" : "text-muted"}>
        {page.draft ? format(t.list.draft, { who: page.draft.who ?? t.someone, when: page.draft.when }) : t.list.noDraft}
      </span>
    </p>
  );
}

/** One of the group's documents (its facts, the testimonials, the pages' words), for a group admin: above the schools' pages. */
function DocumentCard({
  text,
  page,
  id,
  words,
  paths,
}: {
  text: PageText<"staffContent">;
  page: PageLine;
  id: string;
  words: { name: string; listIntro: string };
  paths: { editor: string; preview: string; history: string };
}) {
  const { lang } = useI18n();
  const t = text.staffContent;
  const { name } = words;
  return (
    <section aria-labelledby={`${id}-title`} className="card grid content-start gap-3 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        <Link to={localizedPath(paths.editor, lang)} className="underline-offset-4 hover:underline">
          {name}
        </Link>
      </h2>
      <p className="max-w-prose text-muted">{words.listIntro}</p>
      <Status text={text} page={page} />
      <ul className="flex flex-wrap gap-x-5">
        <li>
          <Link to={localizedPath(paths.editor, lang)} className={linkClass} aria-label={`${t.list.edit}: ${name}`}>
            {t.list.edit}
          </Link>
        </li>
        {page.draft ? (
          <li>
            <Link to={localizedPath(paths.preview, lang)} className={linkClass} aria-label={`${t.list.preview}: ${name}`}>
              {t.list.preview}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={localizedPath(paths.history, lang)} className={linkClass} aria-label={`${t.list.history}: ${name}`}>
            {t.list.history}
          </Link>
        </li>
      </ul>
    </section>
  );
}
