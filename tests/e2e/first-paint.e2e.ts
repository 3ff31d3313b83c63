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

  it("is in the HTML: the stylesheet inline, the app's scripts held back, fonts preloaded", async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { "accept-language": "en" } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style>[^<]*\.section\{/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // Nothing in the page starts a script download by itself: the preloads carry an inert
    // rel and the start-up module an inert type until the script in <head> releases them.
    expect(head).not.toContain('<link rel="modulepreload"');
    expect([...head.matchAll(/<link rel="x-modulepreload"[^>]*>/g)].length).toBeGreaterThan(3);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html.match(/<script[^>]*type="text\/x-module">/g)).toHaveLength(1);
    expect(head).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-latin-400-normal-[^"]+\.woff2"/);
    const teluguResponse = await fetch(`${baseUrl()}/te`);
    const telugu = await teluguResponse.text();
    expect(telugu).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-telugu-pages-400-normal-[^"]+\.woff2"/);
    // The same fonts in a Link header, which the browser acts on before it parses a byte.
    const preloads = (res: Response) =>
      [...(res.headers.get("link") ?? "").matchAll(/<\/assets\/(noto-sans-[a-z-]+-\d00)-normal-[^>]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin/g)].map((m) => m[1]);
    expect(preloads(response)).toEqual(["noto-sans-latin-400", "noto-sans-latin-700"]);
    // A Telugu page's own font draws its Latin text too: two files, as on an English page.
    expect(preloads(teluguResponse)).toEqual(["noto-sans-telugu-pages-400", "noto-sans-telugu-pages-700"]);
    // Per-response nonces: no shared cache may keep a page (docs/decisions/0005).
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it.each([
    ["/", "noto-sans-latin"],
    ["/te", "noto-sans-telugu-pages"],
    ["/te/school/1", "noto-sans-telugu-pages"],
  ])("%s is drawn from two font files, the preloaded ones", async (path, font) => {
    const { context, page } = await newPage(browser, 360);
    await gotoHydrated(page, path);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith(".woff2"))
        .map((name) => /\/assets\/(.+)-normal-[^/]+\.woff2$/.exec(name)?.[1])
        .sort();
    });
    expect(fonts).toEqual([`${font}-400`, `${font}-700`]);
    await context.close();
  });

  it.each(["/", "/te/school/1", "/brochure"])("%s paints before any script is asked for, then hydrates", async (path) => {
    const { context, page } = await newPage(browser, 360);
    const response = await gotoHydrated(page, path);
    // The links the server held back (the lazy imports' own preloads come later, at idle).
    const held = [...((await response?.text()) ?? "").matchAll(/<link rel="x-modulepreload"[^>]* href="([^"]+)"/g)].map(
      (match) => new URL(match[1]!, page.url()).href,
    );
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
    // Every held preload was turned on (one per task), each module asked for once.
    const preloads = await page.evaluate(() => ({
      stillHeld: document.querySelectorAll('link[rel="x-modulepreload"]').length,
      on: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
      requested: performance.getEntriesByType("resource").map((entry) => entry.name),
    }));
    expect(held.length).toBeGreaterThan(3);
    expect(preloads.stillHeld).toBe(0);
    expect(preloads.on).toEqual(expect.arrayContaining(held));
    for (const href of held) expect(preloads.requested.filter((name) => name === href)).toHaveLength(1);
    await context.close();
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
    // The URL changes first; the home page's heading follows with its part of the catalogue.
    await page.getByRole("heading", { level: 1, name: en.home.hero.title }).waitFor();
    await context.close();
  });
});
