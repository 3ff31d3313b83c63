// A request's page through the built site, on PGlite and PostgreSQL, as a browser without
// scripts uses it (form posts, cookies): every field with its label in the member's
// language, what a visitor typed shown as text, status, assignee and notes posted and kept
// in the history, a refused change answered 400 with the reason, and the staff 404 page.
import { eq, sql } from "drizzle-orm";
import { queryRows } from "#database/client.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { requestEvents, visitRequests } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough passphrase";

describe.each(engines)("a request's page on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let maaCookie = "";
  let colleagueId = 0;
  let visitId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await addAccount(db, { email: "maa@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
    const colleague = await addAccount(db, { email: "maa.two@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
    colleagueId = colleague.ok ? colleague.member.id : 0;
    site = await startTestServer(db, await builtPages(db, () => {}));
    maaCookie = await signIn("maa@example.org");
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  async function signIn(email: string): Promise<string> {
    const response = await post("/staff/sign-in", { email, password: PASSWORD });
    return response.headers.get("set-cookie")?.split(";")[0] ?? "";
  }
  function post(path: string, fields: Record<string, string>, cookie = "") {
    return fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "accept-language": "en", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  }
  const get = (path: string, cookie = maaCookie) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", cookie } });

  async function newVisit() {
    const db = database.connection.db;
    await db.execute(sql`truncate request_events, visit_requests`);
    const [row] = await db
      .insert(visitRequests)
      .values({
        parentName: "Lakshmi <img src=x onerror=alert(1)>", email: "lakshmi@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
        studentAge: "5-6", gradeInterested: "1", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
        questions: "Line one\n<script>alert(2)</script>",
      })
      .returning({ id: visitRequests.id });
    visitId = row!.id;
    return `/staff/requests/visit/${visitId}`;
  }

  it("shows every field under the office's own label, the option labels, call and WhatsApp links, and what a visitor typed as text", async () => {
    const path = await newVisit();
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^no-store/);
    const html = await response.text();
    for (const text of ["Student's age", "5–6 years", "Grade 1", "10:00 – 11:00 AM", "MAA School, Mahabubnagar", "Questions for the school", "Visit request #"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="https://wa.me/919876543210"');
    expect(html).toContain("Lakshmi &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
  });

  it("in Telugu, labels the fields with the office's Telugu words, not the parent's form's", async () => {
    const path = await newVisit();
    const html = await (await get(`/te${path}`)).text();
    const label = (words: string) => `>${words}</dt>`;
    expect(html).toContain(label(catalogues.te.staff.fields.visit.preferredDate));
    expect(html).toContain(label(catalogues.te.staff.fields.visit.questions));
    expect(html).not.toContain(label(catalogues.te.visit.form.preferredDate));
    expect(html).not.toContain(label(catalogues.te.visit.form.questions));
    expect(html).toContain("సందర్శన అభ్యర్థన నం. ");
    expect(html).toContain("వారు పంపిన వివరాలు");
    expect(html).toContain('lang="te"');
  });

  it("changes the status, assigns and adds a note by plain form posts, each kept in the history with who did it", async () => {
    const path = await newVisit();
    const status = await post(path, { intent: "status", status: "visit_scheduled" }, maaCookie);
    expect(status.status).toBe(200);
    expect(await status.text()).toContain("Status changed.");
    const assign = await post(path, { intent: "assignee", assignee: String(colleagueId) }, maaCookie);
    expect(await assign.text()).toContain("Assignee changed.");
    const note = await post(path, { intent: "note", note: "Called; they come on Tuesday with grandmother." }, maaCookie);
    expect(await note.text()).toContain("Note added.");
    const [row] = await database.connection.db.select().from(visitRequests).where(eq(visitRequests.id, visitId));
    expect(row).toMatchObject({ status: "visit_scheduled", assigneeId: colleagueId });
    const html = await (await get(path)).text();
    expect(html).toContain("maa@example.org changed the status from New to Visit scheduled");
    expect(html).toContain("maa@example.org assigned it to maa.two@example.org");
    expect(html).toContain("Called; they come on Tuesday with grandmother.");
  });

  it("answers a change it cannot make with 400 and the reason, and writes nothing", async () => {
    const path = await newVisit();
    const wrongStep = await post(path, { intent: "status", status: "offered" }, maaCookie);
    expect(wrongStep.status).toBe(400);
    expect(await wrongStep.text()).toContain("That change is not possible for this request.");
    const unknown = await post(path, { intent: "status", status: "done" }, maaCookie);
    expect(unknown.status).toBe(400);
    const empty = await post(path, { intent: "note", note: "   " }, maaCookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the note first.");
    const tooLong = await post(path, { intent: "note", note: "x".repeat(4001) }, maaCookie);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("A note may have at most 4,000 characters.");
    const nothing = await post(path, {}, maaCookie);
    expect(nothing.status).toBe(400);
    expect(await database.connection.db.select().from(requestEvents)).toEqual([]);
  });

  it("answers an address that names no request with the staff 404 page, in the member's language", async () => {
    await newVisit();
    for (const path of [`/staff/requests/visit/${visitId + 1}`, "/staff/requests/letters/1", "/staff/requests/visit/0", "/staff/requests/visit/1e3"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("There is no such page or request");
    }
    const te = await get(`/te/staff/requests/visit/${visitId + 1}`);
    expect(te.status).toBe(404);
    expect(await te.text()).toContain("కనబడలేదు");
  });

  it("shows the request's e-mails; a failed one is sent again by a group admin only", async () => {
    const path = await newVisit();
    const db = database.connection.db;
    const html = await (await get(path)).text();
    expect(html).toContain("To the office");
    expect(html).toContain("To the person who wrote");
    expect(html).toContain("Waiting to be sent");
    const [failed] = await queryRows<{ id: number }>(
      db,
      sql`update outbox_messages set status = 'failed', last_error = 'SMTP 550' where request_kind = 'visit' and request_id = ${visitId} and audience = 'visitor' returning id`,
    );
    expect(await (await get(path)).text()).toContain("Not delivered (SMTP 550)");
    // A school's office sees it, but sending again is the group admin's.
    expect((await post(path, { intent: "resend", mail: String(failed!.id) }, maaCookie)).status).toBe(404);
    await addAccount(db, { email: "group@example.org", role: "admin", password: PASSWORD });
    const admin = await signIn("group@example.org");
    // Another request's e-mail is not this request's to send.
    expect((await post(path, { intent: "resend", mail: String(failed!.id + 1000) }, admin)).status).toBe(404);
    const resent = await post(path, { intent: "resend", mail: String(failed!.id) }, admin);
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain("The e-mail will be sent again now.");
    const [row] = await queryRows<{ status: string }>(db, sql`select status from outbox_messages where id = ${failed!.id}`);
    expect(row?.status).toBe("waiting");
  });

  it("sends a visitor without a session to the sign-in page, for reading and for posting", async () => {
    const path = await newVisit();
    expect((await get(path, "")).headers.get("location")).toBe("/staff/sign-in");
    const posted = await post(path, { intent: "status", status: "closed" });
    expect(posted.status).toBe(302);
    const [row] = await database.connection.db.select().from(visitRequests).where(eq(visitRequests.id, visitId));
    expect(row?.status).toBe("new");
  });
});
