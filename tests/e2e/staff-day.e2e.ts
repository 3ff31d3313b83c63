// A day at a school's admissions office, in chromium at 360 px, in English and in Telugu:
// a parent writes through the website, the office signs in and sees the request arrive,
// opens it (a tap to call), moves it along its pipeline, writes a note, and downloads the
// list as a spreadsheet. axe finds nothing on the way; nothing scrolls sideways.
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";
import { newPage } from "./browser.ts";


describe("a day at the admissions office", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: "santhi.office@example.org", role: "staff", schoolCode: "santhi" }]));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  /** A parent sends the home page's contact form to Santhi Niketan, as a parent would, on a phone. */
  async function parentWrites(lastName: string) {
    const { context, page } = await newPage(browser, 360);
    try {
      await page.goto(`${built.site.url}/contact`);
      await page.waitForSelector("html[data-hydrated]");
      const form = page.locator("#contact form");
      await form.getByLabel("First Name").fill("Padma");
      await form.getByLabel("Last Name").fill(lastName);
      await form.getByLabel("Email Address").fill(`padma.${lastName.toLowerCase()}@example.org`);
      await form.getByLabel("Phone Number").fill("+91 91234 56789");
      await form.getByLabel("School").selectOption("santhi");
      await form.getByLabel("Message").fill("Is there a school bus from Uppal?\nWe would like to visit on Saturday.");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
        form.getByRole("button", { name: en.contactForm.submit }).click(),
      ]);
      expect(response.status()).toBe(201);
    } finally {
      await context.close();
    }
  }

  it.each([
    ["en", "", en.staff, "Reddy"],
    ["te", "/te", te.staff, "Naidu"],
  ] as const)("in %s: sign in, see the parent's message arrive, call, change its status, write a note, export", async (_lang, prefix, t, lastName) => {
    const { context, page } = await newPage(browser, 360);
    try {
      await signInOnPage(page, built.site.url, prefix, "santhi.office@example.org");

      // The request arrives while the office has the inbox open: a reload shows it, new, at the top.
      await parentWrites(lastName);
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      const inbox = page.locator(`ul[aria-label="${t.inbox.title}"]`);
      const item = inbox.locator("li").first();
      expect(await item.textContent()).toContain(`Padma ${lastName}`);
      expect(await item.textContent()).toContain(t.inbox.statuses.new);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // Its page: what the parent wrote, with a tap to call and to message.
      await item.getByRole("link", { name: `Padma ${lastName}` }).click();
      await page.locator("h1", { hasText: `Padma ${lastName}` }).waitFor();
      expect(await page.locator("main").textContent()).toContain("Is there a school bus from Uppal?");
      expect(await page.locator('a[href="tel:+919123456789"]').count()).toBe(1);
      expect(await page.locator('a[href="https://wa.me/919123456789"]').count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // After the call: contacted, and a note for the colleague who takes the visit.
      await page.getByLabel(t.detail.status, { exact: true }).selectOption("contacted");
      await page.getByRole("button", { name: t.detail.setStatus }).click();
      await page.locator("[role=status]", { hasText: t.detail.statusChanged }).waitFor();
      expect(await page.locator('[aria-current="step"]').textContent()).toBe(t.inbox.statuses.contacted);
      await page.getByLabel(t.detail.notes).fill("Called at 10:15. They visit on Saturday with the grandparents.");
      await page.getByRole("button", { name: t.detail.addNote }).click();
      await page.locator("[role=status]", { hasText: t.detail.noteAdded }).waitFor();
      const history = page.locator("#request-history").locator("xpath=..");
      expect(await history.textContent()).toContain("Called at 10:15. They visit on Saturday with the grandparents.");
      expect(await history.textContent()).toContain("santhi.office@example.org");
      await expectNoAxeViolations(page);

      // Back in the inbox the request is no longer new; the list downloads as a spreadsheet.
      await page.getByRole("link", { name: t.detail.back }).click();
      await page.locator("h1", { hasText: t.inbox.title }).waitFor();
      expect(await inbox.locator("li").first().textContent()).toContain(t.inbox.statuses.contacted);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.inbox.filters.export }).click()]);
      const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile(await download.path()));
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv).toContain(`Padma ${lastName}`);
      expect(csv).toContain(t.inbox.statuses.contacted);
    } finally {
      await context.close();
    }
  });
});
