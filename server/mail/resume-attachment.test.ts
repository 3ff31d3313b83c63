// The résumé really arrives (issue 17): an application sent through the API with its
// file, its e-mails delivered by the outbox sender to a real SMTP server on loopback and
// parsed back. The careers office's message carries the file, byte for byte, under its
// safe name and its sniffed type; the applicant's acknowledgement carries none. On PGlite
// and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { applicationForm, RESUME_FORMATS } from "../../tests/support/resume-files.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../../tests/support/test-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";
import { outboxComposer } from "./compose-outbox.ts";
import { OutboxSender } from "./sender.ts";

describe.each(engines)("a résumé sent to the careers office, on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let smtp: TestSmtpServer;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(db());
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await smtp?.stop();
    await server?.close();
    await database?.close();
  });

  it.each(RESUME_FORMATS)("attaches the $format to the office's message only", async ({ fileName, bytes, contentType }) => {
    smtp.received.length = 0;
    await db().execute(sql`truncate outbox_messages`);
    const content = bytes();
    const res = await fetch(`${server.url}/api/careers`, {
      method: "POST",
      body: applicationForm(validPayloads["/api/careers"](), { name: fileName, bytes: content }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    const sender = new OutboxSender({
      db: db(),
      smtpUrl: smtp.url,
      from: "Vidyanjali Schools <admissions@vidyanjalischools.in>",
      messageIdDomain: "vidyanjalischools.in",
      compose: outboxComposer("https://www.vidyanjalischools.in", "test-link-secret-0123456789abcdef0123456789"),
    });
    try {
      expect(await sender.drain()).toBe(2);
    } finally {
      await sender.stop();
    }
    const mails = await smtp.waitFor(2);
    const to = (mail: (typeof mails)[number]) => (mail.to && "text" in mail.to ? mail.to.text : "");
    const office = mails.find((mail) => to(mail) === groupFirstVersion.careersEmail);
    const applicant = mails.find((mail) => to(mail) === "teacher@example.com");
    expect(office?.text).toContain(`/staff/requests/career/${id}`);
    expect(office?.attachments.map((file) => [file.filename, file.contentType])).toEqual([[fileName, contentType]]);
    expect(Buffer.from(office!.attachments[0]!.content).equals(content)).toBe(true);
    expect(applicant?.attachments).toEqual([]);
  });
});
