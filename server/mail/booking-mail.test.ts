// The e-mails of a booking (issue 27), delivered by the outbox's sender to a real SMTP
// server on loopback and read back as a mail client and a calendar would: the
// acknowledgement carries the family's private link (its hash kept, never the token) and
// the time asked for as the booking's event (SEQUENCE 0); the office's confirmation an
// invitation of that same event (METHOD:REQUEST, one UID per booking, SEQUENCE 1),
// a move the same event with its SEQUENCE raised, a cancellation METHOD:CANCEL; the office
// hears of the family's own change; the reminder the evening before goes out once with
// two senders at work, and not at all for a booking moved since. PGlite and PostgreSQL.
import { createHash } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { changeBooking } from "#app/requests/bookings/booking.server.ts";
import { openLink } from "#app/requests/links/request-link.server.ts";
import { queryRows } from "#database/client.ts";
import { outboxMessages, requestLinks, visitRequests } from "#database/schema.ts";
import { readCalendar } from "../../tests/support/calendar-file.ts";
import { openDay } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";
import { outboxComposer } from "./compose-outbox.ts";
import { OutboxSender } from "./sender.ts";

const SITE = "https://www.vidyanjalischools.in";
const SECRET = "booking-mail-secret-0123456789abcdef0123456789";

describe.each(engines)("the e-mails of a booking on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await smtp?.stop();
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate outbox_messages, visit_requests, request_links, request_events restart identity`);
    smtp.received.length = 0;
  });

  const sender = () =>
    new OutboxSender({ db: db(), smtpUrl: smtp.url, from: "Vidyanjali Schools <admissions@vidyanjalischools.in>", messageIdDomain: "vidyanjalischools.in", compose: outboxComposer(SITE, SECRET) });
  /** Sends what is due and returns what arrived since the last call. */
  const deliver = async (count: number): Promise<ParsedMail[]> => {
    const before = smtp.received.length;
    const one = sender();
    try {
      expect(await one.drain()).toBe(count);
    } finally {
      await one.stop();
    }
    return (await smtp.waitFor(before + count)).slice(before);
  };
  const toFamily = (mails: ParsedMail[]) => mails.filter((mail) => (mail.to && "text" in mail.to ? mail.to.text : "") === "lakshmi@example.org");
  const ics = (mail: ParsedMail) => {
    const file = mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
    return file ? { type: String(file.headers.get("content-type") && (file.headers.get("content-type") as { params?: Record<string, string> }).params?.method), ...readCalendar(file.content.toString("utf8")) } : undefined;
  };
  async function visit(date: string, slot = "10:00-11:00", language = "en"): Promise<number> {
    const [row] = await db()
      .insert(visitRequests)
      .values({
        parentName: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
        studentAge: "5-6", gradeInterested: "1", preferredDate: date, preferredTime: slot, numberOfVisitors: "2", language,
      })
      .returning({ id: visitRequests.id });
    return row!.id;
  }

  it("carries the family's private link in the acknowledgement, kept only as its hash, and opening the request", async () => {
    const id = await visit(openDay(3));
    const [mail] = toFamily(await deliver(2));
    const link = /https:\/\/www\.vidyanjalischools\.in\/r\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? "");
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(mail!.html).toContain(`/r/${token}`);
    const stored = await db().select().from(requestLinks);
    expect(stored).toEqual([expect.objectContaining({ requestKind: "visit", requestId: id, tokenHash: createHash("sha256").update(token).digest("base64url") })]);
    const dump = JSON.stringify(await queryRows(db(), sql`select * from request_links`));
    expect(dump).not.toContain(token);
    expect((await openLink(db(), token))?.row.id).toBe(id);
    expect(await openLink(db(), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
  });

  it("sends the confirmation as an invitation, a move as the same event with its SEQUENCE raised, a cancellation as METHOD:CANCEL", async () => {
    const date = openDay(3);
    const id = await visit(date, "10:00-11:00", "te");
    // The acknowledgement's file is the time asked for as the booking's own event, its first version.
    const asked = ics(toFamily(await deliver(2))[0]!)!;
    expect(asked.method).toBe("PUBLISH");
    expect(asked.events).toEqual([expect.objectContaining({ uid: `visit-booking-${id}@vidyanjalischools.in`, sequence: 0, status: "TENTATIVE" })]);
    const [{ id: accountId }] = await queryRows<{ id: number }>(db(), sql`insert into staff_accounts (email, password_hash, role, school_code) values ('maa@example.org', 'x', 'staff', 'maa') returning id`) as [{ id: number }];
    await changeBooking(db(), "visit", id, { accountId }, { action: "confirm" });
    const [confirmation] = toFamily(await deliver(1));
    expect(confirmation!.subject).toMatch(/[\u0C00-\u0C7F]/);
    const first = ics(confirmation!)!;
    expect(first.method).toBe("REQUEST");
    expect(first.type).toBe("REQUEST");
    expect(first.events).toEqual([
      expect.objectContaining({
        uid: `visit-booking-${id}@vidyanjalischools.in`,
        sequence: 1,
        status: "CONFIRMED",
        start: new Date(`${date}T10:00:00+05:30`).toISOString(),
      }),
    ]);
    // The same event, a later version: a calendar that holds the acknowledgement's updates it.
    expect(first.events[0]!.uid).toBe(asked.events[0]!.uid);
    expect(first.events[0]!.sequence).toBeGreaterThan(asked.events[0]!.sequence);
    expect(first.events[0]!.organizer.toLowerCase()).toBe("mailto:admissions.maa@vidyanjalischools.in");
    expect(first.events[0]!.attendees.map((address) => address.toLowerCase())).toEqual(["mailto:lakshmi@example.org"]);
    expect(first.events[0]!.description).not.toContain("ఫోన్ చేసి ఈ సమయాన్ని ఖరారు");
    expect(confirmation!.text).toMatch(/\/r\/[A-Za-z0-9_-]{43}/);

    await changeBooking(db(), "visit", id, "family", { action: "move", to: { date, slot: "2:00-3:00" } });
    const moved = await deliver(2);
    const movedEvent = ics(toFamily(moved)[0]!)!.events[0]!;
    expect([movedEvent.uid, movedEvent.sequence, movedEvent.start]).toEqual([`visit-booking-${id}@vidyanjalischools.in`, 2, new Date(`${date}T14:00:00+05:30`).toISOString()]);
    const office = moved.find((mail) => !toFamily([mail]).length)!;
    expect(office.subject).toContain("A family changed their visit");
    expect(office.text).toContain("moved their booking from");

    await changeBooking(db(), "visit", id, "family", { action: "cancel" });
    const cancelled = ics(toFamily(await deliver(2))[0]!)!;
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.events[0]).toMatchObject({ uid: `visit-booking-${id}@vidyanjalischools.in`, sequence: 3, status: "CANCELLED" });
  });

  it("sends the reminder of a visit tomorrow once with two senders at work, and drops a reminder whose visit moved", async () => {
    const tomorrow = addDays(todayInIndia(), 1);
    const id = await visit(tomorrow);
    const later = await visit(openDay(5));
    await db().update(visitRequests).set({ booking: "confirmed", bookingSequence: 1 }).where(sql`true`);
    // Due now (the evening before has come): as the confirmation plans it.
    await db().insert(outboxMessages).values([
      { requestKind: "visit", requestId: id, audience: "visitor", purpose: "reminder", language: "en" },
      { requestKind: "visit", requestId: later, audience: "visitor", purpose: "reminder", language: "en" },
    ]);
    await db().execute(sql`update outbox_messages set status = 'sent' where purpose = 'received'`);
    const [a, b] = [sender(), sender()];
    try {
      await Promise.all([a.drain(), b.drain()]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reminders = smtp.received.filter((mail) => /Tomorrow: your visit/.test(mail.subject ?? ""));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain("tomorrow");
    const left = await db().select().from(outboxMessages).where(and(eq(outboxMessages.purpose, "reminder")));
    expect(left.map((row) => [row.requestId, row.status])).toEqual([[id, "sent"]]);
  });
});
