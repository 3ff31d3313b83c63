// React Router's <ScrollRestoration>, with a cheaper inline script. Its script runs while
// the page is parsed, before the first paint: it gives a new history entry a key and
// looks that key up in sessionStorage for a position to return to. Both are synchronous
// calls into the browser (0.4–3 ms and 0.4–4.5 ms each here, in a task a slow phone
// stretches fourfold), and on a new entry the lookup cannot find anything: its key was
// made a moment before. So a new entry only gets its key; a reload or a return to an
// entry (it has a key) still restores its position, and then lays the whole page out
// first (no deferred sections, app/lib/deferred-rendering.ts): a position measured on
// the real page would land elsewhere among placeholder heights. The hook that saves
// positions and restores them on client-side navigations is React Router's own.
import { useLayoutEffect } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";
import { DEFER_RENDERING } from "#app/lib/deferred-rendering.ts";

/** React Router's key in sessionStorage (the hook reads and writes the same one). */
const STORAGE_KEY = "react-router-scroll-positions";

const RESTORE = `(function(storageKey){var state=window.history.state;
if(!state||!state.key){window.history.replaceState({key:Math.random().toString(32).slice(2)},"");return}
try{var y=JSON.parse(sessionStorage.getItem(storageKey)||"{}")[state.key];
if(typeof y==="number"){document.documentElement.removeAttribute(${JSON.stringify(DEFER_RENDERING)});window.scrollTo({top:y,behavior:"instant"})}}
catch(error){sessionStorage.removeItem(storageKey)}})(${JSON.stringify(STORAGE_KEY)})`.replaceAll("\n", "");

export function ScrollRestoration({ nonce }: { nonce: string }) {
  // The stylesheet scrolls smoothly (for jumps to an anchor), and that applied to React
  // Router's `scrollTo` too: a page slid from where the last one was to its top, or back
  // to a position. Smooth scrolling is off around the hook's layout effect, which runs
  // between these two, unless the URL names an anchor.
  const location = useLocation();
  useLayoutEffect(() => {
    if (location.hash) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Read back: Chromium does not update styles for a scroll to (0, 0), and would use the old value.
    void getComputedStyle(root).scrollBehavior;
  }, [location]);
  useScrollRestoration({ storageKey: STORAGE_KEY });
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty("scroll-behavior");
  }, [location]);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}
