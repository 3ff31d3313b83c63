// The site's one stylesheet goes inside the page, not behind it: a first visit over a
// slow mobile network paints as soon as the HTML arrives instead of after another
// round trip for a render-blocking CSS file (about 10 KB after gzip, the same on every
// page). The server reads the built file once (server/pages.ts) and hands its text
// in through this context; the browser never renders the element again, and hydration
// leaves an extra element in <head> alone. Without the text (the Vite dev server) the
// server renders an ordinary link.
import { createContext, useContext } from "react";

export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export function Stylesheet({ href }: { href: string }) {
  const css = useContext(InlineStylesheetContext);
  if (typeof document !== "undefined") return null;
  return css === undefined ? <link rel="stylesheet" href={href} /> : <style dangerouslySetInnerHTML={{ __html: css }} />;
}
