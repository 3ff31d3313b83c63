// The sender's speed and its record, on PGlite and PostgreSQL against a real SMTP server
// on loopback: a claimed batch goes out side by side with each row recorded for itself
// (sent, or failed when its recipient is refused); a slow mail server does not let a
// second sender take messages still being sent (the lease is renewed); a dead sender's
// messages go out once its lease ends; a stopped sender finishes its batch and takes no
// other; a stored submission wakes the sender at once,
// and a failing listener never fails the visitor's answer.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeSubmission } from "#app/requests/store.server.ts";
import { onSubmissionStored } from "#app/lib/submission-stored.ts";
import { queryRows } from "#database/client.ts";
import { claimDue } from "#database/outbox.ts";
import { contactMessages } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer } from "../../tests/support/test-server.ts";
import { startTestSmtpServer, type TestSmtpOptions, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { outboxComposer } from "./compose-outbox.ts";
import { OutboxSender, type SenderOptions } from "./sender.ts";

const SITE = "https://www.vidyanjalischools.in";
const DOMAIN = "vidyanjalischools.in";
const parent = { firstName: "Lakshmi", lastName: "Rao", phone: "+91 98765 43210", school: "queens", message: "Is there a bus from Uppal?" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines)("the sender on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const smtpServer = async (options: TestSmtpOptions = {}) => {
    const smtp = await startTestSmtpServer(0, options);
    cleanups.push(() => smtp.stop());
    return smtp;
  };
  const sender = (smtp: TestSmtpServer, options: Partial<SenderOptions> = {}) => {
    const made = new OutboxSender({ db: db(), smtpUrl: smtp.url, from: `Vidyanjali Schools <admissions@${DOMAIN}>`, messageIdDomain: DOMAIN, compose: outboxComposer(SITE, "test-link-secret-0123456789abcdef0123456789"), ...options });
    cleanups.push(() => made.stop());
    return made;
  };
  const outbox = () =>
    queryRows<{ id: number; audience: string; status: string; last_error: string | null; lease_until: string | null }>(
      db(),
      sql`select id, audience, status, last_error, lease_until from outbox_messages order by id`,
    );
  const store = (count: number, email = (i: number) => `p${i}@example.org`) =>
    Promise.all(Array.from({ length: count }, (_, i) => storeSubmission(db(), contactMessages, { ...parent, email: email(i) }, "en")));
  /** How many times each Message-ID arrived. */
  const arrivals = (smtp: TestSmtpServer) => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.messageId ?? "", (counts.get(mail.messageId ?? "") ?? 0) + 1);
    return counts;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate outbox_messages, contact_messages`);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("sends a claimed batch side by side, recording each row for itself: sent, or failed when its recipient is refused", async () => {
    const smtp = await smtpServer({ refuse: (address) => (/^refuse/.test(address) ? 550 : undefined) });
    // 30 requests, 60 messages: two batches of 25; every fifth visitor's address is refused for good.
    await store(30, (i) => (i % 5 === 0 ? `refuse${i}@example.org` : `p${i}@example.org`));
    expect(await sender(smtp, { batchSize: 25, connections: 4 }).drain()).toBe(54);
    const rows = await outbox();
    const failed = rows.filter((row) => row.status === "failed");
    expect(failed).toHaveLength(6);
    expect(failed.every((row) => row.audience === "visitor" && row.last_error === "SMTP 550")).toBe(true);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(54);
    expect(rows.every((row) => row.lease_until === null)).toBe(true);
    // Each sent row's Message-ID arrived once; no failed row's did.
    const counts = arrivals(smtp);
    expect(counts.size).toBe(54);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const row of rows) expect(counts.has(`<outbox-${row.id}@${DOMAIN}>`)).toBe(row.status === "sent");
  });

  it("renews the lease of messages still being sent: a second sender does not take them from a slow mail server", async () => {
    const smtp = await smtpServer({ dataDelayMs: 1000 });
    await store(3);
    const leaseMs = 300;
    const first = sender(smtp, { leaseMs, connections: 6 });
    const sending = first.drain();
    // Well past the first lease: the second sender finds nothing due, again and again.
    const second = sender(smtp, { leaseMs });
    for (let i = 0; i < 4; i++) {
      await sleep(200);
      expect(await second.drain()).toBe(0);
    }
    expect(await sending).toBe(6);
    expect([...arrivals(smtp).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await outbox()).every((row) => row.status === "sent")).toBe(true);
  });

  it("sends the messages of a sender that died once its lease has ended, each once", async () => {
    const smtp = await smtpServer();
    await store(5);
    // A sender claims them and dies before it sends (SIGKILL): nothing is recorded.
    expect(await claimDue(db(), 50, 300)).toHaveLength(10);
    const next = sender(smtp);
    expect(await next.drain()).toBe(0);
    await sleep(400);
    expect(await next.drain()).toBe(10);
    expect([...arrivals(smtp).values()]).toEqual(Array(10).fill(1));
  });

  it("on stop, finishes and records the batch in flight and claims no other", async () => {
    const smtp = await smtpServer({ dataDelayMs: 100 });
    await store(40);
    const made = sender(smtp, { batchSize: 20 });
    made.start(10 * 60 * 1000);
    await smtp.waitFor(1);
    await made.stop();
    const rows = await outbox();
    const sent = rows.filter((row) => row.status === "sent");
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(80);
    // Nothing left leased: what was not sent waits for the next sender, at once.
    expect(rows.every((row) => row.lease_until === null && (row.status === "sent" || row.status === "waiting"))).toBe(true);
    expect(smtp.received).toHaveLength(sent.length);
    expect(await sender(smtp).drain()).toBe(80 - sent.length);
    expect([...arrivals(smtp).values()]).toEqual(Array(80).fill(1));
  });

  it("is woken by a stored submission: its e-mails arrive within a second or two, whatever the poll interval", async () => {
    const smtp = await smtpServer();
    const made = sender(smtp);
    made.start(10 * 60 * 1000);
    cleanups.push(onSubmissionStored(() => made.wake()));
    const server = await startTestServer(db());
    cleanups.push(() => server.close());
    await sleep(300); // the first look, at start, is over: only a wake can send now
    for (let round = 0; round < 2; round++) {
      const before = smtp.received.length;
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validPayloads["/api/contact"]()),
      });
      expect(res.status).toBe(201);
      const answered = performance.now();
      const { id } = (await res.json()) as { id: number };
      await smtp.waitFor(before + 2, 2_000);
      expect(performance.now() - answered).toBeLessThan(2_000);
      // Recorded sent just after the mail server took them.
      const sentRows = async () =>
        (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from outbox_messages where request_id = ${id} and status = 'sent'`))[0]?.n;
      for (let i = 0; i < 50 && (await sentRows()) !== 2; i++) await sleep(20);
      expect(await sentRows()).toBe(2);
    }
  });

  it("answers the visitor 201 and keeps the submission when a listener fails", async () => {
    cleanups.push(
      onSubmissionStored(() => {
        throw new Error("the sender is broken");
      }),
    );
    const server = await startTestServer(db());
    cleanups.push(() => server.close());
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validPayloads["/api/contact"]()),
    });
    expect(res.status).toBe(201);
    await sleep(50);
    expect((await outbox()).map((row) => row.status)).toEqual(["waiting", "waiting"]);
  });
});
