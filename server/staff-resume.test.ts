// A career application's résumé in the staff inbox (issue 17), through the built site on
// PGlite and PostgreSQL: sent by the public form's API, shown on the application's page
// (name, size, download) in English and Telugu, downloaded by a group admin as an
// attachment under its own name made safe, byte for byte; and for school staff, for an
// application without one and for one that does not exist, the same 404.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { queryRows } from "#database/client.ts";
import { applicationForm, tinyPdf } from "../tests/support/resume-files.ts";
import { validPayloads } from "../tests/support/payloads.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { staffCookie } from "../tests/support/staff-session.ts";

const PASSWORD = "a long enough passphrase";
/** Telugu, quotes, a percent sign and a semicolon: each must come through the header safely. */
const FILE_NAME = 'ప్రియ "CV" 100%; final.pdf';
/** As it is kept: a quote is no character of a file name on Windows. */
const STORED_NAME = "ప్రియ _CV_ 100%; final.pdf";

describe.each(engines)("a résumé in the staff inbox on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let admin = "";
  let staff = "";
  let withResume = 0;
  let withoutResume = 0;
  const pdf = tinyPdf();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await addAccount(db, { email: "office@example.org", role: "admin", password: PASSWORD });
    await addAccount(db, { email: "maa@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
    site = await startTestServer(db, await builtPages(db, () => {}));
    admin = await signIn("office@example.org");
    staff = await signIn("maa@example.org");
    const apply = async (file?: { name: string; bytes: Uint8Array }) => {
      const response = await fetch(`${site.url}/api/careers`, { method: "POST", body: applicationForm(validPayloads["/api/careers"](), file) });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    withResume = await apply({ name: FILE_NAME, bytes: pdf });
    withoutResume = await apply();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const signIn = (email: string) => staffCookie(site.url, email, PASSWORD);
  const get = (path: string, cookie: string, method = "GET") =>
    fetch(`${site.url}${path}`, { method, redirect: "manual", headers: { "accept-language": "en", cookie } });
  /** A 404 page, but for the nonce that differs on every response. */
  const page404 = async (response: Response) => ({ status: response.status, type: response.headers.get("content-type"), body: (await response.text()).replace(/nonce="[^"]*"/g, "") });

  it("shows the résumé's name, size and download on the application's page, in English and Telugu", async () => {
    const english = await (await get(`/staff/requests/career/${withResume}`, admin)).text();
    expect(english).toContain("Résumé");
    const has = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    has(english, `${STORED_NAME} (${(pdf.length / 1048576).toFixed(2)} MB)`);
    has(english, `href="/staff/requests/career/${withResume}/resume"`);
    has(english, ">Download<");
    const telugu = await (await get(`/te/staff/requests/career/${withResume}`, admin)).text();
    has(telugu, "రెజ్యూమే");
    has(telugu, `href="/te/staff/requests/career/${withResume}/resume"`);
    has(telugu, "డౌన్‌లోడ్ చేయండి");
    const none = await (await get(`/staff/requests/career/${withoutResume}`, admin)).text();
    has(none, "No résumé came with this application.");
    expect(none.includes("/resume")).toBe(false);
    const teNone = await (await get(`/te/staff/requests/career/${withoutResume}`, admin)).text();
    has(teNone, "ఈ దరఖాస్తుతో రెజ్యూమే రాలేదు.");
  });

  it("gives a group admin the file as an attachment under its name made safe, byte for byte, kept nowhere", async () => {
    for (const path of [`/staff/requests/career/${withResume}/resume`, `/te/staff/requests/career/${withResume}/resume`]) {
      const response = await get(path, admin);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="_____ _CV_ 100_; final.pdf"; filename*=UTF-8''${encodeURIComponent(STORED_NAME)}`,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    }
    const head = await get(`/staff/requests/career/${withResume}/resume`, admin, "HEAD");
    expect([head.status, head.headers.get("content-type"), head.headers.get("content-length")]).toEqual([200, "application/pdf", String(pdf.length)]);
  });

  it("answers school staff, an application without a résumé, another kind and a number that does not exist alike: 404", async () => {
    const missing = await page404(await get(`/staff/requests/career/999999/resume`, admin));
    expect(missing.status).toBe(404);
    expect(await page404(await get(`/staff/requests/career/${withoutResume}/resume`, admin))).toEqual(missing);
    expect(await page404(await get(`/staff/requests/contact/${withResume}/resume`, admin))).toEqual(missing);
    // School staff see no career application: its résumé is one that does not exist to them.
    const staffMissing = await page404(await get(`/staff/requests/career/999999/resume`, staff));
    expect(await page404(await get(`/staff/requests/career/${withResume}/resume`, staff))).toEqual(staffMissing);
    expect(staffMissing.status).toBe(404);
  });

  it("sends someone signed out to the sign-in page", async () => {
    const response = await get(`/staff/requests/career/${withResume}/resume`, "");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("location")).toBe("/staff/sign-in");
  });

  it("lets the résumé go with its application", async () => {
    const db = database.connection.db;
    await db.execute(sql`delete from career_applications where id = ${withResume}`);
    expect(await queryRows<{ count: number }>(db, sql`select count(*)::int as count from career_resumes`)).toEqual([{ count: 0 }]);
  });
});
