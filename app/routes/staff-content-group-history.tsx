// /staff/content/group/history: every published version of the group's facts, any of them
// beside the live one, and a roll-back after a confirmation (content-history-page.tsx).
// Group admins only.
import { ContentHistoryPage } from "#app/office/content/content-history-page.tsx";
import { GROUP_PAGE } from "#app/office/content/content-page.ts";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { historyAction, historyOf } from "#app/office/content/history-action.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-content-group-history";

const PATHS = groupDocumentPaths("group");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const { key, opened } = await documentToEdit(context.db, signedInMember(context), "group", lang);
  return { text, ...(await historyOf(context.db, GROUP_PAGE, key, opened, request, lang)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { key } = await documentToEdit(context.db, member, "group", lang);
  return historyAction(request, { db: context.db, member, key, history: PATHS.history, lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffContent.meta.groupHistoryTitle, PATHS.history);
}

export default function StaffContentGroupHistory({ loaderData: { text, ...versions }, actionData }: Route.ComponentProps) {
  return <ContentHistoryPage text={text} form={GROUP_PAGE.form} title={text.staffContent.group.historyTitle} paths={PATHS} {...versions} actionData={actionData} />;
}
