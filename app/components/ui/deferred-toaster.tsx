// The toasts' code (Radix Toast: about 8 KB after gzip) is only needed once something is
// announced, which is always after a visitor has started filling a form: it mounts with
// the first toast, and forms warm it up when they are first focused.
import { lazy, Suspense, useState } from "react";
import { useToasts } from "#app/hooks/use-toast.ts";
import { loadOnce } from "#app/lib/load-once.ts";

export const loadToaster = loadOnce(() => import("./toaster.tsx"));
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
