import { useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { TourForm } from "./tour-form.tsx";

/**
 * The tour form in a dialog: opened by its `trigger`, or controlled from outside
 * (`open` / `onOpenChange`) when the opener lives elsewhere.
 */
export function TourDialog({
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
      <DialogContent title={m.tourForm.title} description={m.tourForm.description}>
        <TourForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
