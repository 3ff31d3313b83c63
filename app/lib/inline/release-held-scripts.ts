// Runs in the browser, inline at the end of <head>, where app/lib/scripts-after-paint.server.ts
// puts it (as its minified text: app/lib/inline/vite-plugin.ts). It must use nothing
// outside this function. docs/decisions/0006-scripts-after-first-paint.md

export interface HeldScripts {
  /** The inert rel the preload links were given, and the inert type of the start-up script. */
  preloadRel: string;
  scriptType: string;
  /** Held preload links turned on per task (each starts a request: 1–3 ms here while the page loads). */
  linksPerTask: number;
  /** Evaluate the modules one by one before the start-up script (not under Vite's dev server). */
  preEvaluate: boolean;
}

/**
 * Restores the held links and start-up script once the first contentful paint is reported
 * (its entry comes when the frame is on screen, a few milliseconds after the main thread
 * painted it) and the held script has been parsed whole (something follows it, or the
 * parse is over). Without paint entries: after the first frame. A hidden tab reports no
 * paint: at DOMContentLoaded. A tab hidden while loading: 1 s after the load event at the
 * latest.
 * The links are turned on a few per task: each starts a request, and all twenty at once
 * made one task of 16–22 ms here (65–90 ms on Lighthouse's phone), blocking a tap. The
 * modules are then evaluated one by one, each in its own task, before the start-up script
 * runs the app's entry (whose evaluation hydrates the page): evaluated together they made
 * one task of about 40 ms on a slow CPU, which blocks a tap for as long. Under Vite's dev
 * server the start-up script must run first (it installs the React Refresh runtime the
 * modules expect).
 */
export default function releaseHeldScripts(held: HeldScripts): void {
  let released = false;
  let painted = false;

  const release = (): boolean => {
    const script = document.querySelector<HTMLScriptElement>(`script[type="${held.scriptType}"]`);
    if (released || !script || !(script.nextSibling || document.readyState !== "loading")) return false;
    released = true;
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[rel="${held.preloadRel}"]`));
    const startUp = script.textContent ?? "";
    // The start-up script ends by importing the app's entry, which hydrates: it goes last.
    const entry = /import\("([^"]+)"\)[;\s]*$/.exec(startUp)?.[1];
    const modules = held.preEvaluate
      ? links.map((link) => link.getAttribute("href")).filter((href): href is string => !!href && href !== entry)
      : [];
    const start = () => {
      const module = document.createElement("script");
      module.type = "module";
      module.nonce = script.nonce;
      module.textContent = startUp;
      document.head.appendChild(module);
    };
    const evaluateNext = (): void => {
      const href = modules.shift();
      if (!href) return start();
      const after = () => void setTimeout(evaluateNext, 0);
      import(/* @vite-ignore */ href).then(after, after);
    };
    const preloadNext = () => {
      for (const link of links.splice(0, held.linksPerTask)) link.rel = "modulepreload";
      if (links.length > 0) setTimeout(preloadNext, 0);
      else evaluateNext();
    };
    preloadNext();
    return true;
  };
  const whenParsed = () => {
    if (!release()) requestAnimationFrame(() => setTimeout(whenParsed, 0));
  };
  const onPaint = () => {
    if (painted) return;
    painted = true;
    whenParsed();
  };

  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) onPaint();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(onPaint, 0));
  }
  document.addEventListener("DOMContentLoaded", () => {
    if (document.hidden) onPaint();
  });
  addEventListener("load", () => setTimeout(onPaint, 1000));
}
