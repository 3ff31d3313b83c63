// Below-the-fold sections are laid out when they are first needed, not all before the
// first paint. The server's page marks <html> with DEFER_RENDERING; while it is there the
// stylesheet gives every section and the footer `content-visibility: auto`, so the first
// layout on a slow phone covers only what is on screen (on /te about a third of the style
// and layout work it was). Once the page is interactive, `renderDeferredSections` lays the rest out
// one section per idle moment, each in a short task of its own, and then removes the
// mark: checkers that read colours (axe-core misreads content the browser skipped,
// dequelabs/axe-core#2768) and the page's own measurements see it whole. Pages rendered
// by a client-side navigation are never deferred. docs/decisions/0008-deferred-sections.md

/** The attribute on <html> while sections may be skipped (set by app/root.tsx). */
export const DEFER_RENDERING = "data-defer-rendering";
/** The attribute on a section that has been laid out for good. */
const RENDERED = "data-rendered";
/** What may be deferred; app.css holds the same names. */
const DEFERRABLE = ".section, footer";

/** Idle moments, or a timeout: never wait for long behind a busy page. */
function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 300 });
  else setTimeout(callback, 50);
}

/** Lays out the deferred sections one by one; returns a function that stops it. */
export function renderDeferredSections(): () => void {
  const root = document.documentElement;
  if (!root.hasAttribute(DEFER_RENDERING)) return () => {};
  const pending = [...document.querySelectorAll<HTMLElement>(DEFERRABLE)];
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const section = pending.shift();
    if (!section) {
      root.removeAttribute(DEFER_RENDERING);
      return;
    }
    section.setAttribute(RENDERED, "");
    // The section is laid out with the next frame; the one after it gets the next moment.
    requestAnimationFrame(() => setTimeout(() => whenIdle(next), 0));
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}
