// Radix Dialog with the spec's manners: closes by the cross, a backdrop click or
// Escape; focus is trapped inside and returned to the opener; at most 420 px wide
// (98% on small screens). `tall` content scrolls within 75% of the viewport height.
// Loaded on demand through DeferredDialog (see form-dialog.tsx).
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";

export function ModalDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  children,
  tall = false,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener, focused again on close (Radix only knows its own Trigger). */
  returnFocusTo: HTMLElement | null;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  tall?: boolean;
  className?: string;
}) {
  const { m } = useI18n();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="dialog-backdrop"
          className="fixed inset-0 z-50 bg-ink-950/60 data-[state=open]:animate-[fade-in_150ms_ease-out]"
        />
        <DialogPrimitive.Content
          // Without a description Radix wants an explicit "none".
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => returnFocus(event, returnFocusTo)}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 w-[98%] max-w-[420px] -translate-x-1/2 -translate-y-1/2",
            "rounded-[var(--radius-card)] bg-white p-5 shadow-2xl sm:p-6",
            "data-[state=open]:animate-[dialog-in_180ms_ease-out]",
            tall ? "max-h-[75vh] overflow-y-auto" : "max-h-[95vh] overflow-y-auto",
            className,
          )}
        >
          <div className="mb-4 pr-10">
            <DialogPrimitive.Title className="text-xl font-bold text-ink-900">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          <DialogPrimitive.Close
            aria-label={m.common.dialog.close}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink-900"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Focus back to the opener when there is one still on the page; else Radix decides. */
function returnFocus(event: Event, opener: HTMLElement | null) {
  if (opener?.isConnected) {
    event.preventDefault();
    opener.focus();
  }
}
