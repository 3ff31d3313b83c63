import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { EnrollmentForm } from "./enrollment-form.tsx";

/**
 * The enrollment form in a dialog: opened by its `trigger`, or controlled from outside
 * (`open` / `onOpenChange`) when the opener disappears first, as in the side menu.
 */
export function EnrollmentDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { m } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={m.enrollmentForm.title} description={m.enrollmentForm.description}>
        <EnrollmentForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
