// Per-page head tags rendered on the server: title, description, the canonical link of
// the page's language with hreflang alternates to the other, and social sharing tags
// with the page's card image (app/lib/og-images.ts).
import type { MetaDescriptor } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { site } from "#app/config/site.ts";
import { localizedPath, splitLanguagePrefix } from "#app/i18n/paths.ts";
import { FALLBACK_OG_IMAGE_KEY, OG_IMAGE_SIZE, ogImageKey, ogImageUrl } from "#app/lib/og-images.ts";

export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  lang = "en",
  siteName = site.name,
}: {
  title: string;
  description: string;
  /** The page's path without a language prefix, e.g. "/about". */
  path: string;
  noindex?: boolean;
  lang?: Language;
  /** The site's name in the page's language (the catalogue's common.siteName). */
  siteName?: string;
}): MetaDescriptor[] {
  const { path: plain } = splitLanguagePrefix(path);
  const absolute = (l: Language) => new URL(localizedPath(plain, l), site.url).toString();
  const url = absolute(lang);
  // A page kept out of search (404, previews) is not one to share with its own card either.
  const image = ogImageUrl(noindex ? FALLBACK_OG_IMAGE_KEY : ogImageKey(plain), lang);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: absolute("en") },
    { tagName: "link", rel: "alternate", hrefLang: "te-IN", href: absolute("te") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute("en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "te" ? "te_IN" : "en_IN" },
    { property: "og:locale:alternate", content: lang === "te" ? "en_IN" : "te_IN" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
