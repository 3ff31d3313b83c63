// The whole story of a booked visit (issue 27), in chromium at 360 px, in English and in
// Telugu: a parent books the last place of a slot; a second parent sees that slot full;
// the school's office confirms it in one tap; the parent's e-mail (a real SMTP server on
// loopback, sent by the outbox's own sender) carries the invitation and the private link;
// the parent moves the visit by the link; the office finds the move at the top of its
// inbox and in the request's history, and the family under its new time in the front
// desk's day list. axe finds nothing on the family's page nor on the day list.
import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { visitRequests } from "#database/schema.ts";
import { outboxComposer } from "#server/mail/compose-outbox.ts";
import { OutboxSender } from "#server/mail/sender.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { openDay } from "../support/payloads.ts";
import { TEST_SECRET } from "../support/test-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server.ts";
import { readCalendar } from "../support/calendar-file.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { newPage } from "./browser.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";
import { questionSum } from "./native-forms.ts";

const SLOT = "2:00-3:00";
/** The longest fixed part of a message with placeholders: what a test can look for whatever fills them. */
const fixedPart = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;
const LATER = "4:00-5:00";

describe("a booked visit, from the form to the family's link and back to the office", () => {
  let browser: Browser;
  let built: BuiltSite;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite([
      { email: "santhi.office@example.org", role: "staff", schoolCode: "santhi" },
      { email: "queens.office@example.org", role: "staff", schoolCode: "queens" },
    ]));
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
    await smtp?.stop();
  });

  const db = () => built.database.connection.db;
  /** What the outbox holds, sent now by the server's own sender; the messages that arrived. */
  async function deliver(): Promise<ParsedMail[]> {
    const sender = new OutboxSender({ db: db(), smtpUrl: smtp.url, from: "Vidyanjali Schools <admissions@vidyanjalischools.in>", messageIdDomain: "vidyanjalischools.in", compose: outboxComposer(built.site.url, TEST_SECRET) });
    try {
      await sender.drain();
    } finally {
      await sender.stop();
    }
    return smtp.received;
  }

  async function fillVisit(page: Page, prefix: string, school: string, date: string, name: string) {
    await page.goto(`${built.site.url}${prefix}/schedule-visit`);
    await page.waitForSelector("html[data-hydrated]");
    const form = page.locator("form").filter({ has: page.locator('input[name="preferredDate"]') });
    await form.locator('input[name="parentName"]').fill(name);
    await form.locator('input[name="email"]').fill(`${name.split(" ")[0]!.toLowerCase()}@example.org`);
    await form.locator('input[name="phone"]').fill("+91 98765 43210");
    await form.locator('input[name="studentName"]').fill("Ravi");
    await form.locator('select[name="studentAge"]').selectOption("5-6");
    await form.locator('select[name="gradeInterested"]').selectOption("1");
    await form.locator('select[name="school"]').selectOption(school);
    await form.locator('input[name="preferredDate"]').fill(date);
    await form.locator('select[name="numberOfVisitors"]').selectOption("2");
    return form;
  }

  it.each([
    ["en", "", en, "santhi", "Lakshmi Rao"],
    ["te", "/te", te, "queens", "Padma Devi"],
  ] as const)("in %s", async (_lang, prefix, m, school, name) => {
    const date = openDay(prefix ? 9 : 8);
    // Two families hold two of the slot's three places.
    for (const other of ["First Family", "Second Family"]) {
      await db().insert(visitRequests).values({
        parentName: other, email: "", phone: "9000000001", studentName: "Child", school, studentAge: "5-6", gradeInterested: "1",
        preferredDate: date, preferredTime: SLOT, numberOfVisitors: "2",
      });
    }

    // The parent takes the last place.
    const parent = await newPage(browser, 360);
    const form = await fillVisit(parent.page, prefix, school, date, name);
    const time = form.locator('select[name="preferredTime"]');
    await expect.poll(() => time.locator(`option[value="${SLOT}"]`).isDisabled()).toBe(false);
    await time.selectOption(SLOT);
    await form.locator('input[name="mathChallenge"]').fill(String(await questionSum(form)));
    const [posted] = await Promise.all([
      parent.page.waitForResponse((r) => r.url().endsWith("/api/schedule-visits") && r.request().method() === "POST"),
      form.getByRole("button", { name: m.visit.form.submit }).click(),
    ]);
    expect(posted.status()).toBe(201);
    await parent.page.getByRole("heading", { name: m.visit.confirmation.title }).waitFor();
    // "Add to calendar" is the booking's own event (SEQUENCE 0), the one the office's invitation updates below.
    const added = await parent.page.getByRole("link", { name: m.common.addToCalendar }).getAttribute("href");
    const asked = readCalendar(await (await parent.page.request.get(`${built.site.url}${added}`)).text()).events[0]!;
    expect([asked.uid, asked.sequence]).toEqual([`visit-booking-${((await posted.json()) as { id: number }).id}@vidyanjalischools.in`, 0]);
    await parent.context.close();

    // A second parent finds that time full.
    const second = await newPage(browser, 360);
    const secondForm = await fillVisit(second.page, prefix, school, date, "Anil Kumar");
    const full = secondForm.locator(`select[name="preferredTime"] option[value="${SLOT}"]`);
    await expect.poll(() => full.isDisabled()).toBe(true);
    expect(await full.textContent()).toBe(fillTemplate(m.booking.form.full, { time: m.common.options.timeSlots[SLOT] }));
    await second.context.close();

    // The office confirms in one tap.
    const [row] = await db().select().from(visitRequests).where(eq(visitRequests.parentName, name));
    expect(row).toBeDefined();
    await deliver();
    const office = await newPage(browser, 360);
    await signInOnPage(office.page, built.site.url, prefix, `${school}.office@example.org`);
    await office.page.goto(`${built.site.url}${prefix}/staff/requests/visit/${row!.id}`);
    await office.page.locator('button[value="booking-confirm"]').first().click();
    await office.page.getByText(fixedPart(m.staff.detail.booking.done.confirmed)).first().waitFor();
    expect((await db().select().from(visitRequests).where(eq(visitRequests.id, row!.id)))[0]!.booking).toBe("confirmed");

    // The e-mail: the invitation and the private link.
    const mails = await deliver();
    const to = `${name.split(" ")[0]!.toLowerCase()}@example.org`;
    const confirmation = mails.find(
      (mail) => (mail.to && "text" in mail.to ? mail.to.text : "") === to && mail.attachments.some((file) => file.content.toString("utf8").includes("METHOD:REQUEST")),
    );
    expect(confirmation).toBeDefined();
    const invitation = readCalendar(confirmation!.attachments.find((file) => file.contentType === "text/calendar")!.content.toString("utf8"));
    expect(invitation.method).toBe("REQUEST");
    expect(invitation.events[0]).toMatchObject({ uid: asked.uid, sequence: 1 });
    expect(asked.uid).toMatch(new RegExp(`^visit-booking-${row!.id}@`));
    const link = new RegExp(`${built.site.url.replaceAll(".", "\\.")}/r/[A-Za-z0-9_-]{43}`).exec(confirmation!.text ?? "")?.[0];
    expect(link).toBeDefined();

    // The parent moves the visit by the link, after its confirmation step.
    const family = await newPage(browser, 360);
    await family.page.goto(link!);
    await family.page.waitForSelector("html[data-hydrated]");
    const t = m.requestLink;
    await family.page.getByText(fixedPart(t.status.confirmed.visit.title)).first().waitFor();
    await expectNoAxeViolations(family.page);
    expect(await noSidewaysScroll(family.page)).toBe(true);
    await family.page.getByRole("link", { name: t.change.move.visit }).click();
    await family.page.locator('select[name="date"]').selectOption(date);
    await family.page.getByRole("button", { name: t.move.showTimes }).click();
    await family.page.locator(`input[name="slot"][value="${LATER}"]`).check();
    await family.page.getByRole("button", { name: t.move.continue }).click();
    await family.page.getByRole("button", { name: t.confirmMove.yes.visit }).click();
    await family.page.getByText(fixedPart(t.done.moved.visit)).first().waitFor();
    expect((await db().select().from(visitRequests).where(eq(visitRequests.id, row!.id)))[0]!.preferredTime).toBe(LATER);
    await family.context.close();

    // The office sees it at the top of the inbox, and in the request's history.
    await office.page.goto(`${built.site.url}${prefix}/staff`);
    const changes = office.page.locator("#family-changes").locator("xpath=..");
    await changes.getByRole("link").filter({ hasText: name }).click();
    await office.page.waitForURL((url) => url.pathname.endsWith(`/staff/requests/visit/${row!.id}`));
    const history = office.page.locator("#request-history").locator("xpath=..");
    expect(await history.textContent()).toContain(m.staff.detail.theFamily);
    expect(await noSidewaysScroll(office.page)).toBe(true);

    // The front desk's day list: the family under its new time (its row header), each table with its one header row.
    await office.page.goto(`${built.site.url}${prefix}/staff/bookings?from=${date}`);
    const listed = office.page.getByRole("row").filter({ hasText: name });
    expect(await listed.getByRole("rowheader").textContent()).toContain(m.common.options.timeSlots[LATER]);
    for (const table of await office.page.getByRole("table").all()) {
      expect(await table.locator("thead tr").count()).toBe(1);
    }
    await expectNoAxeViolations(office.page);
    expect(await noSidewaysScroll(office.page)).toBe(true);
    await office.context.close();
  });
});
