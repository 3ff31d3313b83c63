// Visits and tours take places (issue 27), in chromium against the real server: a slot
// filled to capacity through the API shows as full in the visit form (disabled, with the
// word) in English and Telugu; a closed day names the next open ones, which a tap picks;
// without scripts the server's 409 puts the time's message beside the field and keeps
// what was typed; the tour form says a full day before sending and asks how to reach the family.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { openDay, visitFields } from "../support/payloads.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { baseUrl, gotoHydrated, launchBrowser, newPage } from "./browser.ts";
import { questionSum, submitNatively } from "./native-forms.ts";

// This file's own places (other files book other days or schools on the same server).
const fullDay = openDay(5);
const FULL_SLOT = "11:00-12:00";
const nextSunday = (() => {
  for (let offset = 1; ; offset += 1) {
    const day = addDays(todayInIndia(), offset);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return day;
  }
})();

/** Books through the public API, as any client could: a visit answers the security question first. */
async function book(path: "/api/schedule-visits" | "/api/book-tours", payload: Record<string, string>) {
  let body = payload;
  if (path === "/api/schedule-visits") {
    const challenge = (await (await fetch(`${baseUrl()}/api/math-challenge`)).json()) as { token: string; question: string };
    const [a = 0, b = 0] = (challenge.question.match(/\d+/g) ?? []).map(Number);
    body = { ...payload, mathChallenge: String(a + b), mathChallengeAnswer: String(a + b), mathChallengeToken: challenge.token };
  }
  const res = await fetch(`${baseUrl()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
}

const visitForm = (page: Page) => page.locator("form").filter({ has: page.locator('input[name="preferredDate"]') });
const option = (form: Locator, slot: string) => form.locator(`select[name="preferredTime"] option[value="${slot}"]`);

describe("places for visits and tours", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    // Lumbini's 11:00 on that day takes its three families; Prism's tours that day their five.
    for (let i = 0; i < 3; i += 1) {
      await book("/api/schedule-visits", { ...visitFields({ date: fullDay, slot: FULL_SLOT }), school: "lumbini", parentName: `Family ${i}` });
    }
    for (let i = 0; i < 5; i += 1) {
      await book("/api/book-tours", { school: "prism", peopleCount: "2", studentClass: "3rd", date: fullDay });
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  async function open(width: number, options: { javaScriptEnabled?: boolean; locale?: string } = {}) {
    const { context, page } = await newPage(browser, width, options);
    contexts.push(context);
    return page;
  }

  it.each([
    ["en", "/schedule-visit", 360],
    ["te", "/te/schedule-visit", 1280],
  ] as const)("shows the full slot disabled, with the word, in %s", async (lang, path, width) => {
    const m = lang === "en" ? en : te;
    const page = await open(width, { locale: lang === "en" ? "en-IN" : "te-IN" });
    await gotoHydrated(page, path);
    const form = visitForm(page);
    // Before a school is chosen: today to the last day any school takes a visit.
    const date = form.locator('input[name="preferredDate"]');
    expect(await date.getAttribute("min")).toBe(todayInIndia());
    expect(await date.getAttribute("max")).toBe(addDays(todayInIndia(), 60));
    expect(await form.textContent()).toContain(m.booking.form.placesHint);

    await form.locator('select[name="school"]').selectOption("lumbini");
    await date.fill(fullDay);
    const full = option(form, FULL_SLOT);
    await expect.poll(() => full.isDisabled()).toBe(true);
    expect(await full.textContent()).toBe(fillTemplate(m.booking.form.full, { time: m.common.options.timeSlots[FULL_SLOT] }));
    if (lang === "en") expect(await full.textContent()).toBe("11:00 AM – 12:00 PM – Full");
    for (const slot of ["9:00-10:00", "10:00-11:00", "2:00-3:00", "3:00-4:00", "4:00-5:00"]) {
      expect(await option(form, slot).isDisabled(), slot).toBe(false);
      expect(await option(form, slot).textContent(), slot).toBe(m.common.options.timeSlots[slot as keyof typeof m.common.options.timeSlots]);
    }
    // The same time at another school is free.
    await form.locator('select[name="school"]').selectOption("viswa");
    await expect.poll(() => full.isDisabled()).toBe(false);
    expect(await full.textContent()).toBe(m.common.options.timeSlots[FULL_SLOT]);
    await expectNoAxeViolations(page);
  });

  it("names the next open days under a closed day, and a tap picks one", async () => {
    const page = await open(360);
    const posts: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/schedule-visits") && posts.push(r.method()));
    await gotoHydrated(page, "/schedule-visit");
    const form = visitForm(page);
    await form.locator('select[name="school"]').selectOption("maa");
    const date = form.locator('input[name="preferredDate"]');
    await date.fill(nextSunday);
    const days = form.locator("[data-slot=next-open-days] button");
    await days.first().waitFor();
    const message = form.getByRole("alert").filter({ hasText: "Closed that day. Next open days:" });
    await message.waitFor();
    expect(await date.getAttribute("aria-invalid")).toBe("true");
    expect(await days.count()).toBe(3);
    expect(await days.first().textContent()).toBe(formatDate(addDays(nextSunday, 1), "en", { year: false }));
    // Sending is stopped at the day, before any request.
    await form.getByRole("button", { name: en.visit.form.submit }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("preferredDate");
    await expectNoAxeViolations(page);

    await days.first().click();
    expect(await date.inputValue()).toBe(addDays(nextSunday, 1));
    await message.waitFor({ state: "detached" });
    expect(await date.getAttribute("aria-invalid")).toBeNull();
    expect(posts).toEqual([]);
  });

  it("without scripts, a full slot comes back 409 with the time's message beside it and what was typed, in Telugu", async () => {
    const page = await open(360, { javaScriptEnabled: false, locale: "te-IN" });
    await page.goto("/te/schedule-visit");
    const form = () => visitForm(page);
    const fill = async () => {
      await form().locator('input[name="parentName"]').fill("లక్ష్మి రావు");
      await form().locator('input[name="email"]').fill("lakshmi@example.org");
      await form().locator('input[name="phone"]').fill("9000000000");
      await form().locator('input[name="studentName"]').fill("రవి");
      await form().locator('select[name="studentAge"]').selectOption("5-6");
      await form().locator('select[name="gradeInterested"]').selectOption("1");
      await form().locator('select[name="school"]').selectOption("lumbini");
      await form().locator('input[name="preferredDate"]').fill(fullDay);
      await form().locator('select[name="preferredTime"]').selectOption(FULL_SLOT);
      await form().locator('select[name="numberOfVisitors"]').selectOption("2");
    };
    await fill();
    // The first post brings the security question (it never loads without scripts).
    expect((await submitNatively(page, form().locator('button[type="submit"]'))).status()).toBe(400);
    await form().locator('input[name="mathChallenge"]').fill(String(await questionSum(form())));
    expect((await submitNatively(page, form().locator('button[type="submit"]'))).status()).toBe(409);

    const time = form().locator('select[name="preferredTime"]');
    expect(await time.getAttribute("aria-invalid")).toBe("true");
    const errorId = ((await time.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
    const message = (await page.locator(`[id="${errorId}"]`).textContent()) ?? "";
    // The times still open that day, named in Telugu.
    expect(message).toContain(te.common.options.timeSlots["9:00-10:00"]);
    expect(message).toContain(te.common.options.timeSlots["4:00-5:00"]);
    expect(message).not.toContain(`${te.common.options.timeSlots[FULL_SLOT]},`);
    expect(await form().locator('input[name="parentName"]').inputValue()).toBe("లక్ష్మి రావు");
    expect(await form().locator('select[name="school"]').inputValue()).toBe("lumbini");
    expect(await form().locator('input[name="preferredDate"]').inputValue()).toBe(fullDay);
    expect(await form().locator('select[name="numberOfVisitors"]').inputValue()).toBe("2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Another time of that day is taken.
    await time.selectOption("2:00-3:00");
    await form().locator('input[name="mathChallenge"]').fill(String(await questionSum(form())));
    expect((await submitNatively(page, form().locator('button[type="submit"]'))).status()).toBe(201);
    expect(await page.locator("#visit-confirmation-title").textContent()).toBe(te.visit.confirmation.title);
  });

  it("the tour form says a full day before sending, asks for the family's name and phone, and books the day picked instead", async () => {
    const page = await open(360);
    const posts: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/book-tours") && posts.push(r.method()));
    await gotoHydrated(page, "/book-tour");
    const form = page.locator("#form form");
    await form.getByLabel(en.tourForm.school).selectOption("prism");
    await form.getByLabel(en.tourForm.peopleCount).selectOption("2");
    await form.getByLabel(en.tourForm.studentClass).selectOption("1st");
    const date = form.getByLabel(en.tourForm.date);
    await date.fill(fullDay);
    await form.getByRole("alert").filter({ hasText: /^Tours of .+ are fully booked\. Next open days: / }).waitFor();
    expect(await form.getByText(en.tourForm.contactWhy).isVisible()).toBe(true);
    expect(await form.getByText(en.tourForm.emailHint).isVisible()).toBe(true);
    await form.getByRole("button", { name: en.tourForm.submit }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("date");
    expect(posts).toEqual([]);

    await form.locator("[data-slot=next-open-days] button").first().click();
    const picked = await date.inputValue();
    expect(picked > fullDay).toBe(true);
    await form.getByRole("button", { name: en.tourForm.submit }).click();
    for (const message of ["Parent name must be at least 2 characters", "Phone number must be at least 10 digits"]) {
      await form.getByRole("alert").filter({ hasText: message }).waitFor();
    }
    expect(posts).toEqual([]);
    await form.getByLabel(en.tourForm.parentName).fill("Asha Rao");
    await form.getByLabel(en.tourForm.phone).fill("9000000000");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/book-tours") && r.request().method() === "POST");
    await form.getByRole("button", { name: en.tourForm.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ school: "prism", date: picked, parentName: "Asha Rao", phone: "9000000000" });
    await page.locator('[data-variant="default"]').filter({ hasText: en.toasts.tourSuccessTitle }).waitFor();
  });
});
