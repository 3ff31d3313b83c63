// The regular and bold cuts of the page's own script are asked for with the HTML rather
// than after the first layout: they arrive sooner, so text spends less time in the
// fallback face. (The semibold cut and the other script load as the page needs them.)
import latin400 from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import latin700 from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url";
import telugu400 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";
import telugu700 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url";
import type { Language } from "#app/config/enumerations.ts";

const PRELOADS: Record<Language, string[]> = {
  en: [latin400, latin700],
  te: [telugu400, telugu700],
};

export function FontPreloads({ lang }: { lang: Language }) {
  return PRELOADS[lang].map((href) => (
    <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
  ));
}
