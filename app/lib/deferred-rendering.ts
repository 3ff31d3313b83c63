// Below-the-fold sections are laid out when they are first needed, not all before the
// first paint. The server's page marks <html> with DEFER_RENDERING; while it is there the
// stylesheet gives every section and the footer `content-visibility: auto`, so the first
// layout on a slow phone covers only what is on screen (on /te about a third of the style
// and layout work it was). Once the page is interactive, `renderDeferredSections` lays the
// rest out a little per frame and then removes the mark: checkers that read colours
// (axe-core misreads content the browser skipped, dequelabs/axe-core#2768) and the page's
// own measurements see it whole. Pages rendered by a client-side navigation are never
// deferred. docs/decisions/0008-deferred-sections.md
//
// "A little" is measured, not guessed: a Telugu section of six cards took 15–22 ms to lay
// out here (its script is shaped letter by letter), four times that on Lighthouse's
// phone, which counts every task over 50 ms as blocking. So a section far below the
// screen is laid out without its parts (list items, the footer's blocks), which follow a
// few at a time; how much text goes into a frame follows what the last frame cost.

/** The attribute on <html> while sections may be skipped (set by app/root.tsx). */
export const DEFER_RENDERING = "data-defer-rendering";
/** The attribute on a section or part that has been laid out for good. */
const RENDERED = "data-rendered";
/** The attribute on a part skipped while the rest of its section is laid out; app.css holds the same names. */
const DEFERRED_PART = "data-deferred-part";
/**
 * What may be deferred: the pages' padded sections, the footer, and sections without padding
 * of their own (the brochure's) marked `data-deferrable`; app.css holds the same names.
 */
const DEFERRABLE = ".section, footer, [data-deferrable]";
/** The parts of a section that may follow it (the outermost of them). */
const PARTS = "li, nav, address, form, aside";
/**
 * The layout and paint a frame should cost: under a quarter of the 50 ms Lighthouse's
 * phone (four times slower) may spend. Smaller batches cost more in all (each frame
 * repaints what moved): at 8 ms the page's rendering work after the first paint grew by
 * a third, at 10 ms it stayed about what one section per frame cost.
 */
const FRAME_TARGET_MS = 10;
/** Characters of text laid out per frame: the first guess, and its bounds. */
const CHARACTERS = { first: 600, least: 150, most: 8000 };

/** Idle moments, or a timeout: never wait for long behind a busy page. */
function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 300 });
  else setTimeout(callback, 50);
}

function outermostParts(section: HTMLElement): HTMLElement[] {
  const all = [...section.querySelectorAll<HTMLElement>(PARTS)];
  return all.filter((part) => !all.some((other) => other !== part && other.contains(part)));
}

const textLength = (element: HTMLElement) => element.textContent?.length ?? 0;

/**
 * Lays out the deferred sections bit by bit; returns a function that stops it. `parts`:
 * a section far below the screen without its parts, a measured amount per frame;
 * `sections`: one section per idle moment (SPEED_DEFERRED_SECTIONS, app/config/speed.ts).
 */
export function renderDeferredSections(mode: "parts" | "sections" = "parts"): () => void {
  const root = document.documentElement;
  if (!root.hasAttribute(DEFER_RENDERING)) return () => {};
  const queue = [...document.querySelectorAll<HTMLElement>(DEFERRABLE)];
  let budget = CHARACTERS.first;
  let stopped = false;

  const next = () => {
    if (stopped) return;
    if (queue.length === 0) {
      root.removeAttribute(DEFER_RENDERING);
      return;
    }
    // Read everything first, then write: a read after a write would force a layout here.
    const farBelow = 2 * window.innerHeight;
    const batch: { element: HTMLElement; parts: HTMLElement[] }[] = [];
    let characters = 0;
    while (queue.length > 0) {
      const element = queue[0]!;
      const isSection = !element.hasAttribute(DEFERRED_PART);
      const parts =
        mode === "parts" && isSection && element.getBoundingClientRect().top > farBelow ? outermostParts(element) : [];
      const cost = textLength(element) - parts.reduce((sum, part) => sum + textLength(part), 0);
      if (batch.length > 0 && (mode === "sections" || characters + cost > budget)) break;
      queue.shift();
      batch.push({ element, parts });
      characters += cost;
      if (parts.length > 0) break; // its parts come next, in the frames after this one
    }
    const laidOut: HTMLElement[] = [];
    for (const { element, parts } of batch) {
      for (const part of parts) part.setAttribute(DEFERRED_PART, "");
      element.setAttribute(RENDERED, "");
      laidOut.push(...parts);
    }
    queue.unshift(...laidOut);

    // The batch is laid out with the next frame; the time from that frame's start to the
    // task after it is what it cost, and sets how much the next one gets.
    requestAnimationFrame(() => {
      const started = performance.now();
      setTimeout(() => {
        const took = Math.max(1, performance.now() - started);
        if (characters > 0)
          budget = Math.min(CHARACTERS.most, Math.max(CHARACTERS.least, (characters * FRAME_TARGET_MS) / took));
        whenIdle(next);
      }, 0);
    });
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}
