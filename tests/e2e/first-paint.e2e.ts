// What a first visit on a slow network is sent: a page that can paint from its own bytes.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { baseUrl, gotoHydrated, launchBrowser, newPage } from "./browser.ts";

describe("the first paint", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("is in the HTML: the stylesheet inline, scripts preloaded at low priority, fonts preloaded", async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { "accept-language": "en" } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style>[^<]*\.section\{/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(3);
    for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
    expect(head).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-latin-400-normal-[^"]+\.woff2"/);
    const telugu = await (await fetch(`${baseUrl()}/te`)).text();
    expect(telugu).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-telugu-telugu-400-normal-[^"]+\.woff2"/);
    // Per-response nonces: no shared cache may keep a page (docs/decisions/0005).
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("carries only its page's part of the catalogue, and a client-side visit brings the next page's", async () => {
    const about = await (await fetch(`${baseUrl()}/about`, { headers: { "accept-language": "en" } })).text();
    expect(about).toContain(JSON.stringify(en.about.meta.title).slice(1, -1));
    expect(about).not.toContain(en.home.meta.description);
    expect(about).not.toContain(en.careers.meta.description);

    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/about");
    await page.getByRole("link", { name: en.common.nav.home, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.home.hero.title);
    await context.close();
  });
});
