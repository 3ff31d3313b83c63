// One headless chromium per test file (Debian's /usr/bin/chromium; npm cannot fetch browsers here).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export async function newPage(
  browser: Browser,
  width = 1280,
  options: { locale?: string; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 600 ? 740 : 900 },
    locale: options.locale ?? "en-IN",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Opens a path and waits until React has hydrated it (buttons and links work). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}
