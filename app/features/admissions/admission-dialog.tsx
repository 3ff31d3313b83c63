import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        tall
        title={m.admissionForm.title}
        description={format(m.admissionForm.description, { school: schoolName })}
      >
        <AdmissionForm schoolId={schoolId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
