import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./browser.ts";

describe("the site in chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ["/", 200],
    ["/about", 200],
    ["/about-preview", 200],
    ["/school/1", 200],
    ["/schedule-visit", 200],
    ["/careers", 200],
    ["/brochure", 200],
    ["/no-such-page", 404],
  ])("%s answers %i", async (path, status) => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await context.close();
  });

  it("follows /contact to the home page's contact section", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/contact");
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/#contact");
    await context.close();
  });
});
