// Where a visitor lands: the top of a new page, their place on a page they reload or return
// to. SPEED_SCROLL_RESTORATION (app/config/speed.ts) chooses between React Router's
// <ScrollRestoration> and ours, React Router's with a cheaper inline script. React
// Router's script runs while the page is parsed, before the first paint: it gives a new
// history entry a key and looks that key up in sessionStorage for a position to return
// to. On a new entry the lookup cannot find anything: its key was made a moment before.
// Ours only gives a new entry its key; a reload or a return to an entry (it has a key)
// still restores its position. The hook that saves positions and restores them on
// client-side navigations is React Router's own in both.
//
// Either way a page restored to a position is laid out whole first (no deferred
// sections, app/lib/deferred-rendering.ts): a position measured on the real page would
// land elsewhere among placeholder heights. And it jumps there: the stylesheet scrolls
// smoothly (for jumps to an anchor), which applied to the restoring `scrollTo` too.
import { useLayoutEffect } from "react";
import {
  ScrollRestoration as RouterScrollRestoration,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
} from "react-router";
import type { SpeedSwitches } from "#app/config/speed.ts";
import { DEFER_RENDERING } from "#app/lib/deferred-rendering.ts";

/** React Router's key in sessionStorage (the hook reads and writes the same one). */
const STORAGE_KEY = "react-router-scroll-positions";

const RESTORE = `(function(storageKey){var state=window.history.state;
if(!state||!state.key){window.history.replaceState({key:Math.random().toString(32).slice(2)},"");return}
try{var y=JSON.parse(sessionStorage.getItem(storageKey)||"{}")[state.key];
if(typeof y==="number"){document.documentElement.removeAttribute(${JSON.stringify(DEFER_RENDERING)});window.scrollTo({top:y,behavior:"instant"})}}
catch(error){sessionStorage.removeItem(storageKey)}})(${JSON.stringify(STORAGE_KEY)})`.replaceAll("\n", "");

/** Before React Router's script: an entry with a key is a return, to be laid out whole and jumped to. */
const RETURNING = `(function(){var state=window.history.state;if(state&&state.key){var root=document.documentElement;
root.removeAttribute(${JSON.stringify(DEFER_RENDERING)});root.style.scrollBehavior="auto"}})()`.replaceAll("\n", "");

/**
 * Smooth scrolling is off around React Router's layout effect that scrolls a page to its
 * top or back to a position (from the first of these to the second), unless the URL names
 * an anchor. Without it a page slid from where the last one was to its top.
 */
function useInstantScroll(phase: "before" | "after") {
  const location = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (phase === "after") {
      root.style.removeProperty("scroll-behavior");
      return;
    }
    if (location.hash) return;
    root.style.scrollBehavior = "auto";
    // Read back: Chromium does not update styles for a scroll to (0, 0), and would use the old value.
    void getComputedStyle(root).scrollBehavior;
  }, [location, phase]);
}

function InstantScroll({ phase }: { phase: "before" | "after" }) {
  useInstantScroll(phase);
  return null;
}

function OurScrollRestoration({ nonce }: { nonce: string }) {
  useInstantScroll("before");
  useScrollRestoration({ storageKey: STORAGE_KEY });
  useInstantScroll("after");
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}

export function ScrollRestoration({ nonce, mode }: { nonce: string; mode: SpeedSwitches["scrollRestoration"] }) {
  if (mode === "ours") return <OurScrollRestoration nonce={nonce} />;
  // Siblings' layout effects run in order: before, React Router's, after.
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RETURNING }} />
      <InstantScroll phase="before" />
      <RouterScrollRestoration nonce={nonce} />
      <InstantScroll phase="after" />
    </>
  );
}
