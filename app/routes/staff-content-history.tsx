// /staff/content/school/:id/history: every published version of a school's page, any of
// them beside the live one, and a roll-back after a confirmation (content-history-page.tsx).
// The school's staff and group admins; anyone else: 404, GET and POST alike.
import type { SchoolContent } from "#app/content/schools/types.ts";
import { historyAction, historyOf } from "#app/office/content/history-action.server.ts";
import { ContentHistoryPage } from "#app/office/content/content-history-page.tsx";
import { SCHOOL_PAGE } from "#app/office/content/content-page.ts";
import { schoolPageToEdit } from "#app/office/content/editable-pages.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-content-history";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const { id, key, opened } = await schoolPageToEdit(context.db, signedInMember(context), params.id, lang);
  return { text, id, name: (opened.published as SchoolContent).name[lang], ...(await historyOf(context.db, SCHOOL_PAGE, key, opened, request, lang)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { id, key } = await schoolPageToEdit(context.db, member, params.id, lang);
  return historyAction(request, { db: context.db, member, key, history: schoolPagePaths(id).history, lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.historyTitle, loaderData ? schoolPagePaths(loaderData.id).history : STAFF_PATHS.content);
}

export default function StaffContentHistory({ loaderData: { text, id, name, ...versions }, actionData }: Route.ComponentProps) {
  const { format } = useI18n();
  return <ContentHistoryPage text={text} form={SCHOOL_PAGE.form} title={format(text.staffContent.history.title, { school: name })} paths={schoolPagePaths(id)} {...versions} actionData={actionData} />;
}
