// /staff/content/testimonials: the testimonials' editor (issue 28): up to twelve, each in
// English and Telugu with a rating, a photo from the group's library and the family's
// consent noted; hidden, moved or removed. Group admins only (the route sits behind their
// gate; anyone else: the staff area's 404). Saved, previewed and published as a school's
// page is (content-editor-page.tsx).
import { editorState } from "#app/office/content/content-editing.server.ts";
import { ContentEditorPage } from "#app/office/content/content-editor-page.tsx";
import { TESTIMONIALS_PAGE } from "#app/office/content/content-page.ts";
import { editorAction } from "#app/office/content/editor-action.server.ts";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-content-testimonials";

const PATHS = groupDocumentPaths("testimonials");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const member = signedInMember(context);
  const { key, opened } = await documentToEdit(context.db, member, "testimonials", lang);
  return { text, state: await editorState(context.db, member, TESTIMONIALS_PAGE, key, opened, lang) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { key } = await documentToEdit(context.db, member, "testimonials", lang);
  return editorAction(request, { db: context.db, member, page: TESTIMONIALS_PAGE, key, paths: PATHS, lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.testimonialsTitle, PATHS.editor);
}

export default function StaffContentTestimonials({ loaderData: { text, state }, actionData }: Route.ComponentProps) {
  const t = text.staffContent;
  return (
    <ContentEditorPage
      text={text}
      form={TESTIMONIALS_PAGE.form}
      state={state}
      title={t.testimonials.name}
      intro={t.testimonials.intro}
      publishBody={t.testimonials.publishBody}
      paths={{ ...PATHS, publicPage: "/#testimonials" }}
      actionData={actionData}
    />
  );
}
