// The day list's Print button: the browser's print dialog, with the page's print styles.
// It needs the page's scripts: until they run (or where they never do), a line says how
// to print from the browser instead.
import { Printer } from "lucide-react";
import { useSyncExternalStore } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";

export function PrintButton({ label, hint }: { label: string; hint: string }) {
  // False on the server and while the page hydrates; true once the scripts run.
  const scripts = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!scripts) return <p className="text-sm text-muted print:hidden">{hint}</p>;
  return (
    <button type="button" className={buttonClass("outline", "sm", "print:hidden")} onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" />
      {label}
    </button>
  );
}

const noSubscription = () => () => {};
