// The built stylesheet's text, read once from the client build beside the server build.
import { readFileSync } from "node:fs";

const texts = new Map<string, string | undefined>();

/** The text of the built file at `href` (/assets/…), or undefined when there is no build (dev). */
export function stylesheetText(href: string): string | undefined {
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      // import.meta.url is build/server/index.js once built.
      text = href.startsWith("/assets/") ? readFileSync(new URL(`../client${href}`, import.meta.url), "utf8") : undefined;
    } catch {
      text = undefined;
    }
    texts.set(href, text);
  }
  return texts.get(href);
}
