import { lazy, type ComponentProps } from "react";
import { FormDialog } from "#app/components/ui/form-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";

// Loaded when the dialog first opens: pages carry the form (and its validation) only on demand.
const EnrollmentForm = lazy(() => import("./enrollment-form.tsx").then((module) => ({ default: module.EnrollmentForm })));

type DialogProps = Pick<ComponentProps<typeof FormDialog>, "trigger" | "open" | "onOpenChange">;

/** 'Enroll Now': from the navigation bar's Apply Now and the home page's call to action. */
export function EnrollmentDialog(props: DialogProps) {
  const { m } = useI18n();
  return (
    <FormDialog fallback="/enroll" title={m.enrollmentForm.title} description={m.enrollmentForm.description} {...props}>
      {(close) => <EnrollmentForm onDone={close} />}
    </FormDialog>
  );
}
