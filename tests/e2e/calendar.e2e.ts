// Calendar invites (issue 17) in chromium against the real server: a visitor books a visit,
// sees "Add to calendar" on the confirmation, downloads the file, and the acknowledgement
// e-mail arrives (at a real SMTP server on loopback, global-setup.ts) with the same event
// attached, the booking's own (its UID, which the office's invitations update); the same
// without scripts in Telugu (the page's own post); a tour booking's all-day event from the
// dialog's toast and from the tour page's own post.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { addDays } from "#app/lib/india-date.ts";
import { openDay } from "../support/payloads.ts";
import { readCalendar } from "../support/calendar-file.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated, launchBrowser, newPage } from "./browser.ts";
import { recipient, waitForMail } from "./mailbox.ts";
import { questionSum, submitNatively } from "./native-forms.ts";

/** Far enough ahead to be a free choice, near enough to be allowed, and a day the schools are open (not a Sunday). */
const visitDay = openDay(3);
/** An address of this run only, so the e-mail found is this test's. */
const uniqueEmail = (tag: string) => `calendar-${tag}-${Date.now()}@example.org`;

async function fillVisit(form: Locator, email: string) {
  await form.locator('input[name="parentName"]').fill("Test Parent");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill("9000000000");
  await form.locator('input[name="studentName"]').fill("Test Student");
  await form.locator('select[name="studentAge"]').selectOption("5-6");
  await form.locator('select[name="gradeInterested"]').selectOption("1");
  await form.locator('select[name="school"]').selectOption("maa");
  await form.locator('input[name="preferredDate"]').fill(visitDay);
  await form.locator('select[name="preferredTime"]').selectOption("2:00-3:00");
  await form.locator('select[name="numberOfVisitors"]').selectOption("2");
}

/** Follows a link that downloads, and returns the file's name and text. */
async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

/** The mail's one .ics attachment, as text. */
function inviteOf(mail: Awaited<ReturnType<typeof waitForMail>>): string {
  const files = mail.attachments.filter((file) => file.contentType === "text/calendar");
  expect(files.map((file) => file.filename)).toEqual([`visit-maa-${visitDay}.ics`]);
  return files[0]!.content.toString("utf8");
}

describe("calendar invites", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  async function open(width: number, javaScriptEnabled = true) {
    const { context, page } = await newPage(browser, width, { javaScriptEnabled });
    contexts.push(context);
    return page;
  }

  it("a visit booked in the browser: 'Add to calendar' downloads the slot, and the acknowledgement e-mail brings the same event", async () => {
    const email = uniqueEmail("en");
    const page = await open(1280);
    await gotoHydrated(page, "/schedule-visit");
    const form = page.locator("form").filter({ has: page.locator('input[name="parentName"]') });
    await fillVisit(form, email);
    await form.locator("label[for]").filter({ hasText: /\d+ \+ \d+/ }).waitFor();
    await form.locator('input[name="mathChallenge"]').fill(String(await questionSum(form)));
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/schedule-visits") && response.request().method() === "POST"),
      form.getByRole("button", { name: en.visit.form.submit }).click(),
    ]);
    const { id } = (await answer.json()) as { id: number };
    await page.getByRole("heading", { name: en.visit.confirmation.title }).waitFor();

    const link = page.getByRole("link", { name: "Add to calendar" });
    expect(await link.getAttribute("href")).toBe(`/calendar/visit.ics?school=maa&date=${visitDay}&slot=2%3A00-3%3A00&booking=${id}`);
    const file = await download(page, link);
    expect(file.name).toBe(`visit-maa-${visitDay}.ics`);
    const [event] = readCalendar(file.text).events;
    expect(event).toMatchObject({
      uid: `visit-booking-${id}@vidyanjalischools.in`,
      sequence: 0,
      start: new Date(`${visitDay}T14:00:00+05:30`).toISOString(),
      end: new Date(`${visitDay}T15:00:00+05:30`).toISOString(),
      summary: "Campus visit – MAA School",
    });
    // The page is still the confirmation: the file came as a download.
    expect(await page.getByRole("heading", { name: en.visit.confirmation.title }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const mail = await waitForMail((candidate) => recipient(candidate) === email);
    expect(mail.subject).toBe("We have your visit request – Vidyanjali Schools");
    expect(mail.text).toContain(en.mail.visitor.calendar);
    const [mailed] = readCalendar(inviteOf(mail)).events;
    // The same event as the download: a calendar that has one updates it with the other.
    expect(mailed).toEqual({ ...event, url: mailed!.url });
  });

  it("without scripts, in Telugu: the confirmation the server renders offers the file, and the Telugu e-mail brings it", async () => {
    const email = uniqueEmail("te");
    const page = await open(360, false);
    await page.goto("/te/schedule-visit");
    const form = () => page.locator("form").filter({ has: page.locator('input[name="parentName"]') });
    await fillVisit(form(), email);
    // Without scripts the question never loads: the page says so (in <noscript>, which a browser
    // told to run no scripts by the test's protocol still parses as text), and the first post brings it.
    expect(await form().locator("noscript").textContent()).toContain(te.visit.challenge.noScript);
    expect((await submitNatively(page, form().locator('button[type="submit"]'))).status()).toBe(400);
    await form().locator('input[name="mathChallenge"]').fill(String(await questionSum(form())));
    expect((await submitNatively(page, form().locator('button[type="submit"]'))).status()).toBe(201);
    expect(await page.locator("#visit-confirmation-title").textContent()).toBe(te.visit.confirmation.title);

    const link = page.getByRole("link", { name: te.common.addToCalendar });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^/te/calendar/visit\\.ics\\?school=maa&date=${visitDay}&slot=2%3A00-3%3A00&booking=\\d+$`));
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const [event] = readCalendar(await response.text()).events;
    expect(event!.summary).toBe("క్యాంపస్ సందర్శన – MAA స్కూల్");

    const mail = await waitForMail((candidate) => recipient(candidate) === email);
    expect(mail.subject).toMatch(/[\u0C00-\u0C7F]/);
    // The stored booking's event: the e-mail's UID is written from the row.
    expect(event!.uid).toBe(`visit-booking-${/booking=(\d+)$/.exec(href)?.[1]}@vidyanjalischools.in`);
    expect(readCalendar(inviteOf(mail)).events[0]).toMatchObject({ uid: event!.uid, start: event!.start, end: event!.end, summary: event!.summary });
  });

  it("a tour booked from the home page's dialog: its toast offers the day as an all-day event", async () => {
    const page = await open(1280);
    await gotoHydrated(page, "/");
    await page.locator("#admissions").getByRole("button", { name: en.home.hero.bookTour }).click();
    const dialog = page.getByRole("dialog", { name: en.tourForm.title });
    await dialog.getByLabel(en.tourForm.school).selectOption("queens");
    await dialog.getByLabel(en.tourForm.peopleCount).selectOption("2");
    await dialog.getByLabel(en.tourForm.studentClass).selectOption("1st");
    await dialog.getByLabel(en.tourForm.date).fill(visitDay);
    await dialog.getByLabel(en.tourForm.parentName).fill("Test Parent");
    await dialog.getByLabel(en.tourForm.phone).fill("9000000000");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/book-tours") && response.request().method() === "POST"),
      dialog.getByRole("button", { name: en.tourForm.submit }).click(),
    ]);
    const { id } = (await answer.json()) as { id: number };
    await dialog.waitFor({ state: "hidden" });
    const toast = page.locator('[data-variant="default"]').filter({ hasText: en.toasts.tourSuccessTitle });
    const link = toast.getByRole("link", { name: "Add to calendar" });
    expect(await link.getAttribute("href")).toBe(`/calendar/tour.ics?school=queens&date=${visitDay}&booking=${id}`);
    const file = await download(page, link);
    expect(file.name).toBe(`tour-queens-${visitDay}.ics`);
    expect(readCalendar(file.text).events[0]).toMatchObject({ uid: `tour-booking-${id}@vidyanjalischools.in`, allDay: true, start: visitDay, end: addDays(visitDay, 1) });
  });

  it("a tour booked on its own page without scripts: the notice offers the file", async () => {
    const page = await open(360, false);
    await page.goto("/te/book-tour");
    const form = page.locator("#form");
    await form.locator("select[name=school]").selectOption("santhi");
    await form.locator("select[name=peopleCount]").selectOption("3");
    await form.locator("select[name=studentClass]").selectOption("lkg");
    await form.locator("input[name=date]").fill(visitDay);
    await form.locator("input[name=parentName]").fill("లక్ష్మి రావు");
    await form.locator("input[name=phone]").fill("9000000000");
    expect((await submitNatively(page, page.locator("#form button[type=submit]"))).status()).toBe(201);
    const notice = page.locator("#form [role=status]");
    expect(await notice.textContent()).toContain(te.toasts.tourSuccessTitle);
    const href = (await notice.getByRole("link", { name: te.common.addToCalendar }).getAttribute("href")) ?? "";
    const id = /^\/te\/calendar\/tour\.ics\?school=santhi&date=[\d-]+&booking=(\d+)$/.exec(href)?.[1];
    expect(href).toBe(`/te/calendar/tour.ics?school=santhi&date=${visitDay}&booking=${id}`);
    const response = await page.request.get(href);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="tour-santhi-${visitDay}.ics"`);
    expect(readCalendar(await response.text()).events[0]).toMatchObject({ uid: `tour-booking-${id}@vidyanjalischools.in`, allDay: true, start: visitDay });
  });
});
