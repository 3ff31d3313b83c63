// Runs in the browser, inline just before React Router's scroll-restoration script
// (app/components/scroll-restoration.tsx writes it there, as its minified text:
// app/lib/inline/vite-plugin.ts). It must use nothing outside this function.

/**
 * A page the visitor returns to (a reload, back or forward: its history entry has React
 * Router's key) may be restored to a position by the script after this one. It jumps
 * there: the stylesheet's smooth scrolling, meant for anchors, slid it down from the top
 * (React Router's script scrolls without saying how). Smooth scrolling comes back once
 * the page has hydrated (the component's layout effect).
 */
export default function returnToPosition(): void {
  const state = window.history.state as { key?: string } | null;
  if (state && state.key) document.documentElement.style.scrollBehavior = "auto";
}
