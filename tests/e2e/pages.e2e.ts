// /about, /about-preview, /brochure, /contact and the 404 page, as a visitor sees them.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";

type PrintCounter = Window & { __printed: number };

/** The path and hash of the page's current URL, e.g. "/#contact". */
function location(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.hash;
}

/** Waits until the element's box overlaps the viewport (smooth scrolling takes a moment). */
async function waitInView(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return !!box && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
  }, selector);
}

/** Waits until React has hydrated the server-rendered page, so its buttons respond. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** From the home page to /brochure by links only (at a desktop width, where the bar shows its links), so React Router loads the brochure's data on the client. */
async function openBrochureClientSide(page: Page, prepare: () => Promise<unknown>): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
  await page.waitForURL("**/about");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await prepare();
  await page.getByRole("link", { name: "Read our printable brochure" }).click();
  await page.waitForURL("**/brochure");
}

/** The brochure route's own data request on client-side navigations (its clientLoader asks the server for it). */
const brochureData = (url: URL) => url.pathname === "/brochure.data" && url.searchParams.get("_routes") === "routes/brochure";

/**
 * Serves /brochure's client-side data with its first line only, the part the server
 * sends at once; the two lists, which the server streams after it when the database
 * answers, then stay pending (a slow database) or, with "rejected", fail.
 */
async function serveBrochureListsAs(page: Page, lists: "pending" | "rejected"): Promise<string[]> {
  const promiseIds: string[] = [];
  await page.route(brochureData, async (route) => {
    const response = await route.fetch();
    const [head = ""] = (await response.text()).split("\n");
    promiseIds.push(...[...head.matchAll(/\["P",(\d+)\]/g)].map((match) => match[1] ?? ""));
    const failures = lists === "rejected" ? promiseIds.map((id) => `E${id}:["boom"]\n`).join("") : "";
    await route.fulfill({ response, body: `${head}\n${failures}` });
  });
  return promiseIds;
}

describe("about, preview, brochure, contact and 404 pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each([360, 1280])("at %i px", (width) => {
    it.each([
      ["/about", 200, "Six schools in Telangana, one family of teachers"],
      ["/about-preview", 200, "Compare two layouts of the About page"],
      ["/brochure", 200, "Vidyanjali Schools"],
      ["/definitely-missing", 404, "404 - Page Not Found"],
    ])("%s answers %i, fits the width and has no axe violations", async (path, status, heading) => {
      const { context, page } = await newPage(browser, width);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expect((await page.getByRole("heading", { level: 1 }).textContent())?.trim()).toBe(heading);
      if (path === "/brochure") await page.getByTestId("brochure-school").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectNoAxeViolations(page);
      await context.close();
    });
  });

  it("the 404 page is titled and both of its buttons lead on", async () => {
    const { context, page } = await newPage(browser, 360);
    await page.goto("/definitely-missing");
    expect(await page.title()).toBe("404 - Page Not Found");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/definitely-missing");
    await page.getByRole("link", { name: "Schedule a Visit" }).click();
    await page.waitForURL("**/schedule-visit");
    await context.close();
  });

  it("/about shows the heading, the mission, the six trust reasons and the call to join", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/about");
    expect(await page.title()).toBe("About Us | Vidyanjali Schools");
    expect(await page.getByRole("img", { name: /school building/ }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Every child known, every child growing" }).isVisible()).toBe(true);
    const reasons = page.getByTestId("trust-reason");
    expect(await reasons.locator("h3").allTextContents()).toEqual([
      "Local expertise",
      "Innovative learning",
      "Student safety and wellness",
      "Transparent administration",
      "Academic excellence",
      "Inclusive community",
    ]);
    expect(await reasons.locator("svg").count()).toBe(6);
    expect(await page.getByRole("link", { name: "Book a visit" }).getAttribute("href")).toBe("/schedule-visit");
    expect(await page.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/#contact");
    await context.close();
  });

  it("/about-preview is not indexed, compares two layouts and links back home", async () => {
    const { context, page } = await newPage(browser, 360);
    await page.goto("/about-preview");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByTestId("layout-current").locator("figcaption").textContent()).toContain("Current layout");
    expect(await page.getByTestId("layout-uniform").locator("figcaption").textContent()).toContain("Uniform layout");
    const back = page.getByRole("link", { name: "Back to Homepage" });
    expect(await back.getAttribute("href")).toBe("/");
    await back.click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("/contact ends at the home page's contact section, in view", async () => {
    const { context, page } = await newPage(browser, 360);
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    expect(location(page)).toBe("/#contact");
    await waitInView(page, "#contact");
    await context.close();
  });

  describe("/brochure", () => {
    it("lists the six schools with their founding years and the first two testimonials with stars", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/brochure");
      expect(await page.title()).toBe("Brochure | Vidyanjali Schools");
      const schools = page.getByTestId("brochure-school");
      await schools.first().waitFor();
      expect(await schools.count()).toBe(6);
      for (const text of await schools.allTextContents()) expect(text).toMatch(/Established (19|20)\d\d/);
      expect(await schools.locator("h3").first().textContent()).toBe("Viswa Bharathi High School");
      expect(await page.getByRole("link", { name: "prism.vidyanjalischools.in" }).getAttribute("href")).toBe("https://prism.vidyanjalischools.in");

      // Visible ones: when the client's copy of the streamed data wins the race, React
      // renders the list itself and the server's late copy stays behind in a hidden div.
      // They stream in after the page: wait for them before counting.
      const testimonials = page.locator('[data-testid="brochure-testimonial"]:visible');
      await testimonials.nth(1).waitFor();
      expect(await testimonials.count()).toBe(2);
      for (let i = 0; i < 2; i++) {
        const card = testimonials.nth(i);
        expect(await card.getByTestId("star").count()).toBeGreaterThan(0);
        expect(await card.getByRole("img", { name: /Rated \d out of 5/ }).count()).toBe(1);
      }
      expect(await testimonials.first().textContent()).toContain("Lakshmi Reddy");
      expect(await page.getByTestId("brochure-highlight").count()).toBe(6);
      await context.close();
    });

    it("'Print Brochure' opens the print dialog", async () => {
      const { context, page } = await newPage(browser, 360);
      await page.goto("/brochure");
      await waitForHydration(page);
      await page.evaluate(() => {
        const win = window as unknown as PrintCounter;
        win.__printed = 0;
        win.print = () => {
          win.__printed++;
        };
      });
      await page.getByRole("button", { name: "Print Brochure" }).click();
      expect(await page.evaluate(() => (window as unknown as PrintCounter).__printed)).toBe(1);
      await context.close();
    });

    it("'Contact Us Now' goes through /contact to the contact section", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/brochure");
      const contact = page.getByRole("link", { name: "Contact Us Now" });
      expect(await contact.getAttribute("href")).toBe("/contact");
      await waitForHydration(page);
      await contact.click();
      await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
      await page.locator("#contact").waitFor();
      await context.close();
    });

    it("prints without the navigation bar, the footer and the buttons", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/brochure");
      await waitForHydration(page);
      await page.getByTestId("brochure-school").first().waitFor();
      const navBar = page.locator("body > header");
      const contactNow = page.getByRole("link", { name: "Contact Us Now" });
      const print = page.getByRole("button", { name: "Print Brochure" });
      expect([await navBar.isVisible(), await contactNow.isVisible(), await print.isVisible()]).toEqual([true, true, true]);

      await page.emulateMedia({ media: "print" });
      expect(await navBar.isVisible()).toBe(false);
      expect(await page.locator("body > footer").isVisible()).toBe(false);
      expect(await contactNow.isVisible()).toBe(false);
      expect(await print.isVisible()).toBe(false);
      // The content stays, without shadows, and cards do not split across pages.
      const card = page.getByTestId("brochure-school").first();
      expect(await card.isVisible()).toBe(true);
      const style = await card.evaluate((el) => {
        const css = getComputedStyle(el);
        // Tailwind's shadow-none leaves transparent zero shadows: count the visible ones.
        const visibleShadows = css.boxShadow === "none" ? "" : css.boxShadow.replaceAll("rgba(0, 0, 0, 0) 0px 0px 0px 0px", "").replace(/[\s,]/g, "");
        return { visibleShadows, breakInside: css.breakInside, colour: getComputedStyle(el.querySelector("h3") ?? el).color };
      });
      expect(style).toEqual({ visibleShadows: "", breakInside: "avoid", colour: "rgb(0, 0, 0)" });
      await context.close();
    });

    it("shows six school and two testimonial skeletons while the lists are on their way", async () => {
      const { context, page } = await newPage(browser);
      let promiseIds: string[] = [];
      await openBrochureClientSide(page, async () => {
        promiseIds = await serveBrochureListsAs(page, "pending");
      });
      const schoolSkeletons = page.getByTestId("brochure-school-skeleton");
      await schoolSkeletons.first().waitFor();
      expect(promiseIds).toHaveLength(2);
      expect(await schoolSkeletons.count()).toBe(6);
      expect(await page.getByTestId("brochure-testimonial-skeleton").count()).toBe(2);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(2);
      expect(await page.getByText("Loading school information…").count()).toBe(1);
      expect(await page.getByText("Loading testimonials…").count()).toBe(1);
      expect(await page.getByTestId("brochure-school").count()).toBe(0);
      // The rest of the brochure is readable meanwhile.
      expect(await page.getByRole("heading", { name: "Highlights" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Print Brochure" }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await context.close();
    });

    it("shows each list's error text when that list fails to load", async () => {
      const { context, page } = await newPage(browser);
      let promiseIds: string[] = [];
      await openBrochureClientSide(page, async () => {
        promiseIds = await serveBrochureListsAs(page, "rejected");
      });
      const errors = page.getByTestId("brochure-error");
      await errors.nth(1).waitFor();
      expect(promiseIds).toHaveLength(2);
      expect(await errors.allTextContents()).toEqual([
        "Unable to load school information. Please try refreshing the page.",
        "Unable to load testimonials...",
      ]);
      expect(await page.getByTestId("brochure-school-skeleton").count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Highlights" }).isVisible()).toBe(true);
      await context.close();
    });

    it("keeps the brochure and shows both error texts when its data request fails", async () => {
      const { context, page } = await newPage(browser);
      await openBrochureClientSide(page, () =>
        page.route(brochureData, (route) => route.fulfill({ status: 500, body: "boom" })),
      );
      const errors = page.getByTestId("brochure-error");
      await errors.nth(1).waitFor();
      expect(await errors.allTextContents()).toEqual([
        "Unable to load school information. Please try refreshing the page.",
        "Unable to load testimonials...",
      ]);
      expect(await page.getByTestId("brochure-school").count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Vidyanjali Schools");
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
});
