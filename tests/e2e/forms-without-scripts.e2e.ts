// The pages' own forms when the page's scripts have not run (they start after the first
// paint, and on a poor connection they may never arrive): the browser posts the form
// itself, and the page it gets back opens at the form with the outcome.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { te } from "#app/i18n/te/index.ts";
import { openDay, tomorrow } from "../support/payloads.ts";
import { fakeExe, tinyPdf } from "../support/resume-files.ts";
import { launchBrowser, newPage } from "./browser.ts";
import { questionSum, submitNatively } from "./native-forms.ts";

/** Fills the contact form's fields but the first name, validly. */
async function completeContact(form: Locator) {
  await form.getByLabel("Last Name").fill("Rao");
  await form.getByLabel("Email Address").fill("asha@example.com");
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("School").selectOption("queens");
  await form.getByLabel("Message").fill("Please call me about the bus routes.");
}

/** The page scrolls smoothly to its anchor: waits until it is in place below the bar. */
async function settledAt(page: Page, selector: string) {
  for (let i = 0; i < 100; i++) {
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    if (top >= 0 && top < 200) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${selector} did not come into view`);
}

describe("forms posted without the page's scripts", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  async function open(path: string, width: number, javaScriptEnabled = false) {
    const { context, page } = await newPage(browser, width, { javaScriptEnabled });
    contexts.push(context);
    await page.goto(path);
    return page;
  }

  it("the contact form: refused with a message beside each field and what was typed, then sent", async () => {
    const page = await open("/", 360);
    const form = page.locator("#contact form");
    await form.getByLabel("First Name").fill("Asha");
    await form.getByLabel("Email Address").fill("asha@");
    const refused = await submitNatively(page, form.locator('button[type="submit"]'));
    expect(refused?.status()).toBe(400);
    expect(new URL(page.url()).hash).toBe("#contact");
    // Locators are looked up afresh: `form` is the answering page's form from here on.
    await settledAt(page, "#contact");
    expect(await form.getByRole("alert").first().textContent()).toBe("Please correct the highlighted fields.");
    expect(await form.getByLabel("First Name").inputValue()).toBe("Asha");
    expect(await form.getByLabel("Email Address").inputValue()).toBe("asha@");
    expect(await form.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await form.getByText("Please enter your last name").isVisible()).toBe(true);

    await completeContact(form);
    const sent = await submitNatively(page, form.locator('button[type="submit"]'));
    expect(sent?.status()).toBe(201);
    await settledAt(page, "#contact");
    expect(await form.getByRole("status").textContent()).toContain("Message sent successfully!");
    expect(await form.getByLabel("First Name").inputValue()).toBe("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  it("the visit form in Telugu: asks its security question, then confirms the visit", async () => {
    const page = await open("/te/schedule-visit", 1280);
    const form = page.locator("form").filter({ has: page.locator('input[name="parentName"]') });
    await form.locator('input[name="parentName"]').fill("Test Parent");
    await form.locator('input[name="email"]').fill("parent@example.com");
    await form.locator('input[name="phone"]').fill("9000000000");
    await form.locator('input[name="studentName"]').fill("Test Student");
    await form.locator('select[name="studentAge"]').selectOption("5-6");
    await form.locator('select[name="gradeInterested"]').selectOption("1");
    await form.locator('select[name="school"]').selectOption("viswa");
    await form.locator('input[name="preferredDate"]').fill(openDay(2));
    await form.locator('select[name="preferredTime"]').selectOption("10:00-11:00");
    await form.locator('select[name="numberOfVisitors"]').selectOption("2");
    // Without scripts the question never loads: the first post brings it.
    expect(await form.locator('input[name="mathChallenge"]').isDisabled()).toBe(true);
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(400);
    await settledAt(page, "#visit-request");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("te");
    expect(await form.locator('input[name="parentName"]').inputValue()).toBe("Test Parent");
    expect(await form.locator('select[name="numberOfVisitors"]').inputValue()).toBe("2");
    await form.locator('input[name="mathChallenge"]').fill(String(await questionSum(form)));
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(201);
    expect(await page.locator("#visit-confirmation-title").textContent()).toBe(te.visit.confirmation.title);
  });

  it("the careers form: checks the captcha as the page's script would, judges the résumé, then sends the application with it", async () => {
    const page = await open("/careers", 360);
    const form = page.locator("form").filter({ has: page.locator('input[name="captchaAnswer"]') });
    await form.getByLabel("First Name").fill("Test");
    await form.getByLabel("Last Name").fill("Teacher");
    await form.getByLabel("Email Address").fill("teacher@example.com");
    await form.getByLabel("Phone Number").fill("9000000001");
    await form.locator('input[name="availableFrom"]').fill(tomorrow());
    await form.locator('textarea[name="message"]').fill("I have taught mathematics for four years.");
    await form.locator('input[name="captchaAnswer"]').fill(String((await questionSum(form)) + 1));
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(400);
    expect(await form.getByText("Please solve the math problem correctly.").first().isVisible()).toBe(true);
    expect(await form.getByLabel("Email Address").inputValue()).toBe("teacher@example.com");
    expect(await form.locator('input[name="captchaAnswer"]').inputValue()).toBe("");

    // A program passing for a PDF: refused at the résumé, what was typed kept.
    await form.locator('input[name="resume"]').setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: fakeExe() });
    await form.locator('input[name="captchaAnswer"]').fill(String(await questionSum(form)));
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(400);
    expect(await form.getByRole("alert").first().textContent()).toContain("Invalid File Type");
    expect(await form.getByText("Please upload a PDF or Word document.").first().isVisible()).toBe(true);
    expect(await form.getByLabel("Email Address").inputValue()).toBe("teacher@example.com");

    await form.locator('input[name="resume"]').setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await form.locator('input[name="captchaAnswer"]').fill(String(await questionSum(form)));
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(201);
    expect(await form.getByRole("status").textContent()).toContain("Application Submitted Successfully!");
  });

  it("a page answering such a post hydrates with its outcome, and the script's send empties the form", async () => {
    // The scripts fail on the first page, so its form is posted by the browser; the page
    // that answers loads them.
    const { context, page } = await newPage(browser, 1280);
    contexts.push(context);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("First Name").fill("Asha");
    // Scripts are allowed again once the post is on its way (the answer asks for them
    // only after its first paint).
    page.on("request", (request) => {
      if (request.method() === "POST") void page.unroute("**/assets/*.js");
    });
    expect((await submitNatively(page, form.locator('button[type="submit"]')))?.status()).toBe(400);
    await page.waitForSelector("html[data-hydrated]");
    expect(await form.getByLabel("First Name").inputValue()).toBe("Asha");
    expect(await form.getByText("Please enter your last name").isVisible()).toBe(true);

    await completeContact(form);
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(posted.status()).toBe(201);
    await page.getByText("Message sent successfully!").first().waitFor();
    expect(await form.getByLabel("First Name").inputValue()).toBe("");
    expect(await form.getByLabel("School").inputValue()).toBe("");
    expect(await form.getByRole("alert").count()).toBe(0);
  });
});
