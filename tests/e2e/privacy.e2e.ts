// The privacy notice in chromium (issue 18): a parent on a 360 px phone in Telugu reads the
// short notice in the tour dialog, follows its link (a new tab: the form keeps what was
// typed) and reads /te/privacy, which axe-core finds no fault with; every form's notice,
// on its page or in its dialog, takes two lines at most at 360 px in both languages.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated, launchBrowser, newPage } from "./browser.ts";

/** Lines a block of text takes, from its height and line height. */
const linesOf = (notice: Locator) =>
  notice.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));

/** Each form's notice: on its page, or in the dialog a button opens. */
const FORMS: Array<{ name: string; path: string; open?: (page: Page, lang: Language) => Promise<Locator> }> = [
  { name: "contact", path: "/" },
  { name: "tour page", path: "/book-tour" },
  { name: "enrollment page", path: "/enroll" },
  { name: "admission page", path: "/school/3/apply" },
  { name: "visit", path: "/schedule-visit" },
  { name: "careers", path: "/careers" },
  {
    name: "tour dialog",
    path: "/",
    open: async (page, lang) => {
      await page.locator("#admissions").getByRole("button", { name: catalogues[lang].home.cta.bookTour }).click();
      return page.getByRole("dialog");
    },
  },
  {
    name: "enrollment dialog",
    path: "/",
    open: async (page, lang) => {
      await page.locator("#admissions").getByRole("button", { name: catalogues[lang].home.cta.enroll }).click();
      return page.getByRole("dialog");
    },
  },
  {
    name: "admission dialog",
    path: "/school/3",
    open: async (page, lang) => {
      await page.getByRole("button", { name: catalogues[lang].school.hero.apply }).first().click();
      return page.getByRole("dialog");
    },
  },
];

describe("the privacy notice", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a parent at 360 px in Telugu reads the tour form's notice, follows its link and reads /te/privacy", async () => {
    const { context, page } = await newPage(browser, 360, { locale: "te-IN" });
    const te = catalogues.te;
    await gotoHydrated(page, "/te");
    await page.locator("#admissions").getByRole("button", { name: te.home.cta.bookTour }).click();
    const dialog = page.getByRole("dialog", { name: te.tourForm.title });
    await dialog.getByLabel(te.tourForm.school).selectOption("queens");
    const notice = dialog.locator('[data-slot="data-notice"]');
    expect(await notice.innerText()).toContain(fillTemplate(te.dataNotice.tour, { months: 12 }));
    expect(await linesOf(notice)).toBeLessThanOrEqual(2);

    const link = notice.getByRole("link", { name: new RegExp(te.dataNotice.link) });
    expect(await link.getAttribute("href")).toBe("/te/privacy");
    const [privacy] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await privacy.waitForSelector("html[data-hydrated]");
    expect(new URL(privacy.url()).pathname).toBe("/te/privacy");
    expect(await privacy.locator("html").getAttribute("lang")).toBe("te");
    expect(await privacy.getByRole("heading", { level: 1 }).innerText()).toBe(te.privacy.title);
    const body = await privacy.locator("main").innerText();
    expect(body).toContain(fillTemplate(te.privacy.retention.enquiries, { months: 12 }));
    expect(body).toContain(fillTemplate(te.privacy.retention.admissions, { months: 36 }));
    expect(body).toContain(groupFirstVersion.grievanceOfficer.name.te);
    expect(body).toContain(groupFirstVersion.grievanceOfficer.email);
    expect(body).toContain(groupFirstVersion.grievanceOfficer.phone);
    // Nothing wider than the phone.
    expect(await privacy.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(privacy);

    // The form the parent left is as they left it.
    expect(await dialog.getByLabel(te.tourForm.school).inputValue()).toBe("queens");
    await context.close();
  });

  it("/privacy in English at 1280 px: contents, the officer, the footer link back to it, and no axe-core fault", async () => {
    const { context, page } = await newPage(browser, 1280);
    const en = catalogues.en;
    await gotoHydrated(page, "/privacy");
    await page.getByRole("navigation", { name: en.privacy.contents }).getByRole("link", { name: en.privacy.officer.title }).click();
    await page.waitForFunction(() => location.hash === "#officer");
    expect(await page.getByRole("link", { name: groupFirstVersion.grievanceOfficer.email }).getAttribute("href")).toBe(`mailto:${groupFirstVersion.grievanceOfficer.email}`);
    expect(await page.getByRole("contentinfo").getByRole("link", { name: en.dataNotice.footerLink }).getAttribute("href")).toBe("/privacy");
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const lang of ["en", "te"] as const) {
    it.each(FORMS)(`$name in ${lang}: the notice takes two lines at most at 360 px and links to the privacy notice`, async ({ path, open }) => {
      const { context, page } = await newPage(browser, 360, { locale: lang === "te" ? "te-IN" : "en-IN" });
      await gotoHydrated(page, localizedPath(path, lang));
      await page.evaluate(() => document.fonts.ready);
      const scope = open ? await open(page, lang) : page.locator("main");
      const notice = scope.locator('[data-slot="data-notice"]');
      await notice.waitFor();
      expect(await linesOf(notice)).toBeLessThanOrEqual(2);
      expect(await notice.getByRole("link").getAttribute("href")).toBe(localizedPath("/privacy", lang));
      await context.close();
    });
  }
});
