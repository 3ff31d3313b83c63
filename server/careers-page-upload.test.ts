// The careers page's own form posted with its résumé by a browser without scripts
// (multipart/form-data to /careers and /te/careers; issue 17), through the built site on
// PGlite and PostgreSQL: the application stored with its file, the note from the file; a
// program passing for a PDF and a file over 5 MB answered with the page, the message at
// the résumé and what was typed, nothing stored.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#app/features/careers/resume.ts";
import { queryRows } from "#database/client.ts";
import { answeredCaptcha, validPayloads } from "../tests/support/payloads.ts";
import { applicationForm, fakeExe, tinyDocx, tinyPdf } from "../tests/support/resume-files.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { rawPost } from "../tests/support/raw-post.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

describe.each(engines)("the careers page's form with a résumé, without scripts, on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    site = await startTestServer(db(), await builtPages(db(), () => {}));
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    await db().execute(sql`truncate outbox_messages`);
  });

  /** The form's own fields (no resumeNote: the page's form has none), as the browser posts them. */
  const fields = () => {
    const { resumeNote: _note, ...application } = validPayloads["/api/careers"]();
    return { ...application, ...answeredCaptcha(), website_confirm: "" };
  };
  const post = (path: string, form: FormData) => fetch(`${site.url}${path}`, { method: "POST", body: form, headers: { Origin: site.url } });
  const counts = async () =>
    (
      await queryRows<{ applications: number; resumes: number; mails: number }>(
        db(),
        sql`select (select count(*)::int from career_applications) as applications, (select count(*)::int from career_resumes) as resumes, (select count(*)::int from outbox_messages) as mails`,
      )
    )[0];

  it("stores the application with its résumé, and answers with the page's confirmation", async () => {
    const docx = tinyDocx();
    const response = await post("/careers", applicationForm(fields(), { name: "Test Teacher.docx", bytes: docx }));
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("Application Submitted Successfully!");
    const [row] = await queryRows<{ resume_note: string; file_name: string; content: Uint8Array }>(
      db(),
      sql`select a.resume_note, r.file_name, r.content from career_applications a join career_resumes r on r.application_id = a.id`,
    );
    expect(row?.resume_note).toBe(`Test Teacher.docx (${(docx.length / 1048576).toFixed(2)} MB)`);
    expect(row?.file_name).toBe("Test Teacher.docx");
    expect(Buffer.from(row!.content).equals(docx)).toBe(true);
    expect(await counts()).toEqual({ applications: 1, resumes: 1, mails: 2 });
  });

  it("sends the form without a file as it did: no résumé, an empty note", async () => {
    const response = await post("/te/careers", applicationForm(fields()));
    expect(response.status).toBe(201);
    expect((await queryRows<{ resume_note: string }>(db(), sql`select resume_note from career_applications`))[0]?.resume_note).toBe("");
    expect(await counts()).toEqual({ applications: 1, resumes: 0, mails: 2 });
  });

  it("refuses a program passing for a PDF with the page: the message at the résumé, in Telugu, what was typed kept", async () => {
    const response = await post("/te/careers", applicationForm(fields(), { name: "cv.pdf", bytes: fakeExe() }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("ఈ రకం ఫైల్ తీసుకోలేం");
    expect(html).toContain("దయచేసి PDF లేదా Word ఫైల్‌ను అప్‌లోడ్ చేయండి.");
    expect(html).toContain('value="teacher@example.com"');
    expect(await counts()).toEqual({ applications: 0, resumes: 0, mails: 0 });
  });

  it("refuses a file of 5 MB and one byte with the page: 413, the message at the résumé, what was typed kept", async () => {
    const pdf = tinyPdf();
    const big = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const response = await post("/careers", applicationForm(fields(), { name: "cv.pdf", bytes: big }));
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("File Too Large");
    expect(html).toContain("Please upload a file smaller than 5MB.");
    expect(html).toContain('value="teacher@example.com"');
    expect(await counts()).toEqual({ applications: 0, resumes: 0, mails: 0 });
  });

  it("answers a body announced over the limit with the page, unread, and closes the connection", async () => {
    const answer = await rawPost(
      `${site.url}/careers`,
      { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(50 * 1024 * 1024), Origin: site.url },
      [Buffer.from("--x\r\n")],
      { end: false },
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Please upload a file smaller than 5MB.");
    expect(answer.connection).toBe("close");
    expect(await counts()).toEqual({ applications: 0, resumes: 0, mails: 0 });
  });
});
