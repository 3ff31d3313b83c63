// Where a visitor lands: the top of a page they open, and where they were on a page they
// reload or go back to (app/components/scroll-restoration.tsx).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launchBrowser, newPage } from "./browser.ts";

describe("scroll positions", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Runs `steps` on a fresh page `width` wide, closed afterwards. */
  async function onPage(width: number, steps: (page: Page) => Promise<void>) {
    const { context, page } = await newPage(browser, width);
    try {
      await steps(page);
    } finally {
      await context.close();
    }
  }
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  type Recorded = Window & { __scrolls: number[] };
  /** Records every scroll position the page passes through, from its first byte. */
  const recordScrolls = (page: Page) =>
    page.addInitScript(() => {
      const recorded: number[] = ((window as unknown as Recorded).__scrolls = []);
      addEventListener("scroll", () => recorded.push(Math.round(window.scrollY)));
    });
  /** The positions passed through since the last call (a jump passes none on the way). */
  const takeScrolls = (page: Page) =>
    page.evaluate(() => (window as unknown as Recorded).__scrolls.splice(0));
  const between = (positions: number[], from: number, to: number) =>
    positions.filter((y) => y > Math.min(from, to) + 40 && y < Math.max(from, to) - 40);
  /** Scrolls as a visitor does, and waits until it is there. */
  async function scrollTo(page: Page, y: number) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  }

  /** Where `selector`'s top is in the window, in px. */
  const topOf = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().top));
  /** Scrolls until `selector` is 100 px below the window's top. */
  async function bringToTop(page: Page, selector: string) {
    await page.evaluate((target) => {
      const element = document.querySelector(target)!;
      window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - 100, behavior: "instant" });
    }, selector);
    await page.waitForFunction((target) => Math.abs(document.querySelector(target)!.getBoundingClientRect().top - 100) < 2, selector);
  }

  it("opens a page at the top, with its own history key", () =>
    onPage(360, async (page) => {
      await gotoHydrated(page, "/about");
      expect(await scrollY(page)).toBe(0);
      const key = await page.evaluate(() => (window.history.state as { key?: string } | null)?.key);
      expect(key).toMatch(/^[0-9a-v]+$/);
    }));

  it("keeps the position across a reload", () =>
    onPage(360, async (page) => {
      await recordScrolls(page);
      await gotoHydrated(page, "/about");
      await scrollTo(page, 1500);
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      // It lands there: no slide down from the top (the stylesheet scrolls smoothly to anchors).
      expect(between(await takeScrolls(page), 0, 1500)).toEqual([]);
      // Restored during the parse; if the fonts arrive just after, text above reflows a
      // line or so and the browser's scroll anchoring keeps the same content in view at a
      // slightly different offset (seen on a loaded machine: 1477).
      expect(Math.abs((await scrollY(page)) - 1500)).toBeLessThanOrEqual(40);
    }));

  it("returns to the position on the page before after a client-side navigation and back", () =>
    // At this width the navigation bar's links show, at any scroll position.
    onPage(1280, async (page) => {
      await recordScrolls(page);
      await gotoHydrated(page, "/te/brochure");
      await scrollTo(page, 1200);
      await takeScrolls(page);
      await page.locator('header a[href="/about"]').first().click();
      await page.waitForURL((url) => url.pathname === "/about");
      await page.waitForFunction(() => window.scrollY === 0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/te/brochure");
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2);
      // Each page is shown at its place at once, not slid there.
      expect(between(await takeScrolls(page), 0, 1200)).toEqual([]);
    }));

  // The home page and the brochure show placeholders for their lists on a client-side
  // navigation; back or forward, they wait for them, or the page would be too short for the
  // position and the visitor would land further down (at the footer, on the home page).
  it.each([
    { path: "/te", heading: "#admissions-title", width: 360 },
    { path: "/", heading: "#contact-title", width: 1280 },
    { path: "/te/brochure", heading: "#brochure-contact", width: 360 },
  ])("back to $path after a client-side navigation shows what was at the top ($width px)", ({ path, heading, width }) =>
    onPage(width, async (page) => {
      await gotoHydrated(page, path);
      await bringToTop(page, heading);
      // A link to the about page, followed where the page is now (a click by Playwright
      // would scroll to the link first; links on Telugu pages carry no prefix).
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/about"]')!.click());
      await page.waitForURL((url) => url.pathname === "/about");
      await page.waitForFunction(() => window.scrollY === 0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction(() => window.scrollY > 0);
      // Nothing arrives later to push it away.
      await page.waitForTimeout(500);
      expect(Math.abs((await topOf(page, heading)) - 100)).toBeLessThanOrEqual(2);
    }),
  );
});
