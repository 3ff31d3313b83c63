import type { ReactNode } from "react";
import { FormDialog } from "#app/components/ui/form-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { AdmissionForm } from "./admission-form.tsx";

/**
 * 'Apply for Admission' in a tall dialog (at most 75% of the viewport, scrolling inside):
 * opened by its `trigger`; closes by ×, a backdrop click, Escape or a successful submit.
 */
export function AdmissionDialog({
  trigger,
  schoolId,
  schoolName,
}: {
  trigger: ReactNode;
  schoolId: number;
  schoolName: string;
}) {
  const { m, format } = useI18n();
  return (
    <FormDialog
      tall
      trigger={trigger}
      title={m.admissionForm.title}
      description={format(m.admissionForm.description, { school: schoolName })}
    >
      {(close) => <AdmissionForm schoolId={schoolId} onDone={close} />}
    </FormDialog>
  );
}
