// A person's rights worked by a group admin, in chromium at 360 px, in English and in
// Telugu: from the staff shell to the person's page, found by their phone however typed;
// everything downloaded as a JSON file and read as a page; then erased after confirming,
// and the inbox no longer shows them. axe finds nothing on the way; nothing scrolls sideways.
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { addPersonRequests, fictionalPerson } from "../support/person-requests.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";
import { newPage } from "./browser.ts";


describe("a person's rights at the group office", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    let ids: Record<string, number>;
    ({ built, browser, ids } = await startStaffSite([{ email: "group.office@example.org", role: "admin" }]));
    const accountId = ids["group.office@example.org"]!;
    for (const n of [31, 32]) await addPersonRequests(built.database.connection.db, fictionalPerson(n), { createdAt: new Date(Date.now() - 86_400_000), accountId });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  it.each([
    ["en", "", en, fictionalPerson(31), "+91 90000 00031"],
    ["te", "/te", te, fictionalPerson(32), "090000-00032"],
  ] as const)("in %s: find a person by phone, export, read, erase, and the inbox no longer shows them", async (_lang, prefix, m, person, typed) => {
    const t = m.people;
    const { context, page } = await newPage(browser, 360);
    try {
      await signInOnPage(page, built.site.url, prefix, "group.office@example.org");

      // The inbox shows them first; the shell leads to a person's data.
      await page.getByLabel(m.staff.inbox.filters.search).fill(person.email);
      await page.getByRole("button", { name: m.staff.inbox.filters.apply }).click();
      await page.locator("main li", { hasText: person.firstName }).first().waitFor();
      await page.getByRole("navigation", { name: m.staff.adminPages.label }).getByRole("link", { name: m.staff.adminPages.people }).click();
      await page.locator("h1", { hasText: t.title }).waitFor();

      await page.getByLabel(t.search).fill(typed);
      await page.getByRole("button", { name: t.find }).click();
      const list = page.locator("main ul").first();
      await list.locator("li", { hasText: person.firstName }).first().waitFor();
      expect(await list.locator(":scope > li").count()).toBe(5);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // Everything, as a file.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.exportJson }).click()]);
      expect(download.suggestedFilename()).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), "utf8")) as { requests: { kind: string; fields: Record<string, unknown> }[] };
      expect(exported.requests).toHaveLength(5);
      expect(exported.requests.every((request) => JSON.stringify(request.fields).includes(person.firstName))).toBe(true);

      // And as a page to read and print, in the office's language.
      await page.getByRole("link", { name: t.exportPage }).click();
      await page.locator("h1", { hasText: t.printTitle.replace("{query}", typed) }).waitFor();
      expect(await page.locator("main").textContent()).toContain(t.print.history);
      expect(await page.locator("main section").count()).toBe(5);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: t.print.back }).click();
      await page.locator("h1", { hasText: t.title }).waitFor();

      // Erase: a confirmation first, then gone.
      await page.getByRole("link", { name: t.erase.start }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.waitFor();
      await expectNoAxeViolations(page);
      await confirm.getByLabel(t.erase.confirm).check();
      await confirm.getByRole("button", { name: t.erase.submit }).click();
      await page.locator("[role=status]", { hasText: t.erase.done.other.replace("{count}", "5") }).waitFor();
      expect(await page.locator("main").textContent()).not.toContain(person.firstName);

      // The inbox no longer has them.
      await page.goto(`${built.site.url}${prefix}/staff?${new URLSearchParams({ q: person.email })}`);
      await page.locator("main", { hasText: m.staff.inbox.filters.nothingFound }).waitFor();
      expect(await page.locator("main").textContent()).not.toContain(person.firstName);
    } finally {
      await context.close();
    }
  });
});
