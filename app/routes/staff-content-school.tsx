// /staff/content/school/:id: a school page's editor (issue 28). Its office's staff and
// group admins edit the page's texts in English and Telugu; anyone else gets the staff
// area's 404, GET and POST alike. Saved as a draft on the revision opened (a stale save
// is refused with what the other editor changed, keeping what was typed); "Save and
// publish…" leads to a confirmation (?publish) that publishes the draft once every text
// has both languages. Plain posts, each success answered with a redirect (PRG).
import { editorState } from "#app/office/content/content-editing.server.ts";
import { ContentEditorPage } from "#app/office/content/content-editor-page.tsx";
import { SCHOOL_PAGE } from "#app/office/content/content-page.ts";
import { editorAction } from "#app/office/content/editor-action.server.ts";
import { schoolPageToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-content-school";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const { id, key, opened } = await schoolPageToEdit(context.db, member, params.id, lang);
  return { text, id, state: await editorState(context.db, member, SCHOOL_PAGE, key, opened, lang) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { id, key } = await schoolPageToEdit(context.db, member, params.id, lang);
  return editorAction(request, { db: context.db, member, page: SCHOOL_PAGE, key, paths: schoolPagePaths(id), lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.editorTitle, loaderData ? schoolPagePaths(loaderData.id).editor : STAFF_PATHS.content);
}

export default function StaffContentSchool({ loaderData: { text, id, state }, actionData }: Route.ComponentProps) {
  const { format } = useI18n();
  const t = text.staffContent;
  return (
    <ContentEditorPage
      text={text}
      form={SCHOOL_PAGE.form}
      state={state}
      title={format(t.editor.title, { school: state.name })}
      intro={t.editor.intro}
      publishBody={t.publish.body}
      paths={{ ...schoolPagePaths(id), publicPage: `/school/${id}` }}
      actionData={actionData}
    />
  );
}
