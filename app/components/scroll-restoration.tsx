// Where a visitor lands: the top of a new page, their place on a page they reload or return
// to. React Router's <ScrollRestoration>, which does not slide there: the stylesheet
// scrolls smoothly (for jumps to an anchor), and that applied to React Router's `scrollTo`
// too. A page restored while it is parsed jumps (app/lib/inline/return-to-position.ts,
// before React Router's script), and so does one shown by a client-side navigation,
// which slid from where the last one was to its top, or back to a position.
import { useLayoutEffect } from "react";
import { ScrollRestoration as RouterScrollRestoration, useLocation } from "react-router";
import { inlineCall } from "#app/lib/inline/inline-call.ts";
import type returnToPosition from "#app/lib/inline/return-to-position.ts";
import returnSource from "#app/lib/inline/return-to-position.ts?inline-script";

const RETURN_TO_POSITION = inlineCall<typeof returnToPosition>(returnSource);

/**
 * Smooth scrolling off from `before` to `after`, around React Router's layout effect that
 * scrolls the page to its top or back to a position, unless the URL names an anchor.
 */
function InstantScroll({ phase }: { phase: "before" | "after" }) {
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
  return null;
}

export function ScrollRestoration({ nonce }: { nonce: string }) {
  // Siblings' layout effects run in order: before, React Router's, after.
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RETURN_TO_POSITION }} />
      <InstantScroll phase="before" />
      <RouterScrollRestoration nonce={nonce} />
      <InstantScroll phase="after" />
    </>
  );
}
