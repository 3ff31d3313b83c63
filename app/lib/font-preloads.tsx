// The fonts a page's text needs are asked for with the HTML rather than after the first
// layout: they arrive sooner, so text spends less time in the fallback face. A Telugu page
// has a font of its own, which draws its Latin text too (app/app.css).
// They are named twice: in a `Link` header, which the browser acts on as the response
// arrives, before it has set up the page and started parsing (on /te in Lighthouse's
// traces that set-up took 20–40 ms, and a Telugu font that came after the first layout
// cost that layout 25–40 ms of font fallback); and as <link> tags, for proxies that drop
// the header.
import latin400 from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import latin700 from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url";
import teluguPages400 from "#app/fonts/noto-sans-telugu-pages-400-normal.woff2?url";
import teluguPages700 from "#app/fonts/noto-sans-telugu-pages-700-normal.woff2?url";
import type { Language } from "#app/config/enumerations.ts";

const PRELOADS: Record<Language, string[]> = {
  en: [latin400, latin700],
  te: [teluguPages400, teluguPages700],
};

/** The same preloads as an HTTP `Link` header. */
export function fontPreloadHeader(lang: Language): string {
  return PRELOADS[lang].map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(", ");
}

export function FontPreloads({ lang }: { lang: Language }) {
  return PRELOADS[lang].map((href) => (
    <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
  ));
}
