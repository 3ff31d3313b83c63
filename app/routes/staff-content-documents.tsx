// /staff/content/school/:id/documents: a school's published documents (issue 28, "Fees and
// disclosures"), for its own staff and group admins; another school's staff get the staff
// area's 404, GET and POST alike, before any body is read. Upload (a multipart post) and
// removal (a confirmation step, ?remove=<id>, then a post) each answer a success with a
// redirect; a refused upload is shown at its fields, with a 4xx and nothing written. A
// document moves a place up or down within its category (a post each).
import { data, redirect } from "react-router";
import { findDocument, listDocuments, moveDocument, removeDocument } from "#app/content/documents/documents.server.ts";
import { receiveDocumentUpload } from "#app/content/documents/document-upload.server.ts";
import { disclosuresPath } from "#app/content/disclosure.ts";
import { DocumentList, DocumentUploadForm, Notice, RemoveConfirmation } from "#app/office/documents/documents-page.tsx";
import { documentsSchoolOf } from "#app/office/documents/documents-school.server.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-content-documents";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffDocuments", "disclosures"]);
  const school = documentsSchoolOf(signedInMember(context), params.id, lang);
  const query = new URL(request.url).searchParams;
  const removing = query.get("remove");
  return {
    text,
    school,
    documents: await listDocuments(context.db, school.id),
    removing: removing ? ((await findDocument(context.db, school.id, removing)) ?? null) : null,
    says: query.has("uploaded") ? ("uploaded" as const) : query.has("removed") ? ("removed" as const) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const school = documentsSchoolOf(member, params.id, lang);
  const page = localizedPath(schoolPagePaths(school.id).documents, lang);
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const outcome = await receiveDocumentUpload(context.db, request, { schoolId: school.id, memberId: member.id, lang });
    if (outcome.ok) throw redirect(`${page}?uploaded`);
    const { status, message, errors, values } = outcome;
    return data({ message, errors, values }, { status });
  }
  const form = await request.formData().catch(() => null);
  const id = form?.get("id");
  const intent = form?.get("intent");
  if (typeof id !== "string") throw data(null, { status: 400 });
  if (intent === "up" || intent === "down") {
    await moveDocument(context.db, { schoolId: school.id, id, direction: intent });
    throw redirect(page);
  }
  if (intent !== "remove") throw data(null, { status: 400 });
  // Removed already (a second tab, a double post): the list says what is left.
  await removeDocument(context.db, { schoolId: school.id, id, removedBy: member.id });
  throw redirect(`${page}?removed`);
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const path = loaderData ? schoolPagePaths(loaderData.school.id).documents : `${STAFF_PATHS.content}/school/${params.id}/documents`;
  return staffTitleMeta(matches, loaderData?.text.staffDocuments.meta.title, path);
}

export default function StaffContentDocuments({ loaderData: { text, school, documents, removing, says }, actionData }: Route.ComponentProps) {
  const { lang, format } = useI18n();
  const t = text.staffDocuments;
  const pagePath = localizedPath(schoolPagePaths(school.id).documents, lang);
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="documents-title">
      <div className="grid gap-2">
        <h1 id="documents-title" className="text-2xl font-bold sm:text-3xl">
          {format(t.title, { school: school.name })}
        </h1>
        <p className="max-w-prose text-muted">{t.intro}</p>
        <p>
          <a href={localizedPath(disclosuresPath(school.id), lang)} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
            {t.publicPage}
          </a>
        </p>
      </div>
      <Notice text={text} says={actionData ? null : says} />
      {removing ? <RemoveConfirmation text={text} document={removing} pagePath={pagePath} /> : null}
      <DocumentList text={text} schoolId={school.id} documents={documents} pagePath={pagePath} />
      <DocumentUploadForm text={text} pagePath={pagePath} refused={actionData ?? undefined} />
    </section>
  );
}
