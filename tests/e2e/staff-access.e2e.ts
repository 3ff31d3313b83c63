// Who opened what (issue 18), in chromium, in English at 1280 px and in Telugu at 360 px:
// a group admin opens a parent's request from the inbox, sees that view on the request's
// own page, follows the staff shell's link to the record and finds it there, with a way
// back to the request. axe finds nothing on the way; nothing scrolls sideways.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";
import { newPage } from "./browser.ts";

const ADMIN = "group.office@example.org";

describe("who opened what", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: ADMIN, role: "admin" }]));
    const response = await fetch(`${built.site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Sunitha", lastName: "Goud", email: "sunitha@example.org", phone: "+91 91234 56789", school: "queens", message: "Fees for UKG?" }),
    });
    expect(response.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  it.each([
    ["en", "", en.staff, 1280],
    ["te", "/te", te.staff, 360],
  ] as const)("in %s: a group admin opens a request, then finds that access in the record", async (_lang, prefix, t, width) => {
    const { context, page } = await newPage(browser, width);
    try {
      await signInOnPage(page, built.site.url, prefix, ADMIN);

      await page.locator(`ul[aria-label="${t.inbox.title}"] li`).first().getByRole("link", { name: "Sunitha Goud" }).click();
      await page.locator("h1", { hasText: "Sunitha Goud" }).waitFor();
      const requestPath = new URL(page.url()).pathname;
      // The request's own page says who opened it: this very view.
      const recent = page.locator("#request-accesses").locator("xpath=..");
      expect(await recent.textContent()).toContain(`${ADMIN} `);
      expect(await recent.textContent()).toContain(t.access.actions.opened);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: t.access.link }).click();
      await page.locator("h1", { hasText: t.access.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/staff/access`);
      const newest = page.locator('ol[aria-labelledby="staff-access-title"] > li').first();
      expect(await newest.textContent()).toContain(ADMIN);
      expect(await newest.textContent()).toContain(t.access.actions.opened);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // Narrowed to the admin's own account, then back to the request from its row.
      await page.getByLabel(t.access.filters.account).selectOption({ label: ADMIN });
      await Promise.all([page.waitForURL((url) => url.searchParams.has("account")), page.getByRole("button", { name: t.access.filters.apply }).click()]);
      await newest.getByRole("link").click();
      await page.waitForURL((url) => url.pathname === requestPath);
      await page.locator("h1", { hasText: "Sunitha Goud" }).waitFor();

      // From the request to everything held about the parent, found by its phone number.
      await page.getByRole("link", { name: t.access.recent.person }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/staff/people` && url.searchParams.has("q"));
      await page.locator(`a[href="${requestPath}"]`).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
