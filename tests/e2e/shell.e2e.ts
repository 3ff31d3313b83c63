// The parts every page shares: navigation bar, side menu, footer, page head.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launchBrowser, newPage } from "./browser.ts";

describe("navigation bar and footer", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("links to the spec's destinations from the desktop bar", async () => {
    const { context, page } = await newPage(browser, 1280);
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(hrefs).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Our Schools", "/#schools"],
      ["Admissions", "/#admissions"],
      ["Contact", "/#contact"],
    ]);
    await expect(page.getByRole("group", { name: "Language" }).getByRole("button").allTextContents()).resolves.toEqual(["English", "తెలుగు"]);
    await context.close();
  });

  it("opens the side menu on a phone and closes it when a link is chosen", async () => {
    const { context, page } = await newPage(browser, 360);
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" }).first().isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Home" }).click();
    await menu.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("opens the enrollment form from Apply Now, on desktop and in the side menu", async () => {
    const { context, page } = await newPage(browser, 1280);
    await gotoHydrated(page, "/about");
    await page.getByRole("banner").getByRole("button", { name: "Apply Now" }).click();
    await page.getByRole("dialog", { name: "Enroll Now" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Enroll Now" }).waitFor({ state: "detached" });
    await context.close();

    const phone = await newPage(browser, 360);
    await gotoHydrated(phone.page, "/about");
    await phone.page.getByRole("button", { name: "Open menu" }).click();
    await phone.page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Apply Now" }).click();
    await phone.page.getByRole("dialog", { name: "Enroll Now" }).waitFor();
    await expect(phone.page.getByRole("dialog", { name: "Menu" }).count()).resolves.toBe(0);
    await phone.context.close();
  });

  it("has a footer with five social links opening safely in a new tab, the quick links and the programs", async () => {
    const { context, page } = await newPage(browser, 1280);
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    const social = await footer.locator("a[target=_blank][aria-label*='new tab']").evaluateAll((links) =>
      links.map((a) => a.getAttribute("rel")),
    );
    expect(social).toEqual(Array(5).fill("noopener noreferrer"));
    const quick = await footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link").evaluateAll((links) =>
      links.map((a) => [a.textContent, a.getAttribute("href")]),
    );
    expect(quick).toEqual([
      ["About Us", "/about"],
      ["Our Schools", "/#schools"],
      ["School Details", "/school/1"],
      ["Schedule Visit", "/schedule-visit"],
      ["Contact", "/#contact"],
      ["Careers", "/careers"],
    ]);
    const programs = await footer.getByRole("navigation", { name: "Academic Programs" }).getByRole("link").evaluateAll((links) =>
      links.map((a) => [a.textContent, a.getAttribute("href")]),
    );
    expect(programs).toEqual([
      ["Primary Education Programs", "/school/1"],
      ["Secondary Education", "/school/2"],
      ["STEM Innovation", "/school/3"],
      ["Creative Arts Programs", "/school/4"],
      ["Sports & Athletics", "/school/5"],
      ["International Programs", "/school/6"],
    ]);
    await expect(footer.getByRole("link", { name: /^Phone: / }).getAttribute("href")).resolves.toMatch(/^tel:\+91\d+$/);
    await expect(footer.getByRole("link", { name: /^E-mail: / }).getAttribute("href")).resolves.toMatch(/^mailto:/);
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} `);
    await context.close();
  });

  it("gives every footer link a tap target at least 44 px high on a phone, in Telugu too", async () => {
    for (const path of ["/about", "/te/about"]) {
      const { context, page } = await newPage(browser, 360);
      await gotoHydrated(page, path);
      const heights = await page.getByRole("contentinfo").locator("a").evaluateAll((links) => links.map((a) => [a.textContent?.trim() || a.getAttribute("aria-label"), Math.round(a.getBoundingClientRect().height)] as const));
      expect(heights.length).toBeGreaterThan(20);
      expect(heights.filter(([, height]) => height < 44)).toEqual([]);
      await context.close();
    }
  });

  it("renders the page head on the server: title, description, canonical, sharing tags", async () => {
    const response = await fetch(`${baseUrl()}/about`);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/about"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<html lang="en"/);
  });

  it("describes the group and each school to search engines (JSON-LD) and has one h1 per page", async () => {
    const jsonLd = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const block = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1];
      return JSON.parse(block ?? "null") as Record<string, unknown> | null;
    };
    const group = await jsonLd("/");
    expect(group).toMatchObject({ "@type": "EducationalOrganization", name: "Vidyanjali Schools", telephone: expect.any(String) });
    expect((group?.subOrganization as unknown[]).length).toBe(6);
    const school = await jsonLd("/school/3");
    expect(school).toMatchObject({ "@type": "School", name: "Santhi Niketan School", address: { addressLocality: expect.any(String) } });

    const { context, page } = await newPage(browser, 1280);
    for (const path of ["/", "/about", "/about-preview", "/school/1", "/schedule-visit", "/careers", "/brochure", "/te/school/2", "/missing"]) {
      await page.goto(path);
      expect(await page.locator("h1").count(), path).toBe(1);
    }
    await context.close();
  });

  it("runs every page under its Content-Security-Policy without a single violation", async () => {
    const { context, page } = await newPage(browser, 360);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of ["/", "/school/1", "/schedule-visit", "/careers", "/brochure", "/te/about"]) {
      const response = await gotoHydrated(page, path);
      expect(response?.headers()["content-security-policy"], path).toContain("'strict-dynamic'");
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
    await context.close();
  });
});
