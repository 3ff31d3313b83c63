// Per-page head tags rendered on the server: title, description, canonical link and
// social sharing tags (Open Graph, Twitter card).
import type { MetaDescriptor } from "react-router";
import { site } from "#app/config/site.ts";

export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  lang = "en",
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  lang?: string;
}): MetaDescriptor[] {
  const url = new URL(path, site.url).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "te" ? "te_IN" : "en_IN" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
