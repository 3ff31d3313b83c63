// The privacy notice as a visitor receives it (issue 18), from the built site: every form's
// page carries its short notice with the link to /privacy in its language, and the privacy
// page says the retention periods the server was started with, the grievance officer's
// contacts and the notice's date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { NOTICE_VERSION, type RetentionMonths } from "#app/config/privacy.ts";
import { site } from "#app/config/site.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { formatDate } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { handle } from "#app/routes/privacy.tsx";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";

/** Periods no default has, so that the page can only have them from the configuration. */
const RETENTION: RetentionMonths = { enquiry: 18, admission: 48, careers: 7 };

/** Every form's page, the notice it shows and the period it names. */
const FORM_PAGES = [
  { path: "/", form: "contact", kept: "enquiry" },
  { path: "/book-tour", form: "tour", kept: "enquiry" },
  { path: "/enroll", form: "enrollment", kept: "enquiry" },
  { path: "/school/3/apply", form: "admission", kept: "admission" },
  { path: "/schedule-visit", form: "visit", kept: "enquiry" },
  { path: "/careers", form: "careers", kept: "careers" },
] as const;

const LANGUAGES: Language[] = ["en", "te"];

/** Text as a reader sees it: no tags or React's comments, entities decoded, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the privacy notice on the built site", () => {
  let built: BuiltSite;
  const get = async (path: string) => {
    const response = await fetch(`${built.site.url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    built = await startBuiltSite("pglite", { retention: RETENTION });
  }, 120_000);
  afterAll(() => built?.close());

  it.each(FORM_PAGES.flatMap((page) => LANGUAGES.map((lang) => ({ ...page, lang }))))(
    "$path in $lang shows the $form form's notice, its period and the link to the privacy notice",
    async ({ path, form, kept, lang }) => {
      const { status, html } = await get(localizedPath(path, lang));
      expect(status).toBe(200);
      const notices = [...html.matchAll(/<p data-slot="data-notice"[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1] ?? "");
      expect(notices).toHaveLength(1);
      const [notice = ""] = notices;
      const t = catalogues[lang].dataNotice;
      expect(visibleText(notice)).toBe(`${fillTemplate(t[form], { months: RETENTION[kept] })} ${t.link} ${t.newTab}`);
      expect(notice).toContain(`href="${lang === "te" ? "/te/privacy" : "/privacy"}"`);
      expect(notice).toMatch(new RegExp(`<input type="hidden" name="noticeVersion" value="${NOTICE_VERSION}"/>`));
      // Forms about a child say the parent or guardian gives the details.
      const aboutAChild = ["tour", "enrollment", "admission", "visit"].includes(form);
      expect(visibleText(notice).includes(lang === "te" ? "తల్లిదండ్రులు/సంరక్షకులు" : "parent/guardian")).toBe(aboutAChild);
    },
  );

  it.each(LANGUAGES)("the privacy page in %s says the configured periods, the officer and the date", async (lang) => {
    const { status, html } = await get(localizedPath("/privacy", lang));
    expect(status).toBe(200);
    const text = visibleText(html);
    const t = catalogues[lang].privacy;
    expect(html).toContain(`<title>${t.meta.title}</title>`);
    expect(html).not.toMatch(/name="robots" content="noindex"/);
    expect(html).toContain(`<link rel="canonical" href="${site.url}${localizedPath("/privacy", lang)}"/>`);
    // Each retention period from the configuration, where the page states them.
    expect(text).toContain(fillTemplate(t.retention.enquiries, { months: RETENTION.enquiry }));
    expect(text).toContain(fillTemplate(t.retention.admissions, { months: RETENTION.admission }));
    expect(text).toContain(fillTemplate(t.retention.careers, { months: RETENTION.careers }));
    const perForm = [...text.matchAll(new RegExp(`${t.forms.kept} (\\d+)`, "g"))].map((match) => Number(match[1]));
    expect(perForm).toEqual([18, 18, 18, 18, 48, 7]);
    // The grievance officer, and how to reach them.
    const officer = groupFirstVersion.grievanceOfficer;
    expect(text).toContain(officer.name[lang]);
    expect(html).toContain(`href="mailto:${officer.email}"`);
    expect(html).toContain(`href="tel:${officer.phone.replace(/[^+\d]/g, "")}"`);
    expect(text).toContain(officer.phone);
    // The date of the notice, its version.
    expect(html).toContain(`<time dateTime="${NOTICE_VERSION}">`);
    expect(text).toContain(fillTemplate(t.dated, { date: formatDate(NOTICE_VERSION, lang, { weekday: false }) }));
    // The rights and children's details.
    for (const right of ["access", "correction", "erasure", "grievance", "nomination"] as const) {
      expect(text).toContain(t.rights[right].name);
    }
    expect(text).toContain(t.children.body);
    expect(text).toContain(t.processors.body);
    // The visit cookie (issue 29): what it keeps and why.
    expect(text).toContain(t.visitSource.body);
  });

  it("is the default periods' page when the environment sets none", async () => {
    const plain = await startBuiltSite("pglite");
    try {
      const text = visibleText(await (await fetch(`${plain.site.url}/privacy`)).text());
      expect(text).toContain(fillTemplate(catalogues.en.privacy.retention.enquiries, { months: 12 }));
      expect(text).toContain(fillTemplate(catalogues.en.privacy.retention.admissions, { months: 36 }));
      expect(text).toContain(fillTemplate(catalogues.en.privacy.retention.careers, { months: 12 }));
      const bookTour = visibleText(await (await fetch(`${plain.site.url}/te/book-tour`)).text());
      expect(bookTour).toContain(fillTemplate(catalogues.te.dataNotice.tour, { months: 12 }));
    } finally {
      await plain.close();
    }
  }, 120_000);

  it("is linked from every page's footer, listed in the sitemap in both languages, and reusable by the page cache", async () => {
    for (const lang of LANGUAGES) {
      const { html } = await get(localizedPath("/about", lang));
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer).toContain(`href="${localizedPath("/privacy", lang)}"`);
      expect(visibleText(footer)).toContain(catalogues[lang].dataNotice.footerLink);
    }
    const { html: sitemap } = await get("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${site.url}/privacy</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/te/privacy</loc>`);
    // It reads nothing of the request but its language (decision 0005).
    expect(handle.pageCache).toBe(true);
    expect(built.failures).toEqual([]);
  });
});
