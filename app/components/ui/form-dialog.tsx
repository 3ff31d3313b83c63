import { Suspense, useState, type ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog, DialogContent, DialogTrigger } from "./dialog.tsx";

/**
 * A form in a dialog: opened by its `trigger`, or controlled from outside (`open` /
 * `onOpenChange`) when the opener disappears first, as in the side menu. The form gets
 * `close` to call after a successful submit.
 */
export function FormDialog({
  title,
  description,
  trigger,
  open: controlledOpen,
  onOpenChange,
  tall,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  tall?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { m } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description} tall={tall}>
        {/* Forms are loaded on first opening: a short wait on a slow connection. */}
        <Suspense
          fallback={
            <p className="py-10 text-center text-muted" aria-busy="true">
              {m.common.loading}
            </p>
          }
        >
          {children(() => setOpen(false))}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
