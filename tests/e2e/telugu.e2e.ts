// The site in Telugu: switching on every page, the choice remembered, Telugu HTML from
// the server on a first visit, forms keeping what was typed, Telugu messages and
// toasts, accessibility and no overflowing text at 320 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { te } from "#app/i18n/te/index.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { baseUrl, gotoHydrated, launchBrowser, newPage } from "./browser.ts";

const ROUTES = ["/", "/about", "/about-preview", "/school/1", "/school/6", "/schedule-visit", "/careers", "/brochure"];
const TELUGU = /[\u0C00-\u0C7F]/;

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");
const h1Text = (page: Page) => page.locator("h1").first().innerText();

async function switchTo(page: Page, label: "English" | "తెలుగు") {
  await page.getByRole("group", { name: /Language|భాష/ }).first().getByRole("button", { name: label }).click();
}

describe("Telugu", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(ROUTES)("%s switches to Telugu in place and stays Telugu after a reload", async (path) => {
    const { context, page } = await newPage(browser, 1280);
    await gotoHydrated(page, path);
    expect(await htmlLang(page)).toBe("en");
    await switchTo(page, "తెలుగు");
    await page.waitForFunction(() => document.documentElement.lang === "te");
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await h1Text(page)).toMatch(TELUGU);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("te");
    await page.reload();
    expect(await htmlLang(page)).toBe("te");
    expect(await h1Text(page)).toMatch(TELUGU);
    await context.close();
  });

  it("serves Telugu HTML to a first visit that asks for it, with hreflang alternates", async () => {
    const response = await fetch(`${baseUrl()}/about`, { headers: { "accept-language": "te-IN,te;q=0.9,en;q=0.5" } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="te"/);
    expect(html).toContain(te.common.nav.about);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/te\/about"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-IN" href="[^"]+\/about"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="te-IN" href="[^"]+\/te\/about"/);

    const english = await (await fetch(`${baseUrl()}/about`, { headers: { "accept-language": "en-IN" } })).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(/<link rel="canonical" href="[^"]+\/about"/);
  });

  it("answers every page in Telugu at its /te address, whatever the browser asks", async () => {
    for (const path of ROUTES) {
      const url = `${baseUrl()}${path === "/" ? "/te" : `/te${path}`}`;
      const response = await fetch(url, { headers: { "accept-language": "en" } });
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).toMatch(/<html lang="te"/);
    }
    expect((await fetch(`${baseUrl()}/fr/about`)).status).toBe(404);
  });

  it("goes from a /te page to the same page in English without losing what was typed", async () => {
    const { context, page } = await newPage(browser, 1280);
    await gotoHydrated(page, "/te/schedule-visit");
    expect(await htmlLang(page)).toBe("te");
    const name = page.locator('input[name="parentName"]');
    await name.fill("Test Parent");
    await page.locator('input[name="studentName"]').fill("Test Student");
    await switchTo(page, "English");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(new URL(page.url()).pathname).toBe("/schedule-visit");
    expect(await name.inputValue()).toBe("Test Parent");
    expect(await page.locator('input[name="studentName"]').inputValue()).toBe("Test Student");
    await context.close();
  });

  it("keeps a half-filled form across a switch to Telugu, then shows Telugu messages", async () => {
    const { context, page } = await newPage(browser, 360);
    await gotoHydrated(page, "/schedule-visit");
    await page.locator('input[name="parentName"]').fill("A");
    await page.locator('input[name="email"]').fill("parent@example.com");
    await page.getByRole("button", { name: "Open menu" }).click();
    await switchTo(page, "తెలుగు");
    await page.waitForFunction(() => document.documentElement.lang === "te");
    await page.keyboard.press("Escape");
    expect(await page.locator('input[name="parentName"]').inputValue()).toBe("A");
    expect(await page.locator('input[name="email"]').inputValue()).toBe("parent@example.com");
    await page.getByRole("button", { name: te.visit.form.submit }).click();
    await page.getByText(te.validation.visitParentName).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("parentName");
    await context.close();
  });

  it("shows Telugu toasts", async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
    await gotoHydrated(page, "/te");
    const form = page.locator("#contact form");
    await form.locator('input[name="firstName"]').fill("Test");
    await form.locator('input[name="lastName"]').fill("Parent");
    await form.locator('input[name="email"]').fill("parent@example.com");
    await form.locator('input[name="phone"]').fill("9000000000");
    await form.locator('select[name="school"]').selectOption("queens");
    await form.locator('textarea[name="message"]').fill("Test message");
    await form.getByRole("button", { name: te.contactForm.submit }).click();
    const toasts = page.getByRole("region", { name: te.toasts.notificationsLabel });
    await toasts.getByText(te.toasts.contactFailureTitle).waitFor();
    await toasts.getByText(te.toasts.contactFailureBody).waitFor();
    await context.close();
  });

  it.each([360, 1280])("has no WCAG 2.1 AA violation on any page in Telugu at %i px", async (width) => {
    const { context, page } = await newPage(browser, width);
    for (const path of ROUTES) {
      await gotoHydrated(page, path === "/" ? "/te" : `/te${path}`);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });

  it("lets no Telugu text overflow its box at 320 px", async () => {
    const { context, page } = await newPage(browser, 320);
    for (const path of ROUTES) {
      await gotoHydrated(page, path === "/" ? "/te" : `/te${path}`);
      const overflow = await page.evaluate(() => {
        const found: string[] = [];
        if (document.documentElement.scrollWidth > 320) found.push(`page ${document.documentElement.scrollWidth}px wide`);
        for (const el of document.querySelectorAll<HTMLElement>("h1,h2,h3,h4,p,li,a,button,label,select,dt,dd,legend")) {
          const style = getComputedStyle(el);
          if (el.clientWidth <= 1 || style.display === "inline" || style.position === "absolute") continue;
          if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName} "${el.innerText.slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
        }
        return found;
      });
      expect(overflow, path).toEqual([]);
    }
    await context.close();
  });
});
