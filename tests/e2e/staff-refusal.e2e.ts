// A group admin's page opened by a school's staff, in chromium, in Telugu at 360 px: the
// gate refuses it before any loader runs, and the root's error boundary answers with the
// office's frame around "not found". That frame comes in a chunk of its own, which no
// public page loads (app/root.tsx, app/lib/later.tsx): the server's page is whole,
// the browser hydrates it once the chunk has come, with no hydration error, and its way
// back to the inbox then works as a link of the app.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { te } from "#app/i18n/te/index.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { newPage } from "./browser.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";

const STAFF = "maa.office@example.org";

describe("a refused staff page", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([{ email: STAFF, role: "staff", schoolCode: "maa" }]));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  it("is whole without scripts: the frame, the answer and the way back are on the page as the server wrote it", async () => {
    const { context, page } = await newPage(browser, 360);
    let cookies: Awaited<ReturnType<typeof context.cookies>>;
    try {
      await signInOnPage(page, built.site.url, "/te", STAFF);
      cookies = await context.cookies();
    } finally {
      await context.close();
    }
    // The session's cookie, in a browser that runs no scripts.
    const bare = await newPage(browser, 360, { javaScriptEnabled: false });
    try {
      await bare.context.addCookies(cookies);
      const response = await bare.page.goto(`${built.site.url}/te/staff/accounts`);
      expect(response?.status()).toBe(404);
      expect(await bare.page.locator("#staff-answer-title", { hasText: te.staff.notFound.title }).isVisible()).toBe(true);
      expect(await bare.page.getByRole("link", { name: te.staff.detail.back }).isVisible()).toBe(true);
    } finally {
      await bare.context.close();
    }
  });

  it("is the office's frame around 'not found', hydrated without an error, its way back a working link", async () => {
    const { context, page } = await newPage(browser, 360);
    const errors: string[] = [];
    // (The page's own 404 is logged as a resource that failed: it is the answer asked for.)
    page.on("console", (message) => message.type() === "error" && !/status of 404/.test(message.text()) && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await signInOnPage(page, built.site.url, "/te", STAFF);
      const response = await page.goto(`${built.site.url}/te/staff/accounts`);
      expect(response?.status()).toBe(404);
      await page.locator("#staff-answer-title", { hasText: te.staff.notFound.title }).waitFor();
      // The frame's chunk came after the page (it is in no public page's first load), and
      // React took the server's answer over (its own property on the title's element).
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /staff-not-found-[\w-]+\.js$/.test(entry.name)));
      await page.waitForFunction(() => Object.keys(document.getElementById("staff-answer-title") ?? {}).some((key) => key.startsWith("__reactFiber")));
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      // Hydrated: the way back is followed by the app (no new document), to the inbox.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await Promise.all([page.waitForURL((url) => url.pathname === "/te/staff"), page.getByRole("link", { name: te.staff.detail.back }).click()]);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
