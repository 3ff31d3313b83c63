import { lazy, Suspense, useState, type ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { loadOnce } from "#app/lib/load-once.ts";
import { DeferredDialog, type TriggerElement } from "./deferred-dialog.tsx";

const loadModalDialog = loadOnce(() => import("./dialog.tsx"));
const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

/**
 * A form in a dialog: opened by its `trigger` (before the scripts run, a way to `fallback`,
 * the same form on a page of its own), or controlled from outside (`open` /
 * `onOpenChange`) when the opener disappears first, as in the side menu. The form gets
 * `close` to call after a successful submit.
 */
export function FormDialog({
  title,
  description,
  trigger,
  fallback,
  open: controlledOpen,
  onOpenChange,
  tall,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  trigger?: TriggerElement;
  /** The page with the same form, where the trigger leads before the scripts run. */
  fallback: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  tall?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { m, lang } = useI18n();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <DeferredDialog trigger={trigger} fallback={localizedPath(fallback, lang)} open={open} onOpenChange={setOpen} preload={loadModalDialog}>
      {(returnFocusTo) => (
        <ModalDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={returnFocusTo}
          title={title}
          description={description}
          tall={tall}
        >
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
        </ModalDialog>
      )}
    </DeferredDialog>
  );
}
