// /enroll: the 'Enroll Now' form on a page of its own, where Apply Now and Enroll Now
// lead before the page's scripts run (they open the dialog once they have).
import { FormPage, formPageMeta } from "#app/layout/form-page.tsx";
import { EnrollmentForm } from "#app/features/enquiries/enrollment-form.tsx";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/enroll";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export function loader({ request, params }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["formPages"]).text };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return formPageMeta(rootData(matches), "/enroll", loaderData?.text.formPages.enrollment);
}

/** The form posted by the browser itself (app/forms/page-forms.ts). */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "enrollments");
}

export default function Enroll({ loaderData: { text } }: Route.ComponentProps) {
  const { m } = useI18n();
  return (
    <FormPage
      title={m.enrollmentForm.title}
      description={m.enrollmentForm.description}
      back={{ to: "/", label: text.formPages.backHome }}
    >
      <EnrollmentForm />
    </FormPage>
  );
}
