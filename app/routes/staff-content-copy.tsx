// /staff/content/copy: the editor of the pages' words (issue 28): the texts of the home
// page, the about page and the brochure that the spec does not fix, in English and Telugu.
// Group admins only (the route sits behind their gate; anyone else: the staff area's 404).
// Saved, previewed and published as a school's page is (content-editor-page.tsx).
import { editorState } from "#app/office/content/content-editing.server.ts";
import { ContentEditorPage } from "#app/office/content/content-editor-page.tsx";
import { COPY_PAGE } from "#app/office/content/content-page.ts";
import { editorAction } from "#app/office/content/editor-action.server.ts";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-content-copy";

const PATHS = groupDocumentPaths("copy");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const { key, opened } = await documentToEdit(context.db, member, "copy", lang);
  return { text, state: await editorState(context.db, member, COPY_PAGE, key, opened, lang) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { key } = await documentToEdit(context.db, member, "copy", lang);
  return editorAction(request, { db: context.db, member, page: COPY_PAGE, key, paths: PATHS, lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.copyTitle, PATHS.editor);
}

export default function StaffContentCopy({ loaderData: { text, state }, actionData }: Route.ComponentProps) {
  const t = text.staffContent;
  return (
    <ContentEditorPage
      text={text}
      form={COPY_PAGE.form}
      state={state}
      title={t.copy.name}
      intro={t.copy.intro}
      publishBody={t.copy.publishBody}
      paths={{ ...PATHS, publicPage: "/" }}
      actionData={actionData}
    />
  );
}
