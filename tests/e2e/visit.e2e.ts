// /schedule-visit in chromium: the security question's life cycle, validation messages
// of spec 5, success, failure and the page's accessibility.
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDay, yesterday } from "../support/payloads.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";

const QUESTION = /What is (\d+) \+ (\d+)\?/;

interface Challenge {
  token: string;
  question: string;
}

const answerInput = (page: Page) => page.locator('input[name="mathChallenge"]');
const destructiveToast = (page: Page, text: string) =>
  page.locator('[data-variant="destructive"]').filter({ hasText: text });

/** Waits for the question to show and returns its sum. */
async function solveQuestion(page: Page): Promise<{ question: string; sum: number }> {
  const label = page.locator("label").filter({ hasText: QUESTION });
  await label.waitFor();
  const match = QUESTION.exec((await label.textContent()) ?? "");
  if (!match) throw new Error("no question on the page");
  return { question: match[0], sum: Number(match[1]) + Number(match[2]) };
}

async function fillVisit(page: Page) {
  await page.getByLabel("Parent/Guardian Name").fill("Test Parent");
  await page.getByLabel("Email Address").fill("parent@example.com");
  await page.getByLabel("Phone Number").fill("9000000000");
  await page.getByLabel("Student Name").fill("Test Student");
  await page.getByLabel("Student Age").selectOption("5-6");
  await page.getByLabel("Grade Interested In").selectOption("1");
  await page.getByLabel("School to Visit").selectOption("viswa");
  await page.getByLabel("Preferred Date").fill(openDay(1));
  await page.getByLabel("Preferred Time").selectOption("10:00-11:00");
  await page.getByLabel("Number of Visitors").selectOption("2");
  await page.getByLabel("Specific Interests").fill("Sports and music");
}

const isVisitPost = (r: Response) => r.url().endsWith("/api/schedule-visits") && r.request().method() === "POST";

describe("/schedule-visit", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("keeps the answer disabled until the question has loaded", async () => {
    const { context, page } = await newPage(browser, 360);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/math-challenge", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/schedule-visit");
    await page.getByText("Loading the security question…").waitFor();
    expect(await answerInput(page).isDisabled()).toBe(true);
    release();
    await solveQuestion(page);
    expect(await answerInput(page).isEnabled()).toBe(true);
    await context.close();
  });

  it("schedules a visit: 'Scheduling...' while pending, then the confirmation replaces the form", async () => {
    const { context, page } = await newPage(browser, 1280);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/schedule-visits", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/schedule-visit");
    const { sum } = await solveQuestion(page);
    await fillVisit(page);
    await answerInput(page).fill(String(sum));
    const answered = page.waitForResponse(isVisitPost);
    await page.getByRole("button", { name: "Schedule Visit" }).click();
    const pending = page.getByRole("button", { name: "Scheduling..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    const response = await answered;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      parentName: "Test Parent",
      school: "viswa",
      mathChallenge: String(sum),
      mathChallengeAnswer: String(sum),
      language: "en",
    });
    expect(body.mathChallengeToken).toMatch(/^v1\./);

    const heading = page.getByRole("heading", { name: "Visit Scheduled Successfully!" });
    await heading.waitFor();
    expect(await page.locator('input[name="parentName"]').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("visit-confirmation-title");
    await page.getByText("We'll contact you soon to confirm your campus visit details.", { exact: true }).waitFor();
    expect(await page.getByText(/call you within 24 hours/).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "View School Details" }).getAttribute("href")).toBe("/school/1");
    await context.close();
  });

  it("shows each message of spec 5 beside its field", async () => {
    const { context, page } = await newPage(browser, 360);
    const posts: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/schedule-visits") && posts.push(r.method()));
    await page.goto("/schedule-visit");
    await solveQuestion(page);
    const submit = page.getByRole("button", { name: "Schedule Visit" });
    await submit.click();
    for (const message of [
      "Parent name must be at least 2 characters",
      "Please enter a valid email address",
      "Phone number must be at least 10 digits",
      "Student name must be at least 2 characters",
      "Please select a school",
      "Please select student age",
      "Please select a grade",
      "Please select a preferred date",
      "Please select a preferred time",
      "Please select number of visitors",
      "Please solve the math challenge to verify you're human",
    ]) {
      await page.getByRole("alert").filter({ hasText: message }).waitFor();
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("parentName");

    await fillVisit(page);
    await page.getByLabel("Parent/Guardian Name").fill("A");
    await page.getByLabel("Student Name").fill("B");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Phone Number").fill("12345");
    await page.getByLabel("Preferred Date").fill(yesterday());
    await submit.click();
    for (const message of [
      "Parent name must be at least 2 characters",
      "Student name must be at least 2 characters",
      "Please enter a valid email address",
      "Phone number must be at least 10 digits",
      "Please select a date from today onwards",
    ]) {
      await page.getByRole("alert").filter({ hasText: message }).waitFor();
    }
    await page.getByLabel("Phone Number").fill("9000000000123456");
    await submit.click();
    await page.getByRole("alert").filter({ hasText: "Phone number is too long" }).waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("on a wrong answer shows the server's message, a new question and an empty answer", async () => {
    const { context, page } = await newPage(browser, 1280);
    const challenges: Challenge[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith("/api/math-challenge") && r.ok()) challenges.push((await r.json()) as Challenge);
    });
    await page.goto("/schedule-visit");
    const first = await solveQuestion(page);
    await fillVisit(page);
    await answerInput(page).fill(String(first.sum + 1));
    const answered = page.waitForResponse(isVisitPost);
    const reloaded = page.waitForResponse((r) => r.url().endsWith("/api/math-challenge"));
    await page.getByRole("button", { name: "Schedule Visit" }).click();
    expect((await answered).status()).toBe(400);
    const message = "The answer to the security question is incorrect. Please try the new question.";
    await destructiveToast(page, message).waitFor();
    expect(await destructiveToast(page, message).textContent()).toContain("Error");
    await reloaded;
    await expect.poll(() => answerInput(page).isEnabled()).toBe(true);
    const newest = challenges.at(-1);
    const previous = challenges.at(-2);
    expect(newest && previous && newest.token !== previous.token).toBe(true);
    expect((await solveQuestion(page)).question).toBe(newest?.question);
    expect(await answerInput(page).inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("mathChallenge");
    await context.close();
  });

  it("falls back to 'Failed to schedule visit. Please try again.' when the answer has no message", async () => {
    const { context, page } = await newPage(browser, 360);
    await page.route("**/api/schedule-visits", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/schedule-visit");
    const { sum } = await solveQuestion(page);
    await fillVisit(page);
    await answerInput(page).fill(String(sum));
    const reloaded = page.waitForResponse((r) => r.url().endsWith("/api/math-challenge"));
    await page.getByRole("button", { name: "Schedule Visit" }).click();
    await destructiveToast(page, "Failed to schedule visit. Please try again.").waitFor();
    await reloaded;
    await solveQuestion(page);
    expect(await answerInput(page).inputValue()).toBe("");
    expect(await page.getByLabel("Parent/Guardian Name").inputValue()).toBe("Test Parent");
    await context.close();
  });

  it("when the question cannot load: a toast, a retry link, and nothing is sent", async () => {
    const { context, page } = await newPage(browser, 360);
    const posts: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/schedule-visits") && posts.push(r.method()));
    await page.route("**/api/math-challenge", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/schedule-visit");
    await destructiveToast(page, "Failed to load security verification. Please refresh the page.").waitFor();
    const retry = page.getByRole("button", { name: "Click to load security verification" });
    await retry.waitFor();
    expect(await answerInput(page).isDisabled()).toBe(true);

    await fillVisit(page);
    await page.getByRole("button", { name: "Schedule Visit" }).click();
    await destructiveToast(page, "Security verification not loaded. Please refresh the page.").waitFor();
    expect(posts).toEqual([]);

    await page.unroute("**/api/math-challenge");
    await retry.click();
    await solveQuestion(page);
    expect(await answerInput(page).isEnabled()).toBe(true);
    expect(await retry.count()).toBe(0);
    await context.close();
  });

  it("Cancel goes to /school/1", async () => {
    const { context, page } = await newPage(browser, 360);
    await page.goto("/schedule-visit");
    await solveQuestion(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/school/1");
    await context.close();
  });

  it.each([360, 1280])("has no axe violations at %i px, and no sideways scrolling", async (width) => {
    const { context, page } = await newPage(browser, width);
    const response = await page.goto("/schedule-visit");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Schedule a Campus Visit | Vidyanjali Schools");
    await solveQuestion(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
