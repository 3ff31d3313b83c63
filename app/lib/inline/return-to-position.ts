// Runs in the browser, inline just before React Router's scroll-restoration script
// (app/components/scroll-restoration.tsx writes it there, as its minified text:
// app/lib/inline/vite-plugin.ts). It must use nothing outside this function.

/**
 * A page the visitor returns to (a reload, back or forward: its history entry has React
 * Router's key) may be restored to a position by the script after this one. It is laid
 * out whole first, not among the deferred sections' placeholder heights (a reload of
 * /about landed at 793 px instead of 1,500), and jumps there: the stylesheet's smooth
 * scrolling, meant for anchors, slid it down from the top. The page's own script turns
 * smooth scrolling back on once it has hydrated.
 */
export default function returnToPosition(deferAttribute: string): void {
  const state = window.history.state as { key?: string } | null;
  if (!state || !state.key) return;
  const root = document.documentElement;
  root.removeAttribute(deferAttribute);
  root.style.scrollBehavior = "auto";
}
