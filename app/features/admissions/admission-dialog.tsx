import { lazy } from "react";
import type { TriggerElement } from "#app/components/ui/deferred-dialog.tsx";
import { FormDialog } from "#app/components/ui/form-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

// Loaded when the dialog first opens: pages carry the form (and its validation) only on demand.
const AdmissionForm = lazy(() => import("./admission-form.tsx").then((module) => ({ default: module.AdmissionForm })));

/**
 * 'Apply for Admission' in a tall dialog (at most 75% of the viewport, scrolling inside):
 * opened by its `trigger`; closes by ×, a backdrop click, Escape or a successful submit.
 */
export function AdmissionDialog({
  text,
  trigger,
  schoolId,
  schoolName,
}: {
  text: PageText<"admissionForm">;
  trigger: TriggerElement;
  schoolId: number;
  schoolName: string;
}) {
  const { format } = useI18n();
  return (
    <FormDialog
      tall
      trigger={trigger}
      fallback={`/school/${schoolId}/apply`}
      title={text.admissionForm.title}
      description={format(text.admissionForm.description, { school: schoolName })}
    >
      {(close) => <AdmissionForm text={text} schoolId={schoolId} onDone={close} />}
    </FormDialog>
  );
}
