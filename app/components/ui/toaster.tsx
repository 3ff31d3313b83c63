// Radix Toast with the spec's constants: 5000 ms, swipe right past 50 px to dismiss,
// F8 focuses the viewport. Failures use the destructive (red) style.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CheckCircle2, X, XCircle } from "lucide-react";
import { dismissToast, TOAST_DURATION, useToasts } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cn } from "#app/lib/cn.ts";

export function Toaster() {
  const toasts = useToasts();
  const { m } = useI18n();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={m.toasts.notificationsLabel}
    >
      {toasts.map(({ id, title, description, variant, action, open }) => {
        const destructive = variant === "destructive";
        const Icon = destructive ? XCircle : CheckCircle2;
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => !next && dismissToast(id)}
            type={destructive ? "foreground" : "background"}
            data-variant={destructive ? "destructive" : "default"}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-[var(--radius-card)] border p-4 pr-10 shadow-lg",
              "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
              "data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform data-[swipe=cancel]:translate-x-0",
              destructive ? "border-danger bg-danger text-white" : "border-line bg-white text-text",
            )}
          >
            <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-white" : "text-success")} />
            <div className="grid gap-1">
              {title ? <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title> : null}
              {description ? (
                <ToastPrimitive.Description className={cn("text-sm", destructive ? "text-white" : "text-muted")}>
                  {description}
                </ToastPrimitive.Description>
              ) : null}
              {action ? (
                // A link, not a button: what it does is what its label says, also to a screen reader.
                <ToastPrimitive.Action asChild altText={action.label}>
                  <a href={action.href} className="mt-1 inline-flex min-h-11 items-center self-start font-semibold text-ink-900 underline underline-offset-4">
                    {action.label}
                  </a>
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={m.toasts.dismiss}
              className={cn(
                "absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md",
                destructive ? "text-white hover:bg-white/15" : "text-muted hover:bg-sand",
              )}
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={m.toasts.notificationsLabel}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
