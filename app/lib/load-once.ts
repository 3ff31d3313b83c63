// Code that is fetched on demand (a dialog, the validation library, the toasts) is asked
// for from several places — on idle, on a trigger's hover or focus, on first use — and
// must be fetched once. A failed fetch (a dropped connection) is forgotten, so the next
// ask tries again.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment: on-demand code
 * is warmed without competing with the page's first load. Returns a cancel function.
 */
export function whenIdle(task: () => unknown): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    const start = () => !cancelled && void Promise.resolve(task()).catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(start, { timeout: 4000 });
    else idleHandle = setTimeout(start, 1000) as unknown as number;
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
      clearTimeout(idleHandle);
    }
  };
}
