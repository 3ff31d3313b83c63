// A parent's first seconds: the page paints long before its scripts have run (on a slow
// phone, seconds). Every control that opens something works from the first paint: the
// form buttons lead to the same form on a page of its own, the language switcher to the
// page in the other language, the menu button opens the menu. And with scripts off, the
// dialogs' forms are sent and stored.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { queryRows } from "#database/client.ts";
import { startBuiltSite, type BuiltSite } from "../support/built-site.ts";
import { openDay } from "../support/payloads.ts";
import { launchBrowser, newPage } from "./browser.ts";

/** How long every script of the page is held back: a slow phone on a slow network. */
const HOLD_MS = 6_000;

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

describe("taps made before the page's scripts have run", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  /** `path` painted, its scripts held back, at DOMContentLoaded. */
  async function early(path: string, width = 360) {
    const { context, page } = await newPage(browser, width);
    contexts.push(context);
    await context.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue().catch(() => undefined); // the page may have moved on
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await hydrated(page)).toBe(false);
    return page;
  }

  /** Taps and waits for the page it leads to, well before the held scripts could have run. */
  async function tapTo(page: Page, tap: () => Promise<void>, url: RegExp) {
    const started = Date.now();
    await Promise.all([page.waitForURL(url, { waitUntil: "domcontentloaded", timeout: HOLD_MS - 1000 }), tap()]);
    expect(Date.now() - started).toBeLessThan(HOLD_MS);
  }

  it("'Book a School Tour' and 'Enroll Now' on the home page open their forms", async () => {
    const page = await early("/");
    await tapTo(page, () => page.getByRole("button", { name: en.home.hero.bookTour }).first().click(), /\/book-tour\??$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.tourForm.title);
    expect(await page.getByLabel(en.tourForm.peopleCount).isVisible()).toBe(true);

    const again = await early("/#admissions");
    await tapTo(again, () => again.getByRole("button", { name: en.home.cta.enroll }).click(), /\/enroll\??$/);
    expect(await again.getByRole("heading", { level: 1 }).textContent()).toBe(en.enrollmentForm.title);
    expect(await again.getByLabel(en.enrollmentForm.studentClass).isVisible()).toBe(true);
  });

  it("'Apply for Admission' on a school page opens the school's application form", async () => {
    const page = await early("/school/4");
    await tapTo(page, () => page.getByRole("button", { name: en.school.hero.apply }).first().click(), /\/school\/4\/apply\??$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.admissionForm.title);
    expect(await page.getByText(/Lumbini/).first().isVisible()).toBe(true);
    expect(await page.getByLabel(en.admissionForm.studentName).isVisible()).toBe(true);
  });

  it("the side menu opens, and its Apply Now and language switcher work (360 px, Telugu)", async () => {
    const page = await early("/te/about");
    await page.getByRole("button", { name: te.common.nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: te.common.nav.menuTitle });
    await menu.waitFor({ state: "visible", timeout: 1000 });
    expect(await menu.getByRole("link", { name: te.common.nav.about }).isVisible()).toBe(true);
    // Closes by its own button too.
    await menu.getByRole("button", { name: te.common.nav.closeMenu }).click();
    await menu.waitFor({ state: "hidden", timeout: 1000 });

    await page.getByRole("button", { name: te.common.nav.openMenu }).click();
    await tapTo(page, () => menu.getByRole("button", { name: "English" }).click(), /\/about$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.getByRole("button", { name: en.common.nav.openMenu }).click();
    await tapTo(
      page,
      () => page.getByRole("dialog", { name: en.common.nav.menuTitle }).getByRole("button", { name: en.common.nav.applyNow }).click(),
      /\/enroll\??$/,
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.enrollmentForm.title);
  });

  it("the language switcher and Apply Now in the navigation bar (1280 px)", async () => {
    const page = await early("/careers", 1280);
    await tapTo(page, () => page.getByRole("banner").getByRole("button", { name: "తెలుగు" }).click(), /\/te\/careers$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("te");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(te.careers.hero.title);
    // The choice is kept: the unprefixed pages follow it.
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    expect(await page.locator("html").getAttribute("lang")).toBe("te");

    const apply = await early("/te/about", 1280);
    await tapTo(apply, () => apply.getByRole("banner").getByRole("button", { name: te.common.nav.applyNow }).click(), /\/te\/enroll\??$/);
    expect(await apply.getByRole("heading", { level: 1 }).textContent()).toBe(te.enrollmentForm.title);
  });

  it("once the scripts have run, the same buttons open the dialogs", async () => {
    const { context, page } = await newPage(browser, 360);
    contexts.push(context);
    await page.goto("/");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: en.home.hero.bookTour }).first().click();
    const dialog = page.getByRole("dialog", { name: en.tourForm.title });
    await dialog.waitFor({ state: "visible" });
    expect(new URL(page.url()).pathname).toBe("/");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Apply Now in the menu: the dialog, not the page of the form.
    await page.getByRole("button", { name: en.common.nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: en.common.nav.menuTitle });
    await menu.getByRole("button", { name: en.common.nav.applyNow }).click();
    await page.getByRole("dialog", { name: en.enrollmentForm.title }).waitFor({ state: "visible" });
    expect(await menu.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

describe("the dialogs' forms with scripts off", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    browser = await launchBrowser();
    built = await startBuiltSite();
  });
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });
  const rows = (table: string) =>
    queryRows<Record<string, unknown>>(built.database.connection.db, sql.raw(`select * from ${table} order by id`));

  async function withoutScripts(path: string, width: number) {
    const context = await browser.newContext({ baseURL: built.site.url, viewport: { width, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    return { context, page };
  }

  /** Submits the page's form the browser's own way and waits for the answering page. */
  async function send(page: Page) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"),
      page.locator("#form button[type=submit]").click(),
    ]);
    await page.waitForLoadState("load");
    return response.status();
  }

  it("books a tour, sends an enrollment request and an admission application, and each is stored", async () => {
    const tour = await withoutScripts("/te", 360);
    await tour.page.getByRole("button", { name: te.home.hero.bookTour }).first().click();
    await tour.page.waitForURL(/\/te\/book-tour/);
    await tour.page.locator("select[name=school]").selectOption("maa");
    await tour.page.locator("select[name=peopleCount]").selectOption("3");
    await tour.page.locator("select[name=studentClass]").selectOption("lkg");
    expect(await send(tour.page)).toBe(400); // no date yet
    expect(await tour.page.locator("#form [role=alert]").first().isVisible()).toBe(true);
    expect(await tour.page.locator("select[name=school]").inputValue()).toBe("maa");
    await tour.page.locator("input[name=date]").fill(openDay(1));
    expect(await send(tour.page)).toBe(400); // no name or phone yet (issue 27)
    expect(await tour.page.locator("input[name=date]").inputValue()).toBe(openDay(1));
    await tour.page.locator("input[name=parentName]").fill("Asha Rao");
    await tour.page.locator("input[name=phone]").fill("9000000000");
    expect(await send(tour.page)).toBe(201);
    expect(await tour.page.locator("#form [role=status]").textContent()).toContain(te.toasts.tourSuccessTitle);
    await tour.context.close();

    const enrollment = await withoutScripts("/", 1280);
    await enrollment.page.getByRole("banner").getByRole("button", { name: en.common.nav.applyNow }).click();
    await enrollment.page.waitForURL(/\/enroll/);
    await enrollment.page.getByLabel(en.enrollmentForm.firstName).fill("Asha");
    await enrollment.page.getByLabel(en.enrollmentForm.lastName).fill("Rao");
    await enrollment.page.getByLabel(en.enrollmentForm.email).fill("asha@example.com");
    await enrollment.page.getByLabel(en.enrollmentForm.phone).fill("9876543210");
    await enrollment.page.getByLabel(en.enrollmentForm.studentClass).selectOption("ukg");
    expect(await send(enrollment.page)).toBe(201);
    expect(await enrollment.page.locator("#form [role=status]").textContent()).toContain(en.toasts.enrollmentSuccessTitle);
    await enrollment.context.close();

    const admission = await withoutScripts("/school/2", 360);
    await admission.page.getByRole("button", { name: en.school.hero.apply }).first().click();
    await admission.page.waitForURL(/\/school\/2\/apply/);
    await admission.page.getByLabel(en.admissionForm.studentName).fill("Ravi Kumar");
    await admission.page.getByLabel(en.admissionForm.parentName).fill("Sita Kumar");
    await admission.page.getByLabel(en.admissionForm.contactNumber).fill("9876543211");
    await admission.page.getByLabel(en.admissionForm.email).fill("sita@example.com");
    await admission.page.getByLabel(en.admissionForm.grade).selectOption("4th");
    expect(await send(admission.page)).toBe(201);
    await admission.context.close();

    expect((await rows("tour_requests")).map((r) => [r.school, r.people_count, r.student_class, r.language])).toEqual([
      ["maa", "3", "lkg", "te"],
    ]);
    expect((await rows("enrollment_requests")).map((r) => [r.first_name, r.student_class, r.language])).toEqual([
      ["Asha", "ukg", "en"],
    ]);
    expect((await rows("admission_applications")).map((r) => [r.student_name, r.school_id, r.grade])).toEqual([
      ["Ravi Kumar", 2, "4th"],
    ]);
  });
});
