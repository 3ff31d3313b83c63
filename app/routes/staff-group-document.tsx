// /staff/content/group, /staff/content/testimonials, /staff/content/copy: the editors of the
// group's documents (issue 28), one route over `:document` (GROUP_DOCUMENT_PAGES): the
// group's facts (phones, e-mails, social networks, head office, grievance officer,
// admissions year, the announcement banner), the testimonials (up to twelve, each with a
// rating, a photo and the family's consent noted), and the words of the home page, the
// about page and the brochure that the spec does not fix; in English and Telugu. Group
// admins only (the route sits behind their gate; anyone else, and any other `:document`:
// the staff area's 404). Saved, previewed and published as a school's page is.
import { editorState } from "#app/office/content/content-editing.server.ts";
import { ContentEditorPage } from "#app/office/content/content-editor-page.tsx";
import { GROUP_DOCUMENT_PAGES } from "#app/office/content/content-page.ts";
import { editorAction } from "#app/office/content/editor-action.server.ts";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-group-document";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const { key, opened } = await documentToEdit(context.db, member, params.document, lang);
  return { text, key, state: await editorState(context.db, member, GROUP_DOCUMENT_PAGES[key].page, key, opened, lang) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { key } = await documentToEdit(context.db, member, params.document, lang);
  return editorAction(request, { db: context.db, member, page: GROUP_DOCUMENT_PAGES[key].page, key, paths: groupDocumentPaths(key), lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { key, text } = loaderData;
  return staffTitleMeta(matches, text.staffContent.meta[`${key}Title`], groupDocumentPaths(key).editor);
}

export default function StaffGroupDocument({ loaderData: { text, key, state }, actionData }: Route.ComponentProps) {
  const words = text.staffContent[key];
  const { page, publicPage } = GROUP_DOCUMENT_PAGES[key];
  return (
    <ContentEditorPage
      text={text}
      form={page.form}
      state={state}
      title={words.name}
      intro={words.intro}
      publishBody={words.publishBody}
      paths={{ ...groupDocumentPaths(key), publicPage }}
      actionData={actionData}
    />
  );
}
