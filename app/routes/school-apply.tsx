// /school/{id}/apply: a school's 'Apply for Admission' form on a page of its own, where
// the school page's buttons lead before its scripts run (they open the dialog once they
// have). The school comes from the route, as in the dialog.
import { data } from "react-router";
import { FormPage, formPageMeta } from "#app/layout/form-page.tsx";
import { localize } from "#app/content/localize.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { AdmissionForm } from "#app/features/admissions/admission-form.tsx";
import { getSchool } from "#app/features/schools/schools.server.ts";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { rootData } from "#app/lib/root-data.ts";
import { NotFoundPage } from "./not-found.tsx";
import type { Route } from "./+types/school-apply";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const { lang, text } = loadPageText(request, params, ["admissionForm", "formPages", "notFound"]);
  const school = id === undefined ? undefined : await getSchool(context.db, id, lang);
  if (!school) return data({ text, school: null }, { status: 404 });
  const content = getSchoolContent(school.id);
  const name = content ? localize(content.name, lang) : school.name;
  return { text, school: { id: school.id, name } };
}

export function meta({ matches, loaderData: loaded, params }: Route.MetaArgs) {
  const root = rootData(matches);
  const path = `/school/${params.id}/apply`;
  if (!loaded?.school) {
    const t = loaded?.text.notFound.meta;
    return formPageMeta(root, path, t && { metaTitle: t.title, metaDescription: t.description });
  }
  return formPageMeta(root, path, loaded.text.formPages.admission, { school: loaded.school.name });
}

/** The form posted by the browser itself, for the school of the route. */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "admissions", (values) => ({ payload: { ...values, schoolId: args.params.id } }));
}

export default function SchoolApply({ loaderData }: Route.ComponentProps) {
  const { format } = useI18n();
  const { text, school } = loaderData;
  if (!school) return <NotFoundPage text={text} />;
  return (
    <FormPage
      title={text.admissionForm.title}
      description={format(text.admissionForm.description, { school: school.name })}
      back={{ to: `/school/${school.id}`, label: format(text.formPages.admission.back, { school: school.name }) }}
    >
      <AdmissionForm text={text} schoolId={school.id} />
    </FormPage>
  );
}
