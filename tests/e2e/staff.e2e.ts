// A member of an admissions office signs in and out, on a phone, by keyboard alone, in
// English and Telugu, and without the page's scripts; axe finds nothing on the way.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { noSidewaysScroll, STAFF_PASSWORD, startStaffSite } from "./staff-site.ts";
import { newPage } from "./browser.ts";


describe("the staff sign-in", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: "viswa.office@example.org", role: "staff", schoolCode: "viswa" }]));
    // A parent writes to Viswa Bharathi, another to Prism: the Viswa office sees only the first.
    for (const [lastName, school] of [["Viswanathan", "viswa"], ["Prismwala", "prism"]]) {
      const response = await fetch(`${built.site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ firstName: "Lakshmi", lastName, email: "lakshmi@example.org", phone: "+91 98765 43210", school, message: "About the bus routes." }),
      });
      expect(response.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  /** Presses Tab until `selector` has the focus: it can be reached by keyboard. */
  async function tabTo(page: Page, selector: string) {
    for (let i = 0; i < 15; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`${selector} was not reached by Tab`);
  }

  it.each([
    ["en", "", en.staff],
    ["te", "/te", te.staff],
  ] as const)("in %s at 360 px: from /staff to the sign-in page, a refusal, the office, and out again, by keyboard", async (_lang, prefix, t) => {
    const { context, page } = await newPage(browser, 360);
    try {
      await page.goto(`${built.site.url}${prefix}/staff`);
      await page.waitForSelector("html[data-hydrated]");
      expect(new URL(page.url()).pathname).toBe(`${prefix}/staff/sign-in`);
      await expect(page.locator("h1").textContent()).resolves.toBe(t.signIn.title);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      await tabTo(page, "input[name=email]");
      await page.keyboard.type("viswa.office@example.org");
      await page.keyboard.press("Tab");
      await page.keyboard.type("not the password");
      await page.keyboard.press("Enter");
      const alert = page.locator("[role=alert]");
      await alert.waitFor();
      expect(await alert.textContent()).toBe(t.signIn.invalid);
      // The message has the focus, so a screen reader says it where the keyboard is.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      await expectNoAxeViolations(page);

      await tabTo(page, "input[name=password]");
      await page.keyboard.type(STAFF_PASSWORD);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === `${prefix}/staff`);
      await page.locator("h1", { hasText: t.inbox.title }).waitFor();
      expect(await page.locator("main").textContent()).toContain("viswa.office@example.org");
      // The parent's message is in the inbox, with a tap to call; the other school's is not.
      const inbox = page.locator(`ul[aria-label="${t.inbox.title}"]`);
      expect(await inbox.textContent()).toContain("Lakshmi Viswanathan");
      expect(await inbox.textContent()).not.toContain("Prismwala");
      expect(await inbox.locator('a[href="tel:+919876543210"]').count()).toBeGreaterThan(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // The password page, from the header's link.
      await page.click(`a[href="${prefix}/staff/password"]`);
      await page.locator("h1", { hasText: t.password.title }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      await tabTo(page, `form[action$="/staff/sign-out"] button`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.home.signOut);
      await page.keyboard.press("Enter");
      await page.locator("[role=status]", { hasText: t.signIn.signedOut }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/staff/sign-in`);
    } finally {
      await context.close();
    }
  });

  it("a group admin adds a school's staff member from the accounts page, at 360 px, axe clean", async () => {
    await addAccount(built.database.connection.db, { email: "group.office@example.org", role: "admin", password: STAFF_PASSWORD });
    const { context, page } = await newPage(browser, 360);
    try {
      await page.goto(`${built.site.url}/te/staff/sign-in`);
      await page.waitForSelector("html[data-hydrated]");
      await page.fill("input[name=email]", "group.office@example.org");
      await page.fill("input[name=password]", STAFF_PASSWORD);
      await page.click("main button[type=submit]");
      await page.waitForURL((url) => url.pathname === "/te/staff");
      await page.click('a[href="/te/staff/accounts"]');
      await page.locator("h1", { hasText: te.staff.accounts.title }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await page.fill("input[name=email]", "queens.office@example.org");
      await page.selectOption("select[name=role]", "staff");
      await page.selectOption("select[name=school]", "queens");
      await page.fill("input[name=password]", STAFF_PASSWORD);
      await page.click(`button:has-text("${te.staff.accounts.submit}")`);
      await page.locator("[role=status]").waitFor();
      expect(await page.locator(`ul[aria-label="${te.staff.accounts.title}"]`).textContent()).toContain("queens.office@example.org");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("works without the page's scripts: sign in, see the office, sign out", async () => {
    const { context, page } = await newPage(browser, 1280, { javaScriptEnabled: false });
    try {
      await page.goto(`${built.site.url}/staff/sign-in`);
      await page.fill("input[name=email]", "viswa.office@example.org");
      await page.fill("input[name=password]", STAFF_PASSWORD);
      await Promise.all([page.waitForURL((url) => url.pathname === "/staff"), page.click("main button[type=submit]")]);
      expect(await page.locator("h1").textContent()).toBe(en.staff.inbox.title);
      await Promise.all([page.waitForURL((url) => url.pathname === "/staff/sign-in"), page.click(`button:text-is("${en.staff.home.signOut}")`)]);
      expect(await page.locator("[role=status]").textContent()).toBe(en.staff.signIn.signedOut);
      // The cookie is gone with the session: the office is closed again.
      await page.goto(`${built.site.url}/staff`);
      expect(new URL(page.url()).pathname).toBe("/staff/sign-in");
    } finally {
      await context.close();
    }
  });
});
