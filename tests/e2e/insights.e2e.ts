// The office's figures (issue 29), in chromium: a parent on a phone follows a campaign's
// link, reads on, and sends the contact form; the group admin opens the insights page and
// finds the request under that campaign in the sources' table, opens its inbox list and
// finds the parent there. The page in Telugu at 360 px (nothing scrolls sideways but the
// tables in their own boxes), without scripts (the charts are there, the period form
// works), printed (the charts, not the form), and axe finds nothing.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltSite } from "../support/built-site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { newPage } from "./browser.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";

const ADMIN = "group.admin@example.org";
const CAMPAIGN = "/?utm_source=whatsapp&utm_medium=social&utm_campaign=open-day-2027";

/** The sources table's row for `source`. */
const sourceRow = (page: Page, source: string) =>
  page.locator("section[aria-labelledby=insights-sources]").locator("tr", { has: page.locator(`th:text-is("${source}")`) });
/** Its cells' texts. */
const sourceCells = (page: Page, source: string) => sourceRow(page, source).locator("th, td").allInnerTexts();

describe("the office's figures: a campaign's request found in its chart's table", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: ADMIN, role: "admin" }]));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });
  const url = (path: string) => `${built.site.url}${path}`;

  it("follows a campaign's link, sends a request and finds it under that campaign", async () => {
    const { context: family, page: parent } = await newPage(browser, 360);
    await parent.goto(url(CAMPAIGN));
    await parent.waitForSelector("html[data-hydrated]");
    // The family reads on before writing: the campaign stays with the visit.
    await parent.goto(url("/about"));
    await parent.goto(url("/#contact"));
    await parent.waitForSelector("html[data-hydrated]");
    const form = parent.locator("#contact form");
    await form.getByLabel("First Name").fill("Asha");
    await form.getByLabel("Last Name").fill("Whatsappreader");
    await form.getByLabel("Email Address").fill("asha@example.com");
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByLabel("School").selectOption("queens");
    await form.getByLabel("Message").fill("We saw the open day on WhatsApp.");
    const [posted] = await Promise.all([
      parent.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(posted.status()).toBe(201);
    await family.close();

    const { context, page } = await newPage(browser, 1280);
    await signInOnPage(page, built.site.url, "", ADMIN);
    await page.getByRole("link", { name: "Insights" }).click();
    await page.waitForURL((address) => address.pathname === "/staff/insights");
    await page.getByRole("heading", { name: "Where families come from" }).waitFor();
    expect(await sourceCells(page, "whatsapp")).toEqual(["whatsapp", "open-day-2027", "1", "0", "0"]);
    expect(await page.getByRole("group", { name: "Where families come from" }).or(page.getByRole("img", { name: "Where families come from" })).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The count opens the inbox list it counts.
    await sourceRow(page, "whatsapp").getByRole("link", { name: "1" }).first().click();
    await page.waitForURL((address) => address.pathname === "/staff" && address.searchParams.get("source") === "whatsapp");
    await page.getByText("Asha Whatsappreader").waitFor();
    expect(await page.locator('main a[href^="/staff/requests/"]').count()).toBe(1);

    // Printed: the charts and tables, not the period form.
    await page.goto(url("/staff/insights?period=month"));
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("form[method=get]").first().isVisible()).toBe(false);
    expect(await page.locator("section[aria-labelledby=insights-weeks] svg").first().isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });

    // Without scripts: the charts are drawn, and the period form is a plain GET.
    const still = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const plain = await still.newPage();
    await plain.goto(url("/te/staff/insights"));
    expect(await plain.locator("h1").innerText()).toBe("లెక్కలు");
    expect(await plain.locator("svg[role=img], svg[role=group], [role=group] svg").count()).toBeGreaterThanOrEqual(3);
    await plain.getByLabel("కాలం", { exact: true }).selectOption("12m");
    await Promise.all([plain.waitForURL((address) => address.searchParams.get("period") === "12m"), plain.getByRole("button", { name: "చూపించండి" }).click()]);
    expect(await sourceCells(plain, "whatsapp")).toEqual(["whatsapp", "open-day-2027", "1", "0", "0"]);
    expect(await noSidewaysScroll(plain)).toBe(true);
    await still.close();
    await context.close();
  });

  it("reads in Telugu on a phone, with nothing scrolling sideways, and axe finds nothing", async () => {
    const { context, page } = await newPage(browser, 360);
    await signInOnPage(page, built.site.url, "/te", ADMIN);
    await page.goto(url("/te/staff/insights?period=12m"));
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("heading", { name: "అభ్యర్థన నుంచి ప్రవేశం వరకు" }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
