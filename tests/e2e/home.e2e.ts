// The home page as a parent uses it: the sections in order, the schools and
// testimonials (with their loading, error and empty states), the tour, enrollment and
// contact forms, the navigation bar's Apply Now and side menu, and accessibility.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { initialsOf } from "../../app/components/initials-avatar.tsx";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { openDay } from "../support/payloads.ts";
import { admissionsYear } from "../../app/lib/admissions-year.server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";

const SECTION_IDS = ["hero", "difference", "highlights", "schools", "beyond-academics", "sports", "testimonials", "admissions", "contact"];

const parent = {
  firstName: "Test",
  lastName: "Parent",
  email: "parent@example.com",
  phone: "9000000000",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the home page", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(() => browser?.close());

  /** A fresh page at `path`, hydrated (no requests still running); closed after the test unless `shared`. */
  async function open(path = "/", width = 1280, shared?: BrowserContext[]) {
    const { context, page } = await newPage(browser, width);
    (shared ?? contexts).push(context);
    const response = await page.goto(path);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForLoadState("networkidle");
    return { page, response };
  }

  async function expectFocused(locator: Locator) {
    await locator.page().waitForFunction((element) => element === document.activeElement, await locator.elementHandle(), { timeout: 3000 });
  }

  async function expectToast(page: Page, title: string, body: string, variant: "default" | "destructive") {
    const toast = page.locator("[data-variant]").filter({ hasText: title }).first();
    await toast.waitFor();
    expect(await toast.getAttribute("data-variant")).toBe(variant);
    expect(await toast.textContent()).toContain(body);
  }

  const postTo = (page: Page, path: string) =>
    page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === "POST");

  const admissions = (page: Page) => page.locator("#admissions");
  const tourOpener = (page: Page) => admissions(page).getByRole("button", { name: "Book a School Tour" });
  const enrollOpener = (page: Page) => admissions(page).getByRole("button", { name: "Enroll Now" });
  const tourDialog = (page: Page) => page.getByRole("dialog", { name: "Book a School Tour" });
  const enrollDialog = (page: Page) => page.getByRole("dialog", { name: "Enroll Now" });
  const contactForm = (page: Page) => page.locator("#contact form");

  async function fillTour(dialog: Locator) {
    await dialog.getByLabel("School").selectOption("queens");
    await dialog.getByLabel("Number of People").selectOption("2");
    await dialog.getByLabel("Class of Your Child").selectOption("1st");
    await dialog.getByLabel("Preferred Date").fill(openDay(7));
    await dialog.getByLabel("Parent/Guardian Name").fill("Test Parent");
    await dialog.getByLabel("Phone Number").fill("9000000000");
  }

  async function fillEnrollment(dialog: Locator) {
    await dialog.getByLabel("First Name").fill(parent.firstName);
    await dialog.getByLabel("Last Name").fill(parent.lastName);
    await dialog.getByLabel("Email Address").fill(parent.email);
    await dialog.getByLabel("Phone Number").fill(parent.phone);
    await dialog.getByLabel("Class Applying For").selectOption("nursery");
  }

  async function fillContact(form: Locator) {
    await form.getByLabel("First Name").fill(parent.firstName);
    await form.getByLabel("Last Name").fill(parent.lastName);
    await form.getByLabel("Email Address").fill(parent.email);
    await form.getByLabel("Phone Number").fill(parent.phone);
    await form.getByLabel("School").selectOption("santhi");
    await form.getByLabel("Message").fill("Test message: is there a school bus from Uppal?");
  }

  describe("as the server sends it (one page for the read-only checks)", () => {
    let page: Page;
    let status: number | undefined;
    const shared: BrowserContext[] = [];
    beforeAll(async () => {
      const opened = await open("/", 1280, shared);
      page = opened.page;
      status = opened.response?.status();
    });
    afterAll(() => Promise.all(shared.map((context) => context.close())));

    it("answers 200 with its heading, the academic year and the sections in the spec's order", async () => {
      expect(status).toBe(200);
      expect(await page.title()).toContain("Vidyanjali Schools");
      // The year the server works out from today in India (app/lib/admissions-year.server.ts).
      const year = admissionsYear();
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(`Admissions open ${year}`);
      expect((await page.locator("h1").textContent())?.trim()).toBe("Where every child is known, and every child grows");
      expect(await page.locator("#hero").textContent()).toContain(`Admissions open ${year}`);
      expect(await page.locator("#hero a[href^='tel:']").getAttribute("href")).toBe("tel:+914023745600");
      expect(await page.locator("#hero a[href='/schedule-visit']").count()).toBe(1);
      expect(await page.$$eval("main > section", (sections) => sections.map((s) => s.id))).toEqual(SECTION_IDS);
      const headingOf = (id: string) => page.locator(`#${id} h2`).first().textContent();
      expect(await headingOf("difference")).toBe("The Difference");
      expect(await headingOf("highlights")).toBe("Why Parents Choose Us");
      expect(await headingOf("testimonials")).toBe("Voices of Excellence");
      expect(await page.locator("#highlights").textContent()).toContain("over 150 years of combined experience");
      // The bar comes before the page's content and the footer after it.
      const inOrder = await page.evaluate(() => {
        const [header, main, footer] = ["header", "main", "footer"].map((tag) => document.querySelector(tag));
        return Boolean(header && main && footer && header.compareDocumentPosition(main) & 4 && main.compareDocumentPosition(footer) & 4);
      });
      expect(inOrder).toBe(true);
    });

    it("shows one card per school linking to /school/1 to /school/6", async () => {
      // The list streams in after the page: wait for its last card before counting.
      const cards = page.locator('[data-testid="school-card"]:visible');
      await cards.nth(5).waitFor();
      expect(await cards.count()).toBe(6);
      expect(await cards.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
        [1, 2, 3, 4, 5, 6].map((id) => `/school/${id}`),
      );
      expect(await cards.first().textContent()).toContain("Viswa Bharathi High School");
      expect(await page.getByTestId("school-card-placeholder").count()).toBe(0);
    });

    it("shows every testimonial with name, role, content, avatar and as many stars as its rating", async () => {
      const list = (await (await page.request.get("/api/testimonials")).json()) as Array<{
        name: string; role: string; content: string; rating: number; imageUrl: string | null;
      }>;
      expect(list.length).toBeGreaterThan(0);
      const cards = page.locator('[data-testid="testimonial-card"]:visible');
      await cards.nth(list.length - 1).waitFor();
      expect(await cards.count()).toBe(list.length);
      for (const [index, item] of list.entries()) {
        const card = cards.nth(index);
        const text = await card.textContent();
        expect(text).toContain(item.name);
        expect(text).toContain(item.role);
        expect(text).toContain(item.content);
        expect(await card.getByTestId("star").count()).toBe(item.rating);
        expect(await card.getByRole("img", { name: `Rated ${item.rating} out of 5` }).count()).toBe(1);
        if (item.imageUrl === null) {
          expect(text).toContain(initialsOf(item.name));
        }
      }
    });

    it("names Queens International School in SriNagar Colony as the main campus, with tappable contacts", async () => {
      const campus = page.locator("#contact aside");
      const text = await campus.textContent();
      expect(text).toContain("Main Campus");
      expect(text).toContain("Queens International School, SriNagar Colony, Hyderabad");
      expect(text).toContain("SriNagar Colony Main Road");
      expect(await campus.locator("a[href^='tel:']").count()).toBe(1);
      expect(await campus.locator("a[href^='https://wa.me/']").count()).toBe(1);
      expect(await campus.locator("a[href^='mailto:']").count()).toBe(1);
      expect(await campus.getByRole("link", { name: /Get directions/ }).getAttribute("href")).toContain("google.com/maps");
    });

    it("has no axe violations at 1280 px, nor with the tour dialog open", async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
      await expectNoAxeViolations(page);
      await tourOpener(page).click();
      await tourDialog(page).waitFor();
      await expectNoAxeViolations(page);
    });
  });

  it("opens each dialog and closes it by ×, backdrop and Escape, returning focus; Apply Now opens enrollment", async () => {
    const { page } = await open();
    for (const [opener, dialog] of [
      [tourOpener(page), tourDialog(page)],
      [enrollOpener(page), enrollDialog(page)],
    ] as const) {
      const closers: Array<() => Promise<void>> = [
        () => dialog.getByRole("button", { name: "Close" }).click(),
        () => page.mouse.click(5, 5),
        () => page.keyboard.press("Escape"),
      ];
      for (const close of closers) {
        await opener.click();
        await dialog.waitFor();
        expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(420);
        await close();
        await dialog.waitFor({ state: "hidden" });
        await expectFocused(opener);
      }
    }
    const apply = page.getByRole("banner").getByRole("button", { name: "Apply Now" });
    await apply.click();
    await enrollDialog(page).waitFor();
    await page.keyboard.press("Escape");
    await enrollDialog(page).waitFor({ state: "hidden" });
    await expectFocused(apply);
  });

  it("sends a tour request, an enrollment request and a contact message (201, toasts, forms reset)", async () => {
    const { page } = await open();

    await tourOpener(page).click();
    const tour = tourDialog(page);
    expect(await tour.getByLabel("Preferred Date").getAttribute("type")).toBe("date");
    expect(await tour.getByLabel("Preferred Date").getAttribute("min")).toBe(todayInIndia());
    await fillTour(tour);
    // The chosen school's calendar sets the last day (60 days ahead by default).
    await expect.poll(() => tour.getByLabel("Preferred Date").getAttribute("max")).toBe(addDays(todayInIndia(), 60));
    const tourAnswer = postTo(page, "/api/book-tours");
    await tour.getByRole("button", { name: "Request a Tour" }).click();
    expect((await tourAnswer).status()).toBe(201);
    await expectToast(page, "Tour Request Submitted", "We will contact you soon to confirm your school tour.", "default");
    await tour.waitFor({ state: "hidden" });

    await enrollOpener(page).click();
    const enroll = enrollDialog(page);
    await fillEnrollment(enroll);
    const enrollAnswer = postTo(page, "/api/enrollments");
    await enroll.getByRole("button", { name: "Submit Enrollment Request" }).click();
    expect((await enrollAnswer).status()).toBe(201);
    await expectToast(page, "Enrollment Request Submitted", "We will get back to you soon regarding the enrollment process.", "default");
    await enroll.waitFor({ state: "hidden" });

    const form = contactForm(page);
    expect(await form.getByLabel("Email Address").getAttribute("type")).toBe("email");
    expect(await form.getByLabel("Phone Number").getAttribute("type")).toBe("tel");
    expect(await form.getByLabel("Message").getAttribute("rows")).toBe("4");
    expect(await form.textContent()).toContain("+91");
    await fillContact(form);
    // Hold the real request back a moment to see the pending state, then let it through.
    await page.route("**/api/contact", async (route) => {
      await sleep(800);
      await route.continue();
    });
    const contactAnswer = postTo(page, "/api/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    const pending = form.getByRole("button", { name: "Sending..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    const answer = await contactAnswer;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ ...parent, school: "santhi" });
    await expectToast(page, "Message sent successfully!", "Thank you for your interest. We'll get back to you soon.", "default");
    await form.getByRole("button", { name: "Send Message" }).waitFor();
    const values = await form.locator("input:not([type=hidden]), select, textarea").evaluateAll((fields) =>
      fields.map((field) => (field as HTMLInputElement).value),
    );
    expect(values.every((value) => value === "")).toBe(true);
  });

  it("shows field messages and focuses the first invalid field when a form is sent empty", async () => {
    const { page } = await open();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await tourOpener(page).click();
    const tour = tourDialog(page);
    await tour.getByRole("button", { name: "Request a Tour" }).click();
    for (const message of ["Please select a school", "Please select number of people", "Please select a class", "Please select a date"]) {
      await tour.getByText(message).waitFor();
    }
    await expectFocused(tour.getByLabel("School"));
    await page.keyboard.press("Escape");
    await tour.waitFor({ state: "hidden" });

    await enrollOpener(page).click();
    const enroll = enrollDialog(page);
    await enroll.getByRole("button", { name: "Submit Enrollment Request" }).click();
    for (const message of ["Please enter your first name", "Please enter your last name", "Please enter a valid email address", "Please select a class"]) {
      await enroll.getByText(message).waitFor();
    }
    await expectFocused(enroll.getByLabel("First Name"));
    await page.keyboard.press("Escape");
    await enroll.waitFor({ state: "hidden" });

    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of ["Please enter your first name", "Please enter a valid email address", "Please select a school", "Please enter your message"]) {
      await form.getByText(message).waitFor();
    }
    expect(await form.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
    await expectFocused(form.getByLabel("First Name"));
    expect(posts).toEqual([]);
  });

  it("shows the failure toasts when the API fails, keeping what was typed", async () => {
    const { page } = await open();
    for (const path of ["/api/book-tours", "/api/enrollments", "/api/contact"]) {
      await page.route(`**${path}`, (route) => route.fulfill({ status: 500, body: "boom" }));
    }

    const tour = tourDialog(page);
    await tourOpener(page).click();
    await fillTour(tour);
    await tour.getByRole("button", { name: "Request a Tour" }).click();
    await expectToast(page, "Failed to Submit Tour Request", "500: boom", "destructive");
    expect(await tour.getByLabel("School").inputValue()).toBe("queens");
    // (Escape would dismiss the toast first: it is the topmost layer.)
    await tour.getByRole("button", { name: "Close" }).click();
    await tour.waitFor({ state: "hidden" });

    const enroll = enrollDialog(page);
    await enrollOpener(page).click();
    await fillEnrollment(enroll);
    await enroll.getByRole("button", { name: "Submit Enrollment Request" }).click();
    await expectToast(page, "Failed to Submit Enrollment Request", "500: boom", "destructive");
    await enroll.getByRole("button", { name: "Close" }).click();
    await enroll.waitFor({ state: "hidden" });

    const form = contactForm(page);
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error sending message", "Please try again later or contact us directly.", "destructive");
    expect(await form.getByLabel("First Name").inputValue()).toBe(parent.firstName);
  });

  it("arrives with the schools and testimonials in place: a phone without JavaScript shows them too", async () => {
    const { context, page } = await newPage(browser, 360, { javaScriptEnabled: false });
    contexts.push(context);
    expect((await page.goto("/"))?.status()).toBe(200);
    expect(await page.locator('[data-testid="school-card"]:visible').count()).toBe(6);
    expect(await page.locator('[data-testid="testimonial-card"]:visible').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId("school-card-placeholder").count()).toBe(0);
    await page.goto("/brochure");
    expect(await page.locator('[data-testid="brochure-school"]:visible').count()).toBe(6);
    expect(await page.locator('[data-testid="brochure-testimonial"]:visible').count()).toBe(2);
  });

  it("shows six school placeholders on a client-side navigation while the lists are slow", async () => {
    const { page } = await open("/about");
    for (const path of ["/api/schools", "/api/testimonials"]) {
      await page.route(`**${path}`, async (route) => {
        await sleep(1500);
        await route.continue();
      });
    }
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    const placeholders = page.getByTestId("school-card-placeholder");
    await placeholders.first().waitFor();
    expect(await placeholders.count()).toBe(6);
    expect(await placeholders.first().getAttribute("aria-busy")).toBe("true");
    expect(await page.getByTestId("testimonial-card-placeholder").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator("#schools").getByRole("status").textContent()).toBe("Loading our schools…");
    await page.getByTestId("school-card").first().waitFor();
    expect(await page.getByTestId("school-card").count()).toBe(6);
    expect(await placeholders.count()).toBe(0);
    await page.getByTestId("testimonial-card").first().waitFor();
  });

  it("shows the error and empty texts when the lists fail or come back empty", async () => {
    const { page } = await open("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const cases = [
      { schools: { status: 500, body: "boom" }, testimonials: { status: 200, body: "[]" },
        schoolsText: "Unable to load school information. Please try refreshing the page.", testimonialsText: "New testimonials coming soon..." },
      { schools: { status: 200, body: "[]" }, testimonials: { status: 500, body: "boom" },
        schoolsText: "School information is being updated. Please check back soon.", testimonialsText: "Unable to load testimonials..." },
    ];
    for (const answers of cases) {
      await page.unrouteAll();
      await page.route("**/api/schools", (route) => route.fulfill({ ...answers.schools, contentType: "application/json" }));
      await page.route("**/api/testimonials", (route) => route.fulfill({ ...answers.testimonials, contentType: "application/json" }));
      await nav.getByRole("link", { name: "About Us" }).click();
      await page.waitForURL("**/about");
      await nav.getByRole("link", { name: "Home" }).click();
      await page.locator("#schools").getByText(answers.schoolsText).waitFor();
      await page.locator("#testimonials").getByText(answers.testimonialsText).waitFor();
      expect(await page.getByTestId("school-card").count()).toBe(0);
      expect(await page.getByTestId("testimonial-card").count()).toBe(0);
    }
  });

  it("at 360 px: no sideways scroll, no axe violations, and the side menu's links and Apply Now", async () => {
    const { page } = await open("/", 360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expectNoAxeViolations(page);
    await tourOpener(page).click();
    await tourDialog(page).waitFor();
    expect((await tourDialog(page).boundingBox())?.width).toBeLessThanOrEqual(360 * 0.98 + 1);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await tourDialog(page).waitFor({ state: "hidden" });

    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await menu.getByRole("button", { name: "Apply Now" }).click();
    await enrollDialog(page).waitFor();
    expect(await menu.count()).toBe(0);
    await page.keyboard.press("Escape");
    await enrollDialog(page).waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await menu.getByRole("link", { name: "Contact" }).click();
    await menu.waitFor({ state: "hidden" });
    await page.waitForURL("**/#contact");
  });
});
