// The careers form's résumé through the API (issue 17), on PGlite and PostgreSQL: a real
// PDF, DOC and DOCX stored with the application in one transaction (the file's bytes as
// sent, the note written from the file); a file over 5 MB, a program or a text passing for
// a PDF, an empty file and a body cut short refused with a message for the `resume` field
// and nothing stored anywhere (application, file, e-mails, the captcha's token).
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#app/features/careers/resume.ts";
import { queryRows } from "#database/client.ts";
import { applicationForm, fakeExe, RESUME_FORMATS, tinyPdf } from "../../tests/support/resume-files.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../../tests/support/test-server.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { rawPost } from "../../tests/support/raw-post.ts";

type Answer = { status: number; body: { id?: number; message?: string; errors?: Record<string, string> } };

/** A PDF of exactly `size` bytes: a real one, padded after its end. */
const pdfOfSize = (size: number) => {
  const pdf = tinyPdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
};

describe.each(engines)("résumés through the API on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(db());
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    await db().execute(sql`truncate outbox_messages`);
  });

  const send = async (form: FormData, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${server.url}/api/careers`, { method: "POST", body: form, headers });
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
  const counts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      db(),
      sql`select (select count(*)::int from career_applications) as applications, (select count(*)::int from career_resumes) as resumes,
        (select count(*)::int from outbox_messages) as mails, (select count(*)::int from used_challenge_tokens) as tokens`,
    );
    return row;
  };
  const nothingStored = { applications: 0, resumes: 0, mails: 0, tokens: 0 };

  it.each(RESUME_FORMATS)("stores a $format with its application, byte for byte, the note written from the file", async ({ fileName, bytes, contentType }) => {
    const content = bytes();
    // Whatever note the page wrote, the stored one is the server's.
    const answer = await send(applicationForm({ ...validPayloads["/api/careers"](), resumeNote: "something else.pdf (9.99 MB)" }, { name: fileName, bytes: content, type: "text/plain" }));
    expect(answer.status).toBe(201);
    const [application] = await queryRows<{ id: number; resume_note: string; first_name: string }>(db(), sql`select id, resume_note, first_name from career_applications`);
    expect(application).toEqual({ id: answer.body.id, resume_note: `${fileName} (${(content.length / 1048576).toFixed(2)} MB)`, first_name: "Test" });
    const [resume] = await queryRows<{ application_id: number; file_name: string; content_type: string; size: number; content: Uint8Array }>(
      db(),
      sql`select application_id, file_name, content_type, size, content from career_resumes`,
    );
    expect({ ...resume, content: undefined }).toEqual({ application_id: answer.body.id, file_name: fileName, content_type: contentType, size: content.length, content: undefined });
    expect(Buffer.from(resume!.content).equals(content)).toBe(true);
    // The office's e-mail and the applicant's, written in the same transaction.
    expect(await counts()).toEqual({ applications: 1, resumes: 1, mails: 2, tokens: 1 });
  });

  it("takes a file of exactly 5 MB", async () => {
    const answer = await send(applicationForm(validPayloads["/api/careers"](), { name: "cv.pdf", bytes: pdfOfSize(RESUME_MAX_BYTES) }));
    expect(answer.status).toBe(201);
    const [resume] = await queryRows<{ size: number; length: number }>(db(), sql`select size, octet_length(content) as length from career_resumes`);
    expect(resume).toEqual({ size: RESUME_MAX_BYTES, length: RESUME_MAX_BYTES });
    expect((await queryRows<{ resume_note: string }>(db(), sql`select resume_note from career_applications`))[0]?.resume_note).toBe("cv.pdf (5.00 MB)");
  });

  it("takes a file sent without the body's length (chunked), byte for byte", async () => {
    const content = pdfOfSize(3 * 1024 * 1024 + 17);
    const encoded = new Response(applicationForm(validPayloads["/api/careers"](), { name: "cv.pdf", bytes: content }));
    const body = Buffer.from(await encoded.arrayBuffer());
    const chunks = Array.from({ length: Math.ceil(body.length / 100_000) }, (_, i) => body.subarray(i * 100_000, (i + 1) * 100_000));
    const { status } = await rawPost(`${server.url}/api/careers`, { "Content-Type": encoded.headers.get("content-type")!, "Transfer-Encoding": "chunked" }, chunks);
    expect(status).toBe(201);
    const [resume] = await queryRows<{ size: number; content: Uint8Array }>(db(), sql`select size, content from career_resumes`);
    expect(resume?.size).toBe(content.length);
    expect(Buffer.from(resume!.content).equals(content)).toBe(true);
  });

  it("refuses a file of 5 MB and one byte: 413, its message at the résumé, nothing stored, the question still unspent", async () => {
    const application = validPayloads["/api/careers"]();
    const answer = await send(applicationForm(application, { name: "cv.pdf", bytes: pdfOfSize(RESUME_MAX_BYTES + 1) }));
    expect(answer).toEqual({ status: 413, body: { message: "File Too Large", errors: { resume: "Please upload a file smaller than 5MB." } } });
    expect(await counts()).toEqual(nothingStored);
    // The same question answers the application sent again with a smaller file.
    expect((await send(applicationForm(application, { name: "cv.pdf", bytes: tinyPdf() }))).status).toBe(201);
  });

  it("refuses a body announced larger than a file and the fields may be, before reading it", async () => {
    const answer = await rawPost(
      `${server.url}/api/careers`,
      { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(50 * 1024 * 1024) },
      [Buffer.from("--x\r\n")],
      { end: false },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "File Too Large", errors: { resume: "Please upload a file smaller than 5MB." } });
    expect(answer.connection).toBe("close");
    expect(await counts()).toEqual(nothingStored);
  });

  it("stops reading a body sent without its length once it has passed the limit", async () => {
    const boundary = "----resume";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const answer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(`${server.url}/api/careers`, { method: "POST", headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" } });
      req.on("response", (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
      });
      // The server closes the connection under the rest of the body: expected once answered.
      req.on("error", (error) => (answered ? undefined : reject(error)));
      req.write(head);
      const more = () => {
        while (!answered && sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", more);
        }
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
    expect(await counts()).toEqual(nothingStored);
  });

  it.each([
    ["a program renamed .pdf", "setup.pdf", fakeExe(), "application/pdf"],
    ["a program renamed .docx", "cv.docx", fakeExe(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a text file named .pdf", "cv.pdf", Buffer.from("Experience: ten years of mathematics.\n"), "application/pdf"],
  ])("refuses %s with the 'Invalid File Type' message at the résumé, nothing stored", async (_what, name, bytes, type) => {
    const application = validPayloads["/api/careers"]();
    const answer = await send(applicationForm(application, { name, bytes, type }));
    expect(answer).toEqual({ status: 400, body: { message: "Invalid File Type", errors: { resume: "Please upload a PDF or Word document." } } });
    expect(await counts()).toEqual(nothingStored);
    // The refusal spent nothing: the same question takes the application with a real file.
    expect((await send(applicationForm(application, { name, bytes: tinyPdf() }))).status).toBe(201);
  });

  it("refuses an empty file, and tells the file's problem with the fields' in one answer", async () => {
    const empty = await send(applicationForm(validPayloads["/api/careers"](), { name: "cv.pdf", bytes: new Uint8Array(0) }));
    expect(empty).toEqual({ status: 400, body: { message: "This file is empty. Please choose your résumé again.", errors: { resume: "This file is empty. Please choose your résumé again." } } });
    const both = await send(applicationForm({ ...validPayloads["/api/careers"](), email: "not an address" }, { name: "cv.pdf", bytes: fakeExe() }));
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors ?? {}).sort()).toEqual(["email", "resume"]);
    expect(await counts()).toEqual(nothingStored);
  });

  it("answers in Telugu when the form says so", async () => {
    const answer = await send(applicationForm({ ...validPayloads["/api/careers"](), language: "te" }, { name: "cv.pdf", bytes: fakeExe() }));
    expect(answer).toEqual({ status: 400, body: { message: "ఈ రకం ఫైల్ తీసుకోలేం", errors: { resume: "దయచేసి PDF లేదా Word ఫైల్‌ను అప్‌లోడ్ చేయండి." } } });
  });

  it("refuses a body cut short: 400, nothing stored", async () => {
    const form = applicationForm(validPayloads["/api/careers"](), { name: "cv.pdf", bytes: tinyPdf() });
    const whole = Buffer.from(await new Response(form).arrayBuffer());
    const contentType = new Response(form).headers.get("content-type") ?? "";
    const cut = whole.subarray(0, whole.length - 200);
    const res = await fetch(`${server.url}/api/careers`, { method: "POST", body: cut, headers: { "Content-Type": contentType } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The form did not arrive whole. Please send it again." });
    expect(await counts()).toEqual(nothingStored);
  });

  it("applies without a file, as multipart or as the spec's JSON", async () => {
    const multipart = await send(applicationForm({ ...validPayloads["/api/careers"](), resumeNote: "" }));
    expect(multipart.status).toBe(201);
    const json = await fetch(`${server.url}/api/careers`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validPayloads["/api/careers"]()) });
    expect(json.status).toBe(201);
    expect((await queryRows<{ resume_note: string }>(db(), sql`select resume_note from career_applications order by id`)).map((row) => row.resume_note)).toEqual([
      "",
      "resume.pdf (0.20 MB)",
    ]);
    expect((await counts())?.resumes).toBe(0);
  });

  it("stores nothing for a bot that filled the honeypot, file or not", async () => {
    const answer = await send(applicationForm({ ...validPayloads["/api/careers"](), website_confirm: "https://spam.example" }, { name: "cv.pdf", bytes: tinyPdf() }));
    expect(answer.status).toBe(201);
    expect(await counts()).toEqual(nothingStored);
  });

  it("takes multipart only where a file is taken", async () => {
    const res = await fetch(`${server.url}/api/contact`, { method: "POST", body: applicationForm({ firstName: "A" }) });
    expect(res.status).toBe(415);
  });
});
