// /robots.txt and /sitemap.xml: every public page in both languages, each entry with
// its hreflang alternates. School pages come from the database (ids 1-6 and any other
// the group adds).
import type { Express } from "express";
import { site } from "#app/config/site.ts";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Database } from "#database/client.ts";

const STATIC_PATHS = ["/", "/about", "/schedule-visit", "/careers", "/brochure", "/privacy"];

export function mountSeoRoutes(app: Express, db: Database, onError: (error: unknown) => void) {
  app.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /about-preview\nDisallow: ${localizedPath("/about-preview", "te")}\n\nSitemap: ${new URL("/sitemap.xml", site.url)}\n`,
      );
  });

  app.get("/sitemap.xml", async (_req, res) => {
    try {
      const schools = await listSchools(db);
      const paths = [...STATIC_PATHS, ...schools.map((school) => `/school/${school.id}`)];
      res.type("application/xml").set("Cache-Control", "public, max-age=3600").send(sitemap(paths));
    } catch (error) {
      onError(error);
      res.status(503).type("text/plain").set("Retry-After", "60").send("Sitemap unavailable, please retry.");
    }
  });
}

function sitemap(paths: string[]): string {
  const url = (path: string, lang: "en" | "te") => escapeXml(new URL(localizedPath(path, lang), site.url).toString());
  const entries = paths.flatMap((path) =>
    (["en", "te"] as const).map(
      (lang) => `  <url>
    <loc>${url(path, lang)}</loc>
    <xhtml:link rel="alternate" hreflang="en-IN" href="${url(path, "en")}"/>
    <xhtml:link rel="alternate" hreflang="te-IN" href="${url(path, "te")}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>
  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
