// /staff/content/{group,testimonials,copy}/history: every published version of one of the
// group's documents (issue 28), any of them beside the live one, and a roll-back after a
// confirmation (content-history-page.tsx); one route over `:document`. Group admins only.
import { ContentHistoryPage } from "#app/office/content/content-history-page.tsx";
import { GROUP_DOCUMENT_PAGES } from "#app/office/content/content-page.ts";
import { documentToEdit } from "#app/office/content/editable-pages.server.ts";
import { historyAction, historyOf } from "#app/office/content/history-action.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { groupDocumentPaths } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-group-document-history";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffContent"]);
  const { key, opened } = await documentToEdit(context.db, signedInMember(context), params.document, lang);
  return { text, key, ...(await historyOf(context.db, GROUP_DOCUMENT_PAGES[key].page, key, opened, request, lang)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { key } = await documentToEdit(context.db, member, params.document, lang);
  return historyAction(request, { db: context.db, member, key, history: groupDocumentPaths(key).history, lang });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { key, text } = loaderData;
  return staffTitleMeta(matches, text.staffContent.meta[`${key}HistoryTitle`], groupDocumentPaths(key).history);
}

export default function StaffGroupDocumentHistory({ loaderData: { text, key, ...versions }, actionData }: Route.ComponentProps) {
  return (
    <ContentHistoryPage
      text={text}
      form={GROUP_DOCUMENT_PAGES[key].page.form}
      title={text.staffContent[key].historyTitle}
      paths={groupDocumentPaths(key)}
      {...versions}
      actionData={actionData}
    />
  );
}
