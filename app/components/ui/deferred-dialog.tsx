// A dialog whose code arrives when it is wanted. Radix Dialog and what it brings (focus
// trap, scroll lock, aria-hidden: about 15 KB after gzip) stay out of a page's first load:
// they are fetched when the browser is idle after the load, or at once when a visitor
// points at, touches or focuses the trigger; the dialog itself mounts on first opening
// and stays mounted, so closing animates and focus goes back to the trigger.
// Until the page's scripts run, the trigger is the submit button of a GET form to
// `fallback`, a page with the same content: a tap then opens that page instead of doing nothing
// (decision 0009). Once they run, the tap opens the dialog and the form is not followed.
import {
  cloneElement,
  Suspense,
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from "react";
import { whenIdle } from "#app/lib/load-once.ts";

export type TriggerElement = ReactElement<ComponentPropsWithRef<"button">>;

export function DeferredDialog({
  trigger,
  fallback,
  open,
  onOpenChange,
  preload,
  children,
}: {
  /** The button that opens the dialog (none when it is opened from elsewhere). */
  trigger?: TriggerElement;
  /** The URL of a page with the dialog's content, where the trigger leads before the scripts run. */
  fallback: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fetches the dialog's code; called on idle and on intent, so it must fetch once. */
  preload: () => Promise<unknown>;
  /** The lazily loaded dialog, told where focus returns when it closes. */
  children: (returnFocusTo: HTMLElement | null) => ReactNode;
}) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => whenIdle(preload), [preload]);

  const warm = () => void preload().catch(() => undefined);
  const openerButton = trigger
    ? cloneElement(trigger, {
        type: "submit",
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: (event) => {
          trigger.props.onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault(); // the dialog, not the fallback page
          setOpener(event.currentTarget); // where focus returns on close
          onOpenChange(true);
        },
        onPointerEnter: warm,
        onTouchStart: warm,
        onFocus: warm,
      })
    : null;

  return (
    <>
      {openerButton ? (
        <form method="get" action={fallback} className="contents">
          {openerButton}
        </form>
      ) : null}
      {wanted ? <Suspense fallback={null}>{children(opener)}</Suspense> : null}
    </>
  );
}
