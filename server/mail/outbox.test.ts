// The outbox against a real SMTP server on loopback, on PGlite and PostgreSQL: each stored
// submission's e-mails written with it (and not when it is rolled back), delivered once
// each with their Message-ID, kept through a mail-server outage and delivered when it is
// back, failed at once on a permanent refusal and after a day of tries, sent again when a
// group admin asks.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows, storeSubmission, submissionRow } from "#app/requests/store.server.ts";
import { queryRows } from "#database/client.ts";
import { claimDue, markNotSent, requestMail, sendAgain } from "#database/outbox.ts";
import { contactMessages, tourRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";
import { outboxComposer } from "./compose-outbox.ts";
import { OutboxSender } from "./sender.ts";

const SITE = "https://www.vidyanjalischools.in";
const parent = { firstName: "Lakshmi", lastName: "Rao", email: "lakshmi@example.org", phone: "+91 98765 43210", message: "Is there a bus from Uppal?" };

describe.each(engines)("the outbox on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const db = () => database.connection.db;
  const senders: OutboxSender[] = [];
  const sender = () => {
    const made = new OutboxSender({ db: db(), smtpUrl: smtp.url, from: "Vidyanjali Schools <admissions@vidyanjalischools.in>", messageIdDomain: "vidyanjalischools.in", compose: outboxComposer(SITE, "test-link-secret-0123456789abcdef0123456789") });
    senders.push(made);
    return made;
  };
  const outbox = () =>
    queryRows<{ id: number; request_kind: string; request_id: number; audience: string; language: string; status: string; attempts: number }>(
      db(),
      sql`select id, request_kind, request_id, audience, language, status, attempts from outbox_messages order by id`,
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await smtp?.stop();
    await database?.close();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((made) => made.stop()));
  });
  beforeEach(async () => {
    await db().execute(sql`truncate outbox_messages, tour_requests, contact_messages, enrollment_requests, admission_applications, visit_requests, career_resumes, career_applications`);
    smtp.received.length = 0;
    smtp.envelopes.length = 0;
  });

  it("writes the office's message and the visitor's with the submission, and sends each once with its Message-ID", async () => {
    const stored = await storeSubmission(db(), contactMessages, { ...parent, school: "maa" }, "te");
    expect((await outbox()).map((row) => [row.request_kind, row.request_id, row.audience, row.language, row.status])).toEqual([
      ["contact", stored.id, "office", "en", "waiting"],
      ["contact", stored.id, "visitor", "te", "waiting"],
    ]);
    const [office, visitor] = await outbox();
    expect(await sender().drain()).toBe(2);
    const mails = await smtp.waitFor(2);
    const byId = new Map(mails.map((mail) => [mail.messageId, mail]));
    const toOffice = byId.get(`<outbox-${office!.id}@vidyanjalischools.in>`);
    const toVisitor = byId.get(`<outbox-${visitor!.id}@vidyanjalischools.in>`);
    expect(toOffice?.to && "text" in toOffice.to ? toOffice.to.text : "").toBe("admissions.maa@vidyanjalischools.in");
    expect(toOffice?.replyTo?.text).toBe(parent.email);
    expect(toOffice?.text).toContain(`${SITE}/staff/requests/contact/${stored.id}`);
    expect(toVisitor?.to && "text" in toVisitor.to ? toVisitor.to.text : "").toBe(parent.email);
    expect(toVisitor?.subject).toMatch(/[\u0C00-\u0C7F]/);
    expect(toVisitor?.html).not.toContain("/staff/");
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
    // Nothing is sent twice.
    expect(await sender().drain()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it("writes only the office's message for a tour booking, which has no address", async () => {
    await storeSubmission(db(), tourRequests, { school: "queens", peopleCount: "2", studentClass: "1st", date: "2026-12-01" }, "en");
    expect((await outbox()).map((row) => row.audience)).toEqual(["office"]);
  });

  it("writes no message for a submission rolled back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await storeSubmission(tx, contactMessages, { ...parent, school: "maa" }, "en");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await outbox()).toEqual([]);
  });

  it("writes the messages of submissions stored together, one pair per submission", async () => {
    const stored = await Promise.all(
      Array.from({ length: 30 }, (_, i) => storeSubmission(db(), contactMessages, { ...parent, email: `p${i}@example.org`, school: "queens" }, "en", { together: true })),
    );
    const rows = await outbox();
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => `${row.request_id}:${row.audience}`)).size).toBe(60);
    expect(new Set(rows.map((row) => row.request_id))).toEqual(new Set(stored.map((s) => s.id)));
  });

  it("writes the messages of rows stored by one statement in their order: each one's office, then its visitor when it gave an address, in its language", async () => {
    const tour = (email: string) => ({ school: "maa", peopleCount: "2", studentClass: "1st", date: "2026-12-01", parentName: "Lakshmi Rao", phone: "9876543210", email });
    const stored = await insertRows(db(), tourRequests, [
      submissionRow(tour("a@example.org"), "te"),
      submissionRow(tour(""), "te"),
      submissionRow(tour("c@example.org"), "en"),
    ]);
    const [a, b, c] = stored.map((row) => row.id);
    expect((await outbox()).map((row) => [row.request_kind, row.request_id, row.audience, row.language])).toEqual([
      ["tour", a, "office", "en"],
      ["tour", a, "visitor", "te"],
      ["tour", b, "office", "en"],
      ["tour", c, "office", "en"],
      ["tour", c, "visitor", "en"],
    ]);
  });

  it("with two senders on one database, delivers every message exactly once", async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => storeSubmission(db(), contactMessages, { ...parent, email: `p${i}@example.org`, school: "viswa" }, "en")));
    const [a, b] = [sender(), sender()];
    const [sentA, sentB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentA + sentB).toBe(50);
    const ids = (await smtp.waitFor(50)).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(50);
    expect(smtp.received).toHaveLength(50);
  });

  it("keeps the messages through a mail-server outage and delivers each once when it is back", async () => {
    await smtp.stop();
    try {
      for (let i = 0; i < 5; i++) await storeSubmission(db(), contactMessages, { ...parent, email: `p${i}@example.org`, school: "santhi" }, "en");
      expect(await sender().drain()).toBe(0);
      const waiting = await outbox();
      expect(waiting.every((row) => row.status === "waiting" && row.attempts === 1)).toBe(true);
      // Not tried again before its time.
      expect(await sender().drain()).toBe(0);
      expect((await outbox()).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await smtp.start();
    }
    // The minute passes.
    await db().execute(sql`update outbox_messages set next_attempt_at = now()`);
    expect(await sender().drain()).toBe(10);
    await smtp.waitFor(10);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(10);
    expect((await outbox()).every((row) => row.status === "sent")).toBe(true);
  });

  it("fails a message after a day of tries, or at once when the server refuses it for good; a group admin sends it again", async () => {
    const stored = await storeSubmission(db(), contactMessages, { ...parent, school: "prism" }, "en");
    const [office, visitor] = await claimDue(db(), 10);
    expect(await markNotSent(db(), { ...office!, createdAt: new Date(Date.now() - 25 * 3_600_000) }, { reason: "ECONNREFUSED", permanent: false })).toBe("failed");
    expect(await markNotSent(db(), visitor!, { reason: "SMTP 550", permanent: true })).toBe("failed");
    const mail = await requestMail(db(), "contact", stored.id);
    expect(mail.map((m) => [m.audience, m.status, m.lastError])).toEqual([
      ["office", "failed", "ECONNREFUSED"],
      ["visitor", "failed", "SMTP 550"],
    ]);
    expect(await sender().drain()).toBe(0);
    expect(await sendAgain(db(), office!.id)).toBe(true);
    expect(await sendAgain(db(), office!.id)).toBe(false); // waiting already
    expect(await sender().drain()).toBe(1);
    expect((await requestMail(db(), "contact", stored.id)).map((m) => m.status)).toEqual(["sent", "failed"]);
  });
});
