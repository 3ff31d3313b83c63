// The calendar invite in the e-mails (issue 17), end to end on the server side: requests
// sent to the real API, their messages delivered by the outbox's sender to a real SMTP
// server on loopback and parsed back (mailparser). The visitor's acknowledgement of a visit
// carries the .ics file of their slot in their language; the office's notification, a
// tour's (the office's only) and every other kind's messages carry none. PGlite and PostgreSQL.
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { te } from "#app/i18n/te/index.ts";
import { viswa } from "#app/content/schools/index.ts";
import { readCalendar } from "../../tests/support/calendar-file.ts";
import { openDay, validPayloads, visitFields } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../../tests/support/test-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";
import { outboxComposer } from "./compose-outbox.ts";
import { OutboxSender } from "./sender.ts";

const SITE = "https://www.vidyanjalischools.in";

describe.each(engines)("the calendar invite in the e-mails on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database.connection.db);
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await database?.close();
  });
  beforeEach(async () => {
    await database.connection.db.execute(sql`truncate outbox_messages`);
    smtp.received.length = 0;
  });

  /** Posts and returns the stored request's id, as the 201 answers it. */
  const post = async (path: string, body: object): Promise<number> => {
    const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  /** Sends what waits and returns the messages that arrived, the office's and the visitor's apart. */
  const deliver = async (count: number): Promise<{ office: ParsedMail[]; visitor: ParsedMail[] }> => {
    const sender = new OutboxSender({ db: database.connection.db, smtpUrl: smtp.url, from: "Vidyanjali Schools <admissions@vidyanjalischools.in>", messageIdDomain: "vidyanjalischools.in", compose: outboxComposer(SITE, "test-link-secret-0123456789abcdef0123456789") });
    try {
      expect(await sender.drain()).toBe(count);
    } finally {
      await sender.stop();
    }
    const mails = await smtp.waitFor(count);
    const toOffice = (mail: ParsedMail) => /@vidyanjalischools\.in$/.test(mail.to && "text" in mail.to ? mail.to.text : "");
    return { office: mails.filter(toOffice), visitor: mails.filter((mail) => !toOffice(mail)) };
  };
  const challenge = async () => {
    const body = (await (await fetch(`${server.url}/api/math-challenge`)).json()) as { token: string; question: string };
    const answer = String((body.question.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0));
    return { mathChallenge: answer, mathChallengeAnswer: answer, mathChallengeToken: body.token };
  };

  it("attaches the visit's invite to the visitor's Telugu acknowledgement, and not to the office's notification", async () => {
    const date = openDay();
    const id = await post("/api/schedule-visits", { ...visitFields(), school: "viswa", preferredDate: date, preferredTime: "4:00-5:00", language: "te", ...(await challenge()) });
    const { office, visitor } = await deliver(2);
    expect(office[0]!.attachments).toEqual([]);
    const [mail] = visitor;
    expect(mail!.to && "text" in mail!.to ? mail!.to.text : "").toBe(visitFields().email);
    expect(mail!.text).toContain(te.mail.visitor.calendar);
    expect(mail!.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([[`visit-viswa-${date}.ics`, "text/calendar"]]);
    const ics = mail!.attachments[0]!.content.toString("utf8");
    const { method, events } = readCalendar(ics);
    expect(method).toBe("PUBLISH");
    expect(events).toEqual([
      expect.objectContaining({
        // The booking's own event: the office's confirmation updates it.
        uid: `visit-booking-${id}@vidyanjalischools.in`,
        sequence: 0,
        start: new Date(`${date}T16:00:00+05:30`).toISOString(),
        end: new Date(`${date}T17:00:00+05:30`).toISOString(),
        allDay: false,
        summary: `క్యాంపస్ సందర్శన – ${viswa.name.te}`,
        location: `${viswa.name.te}, ${viswa.map.address.te}`,
        url: `${SITE}/te/school/1`,
      }),
    ]);
    expect(events[0]!.description).toContain(`ఫోన్: ${viswa.joinUs.phone}`);
    // Nothing of the family's in the file.
    for (const value of [visitFields().parentName, visitFields().email, visitFields().phone, visitFields().studentName]) expect(ics).not.toContain(value);
  });

  it("sends a tour booking's notification, and every other kind's messages, without an invite", async () => {
    await post("/api/book-tours", validPayloads["/api/book-tours"]());
    await post("/api/contact", validPayloads["/api/contact"]());
    await post("/api/enrollments", validPayloads["/api/enrollments"]());
    await post("/api/admissions", validPayloads["/api/admissions"]());
    const { office, visitor } = await deliver(7);
    expect([office.length, visitor.length]).toEqual([4, 3]);
    expect([...office, ...visitor].flatMap((mail) => mail.attachments)).toEqual([]);
  });
});
