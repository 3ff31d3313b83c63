// Who opened what (issue 18, decision 0023) through the built site, on PGlite and
// PostgreSQL: a request's page, a résumé's download and a CSV export each leave their row
// (a 404 leaves none), a group admin reads them at /staff/access and on the request's page,
// narrowed and a page at a time, school staff get 404 there, nothing personal is kept, and
// a view whose access cannot be written is refused (503) rather than shown unrecorded.
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { accessRecords, careerApplications, careerResumes, contactMessages, inboxExports } from "#database/schema.ts";
import { tinyPdf } from "../tests/support/resume-files.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { staffCookie } from "../tests/support/staff-session.ts";

const PASSWORD = "a long enough passphrase";
/** The parent's values: none of them may reach the record. */
const PARENT = { firstName: "Zzlakshmi", lastName: "Zzrao", email: "zzlakshmi@example.org", phone: "+91 97013 24680" };
const PERSONAL = /Zzlakshmi|Zzrao|zzlakshmi@example\.org|97013/i;

describe.each(engines)("the access record through the site on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  const cookies = { admin: "", maa: "", viswa: "" };
  const ids = { admin: 0, maa: 0, viswa: 0 };
  let contactId = 0;
  let careerId = 0;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const [name, role, schoolCode] of [["admin", "admin", undefined], ["maa", "staff", "maa"], ["viswa", "staff", "viswa"]] as const) {
      const added = await addAccount(db(), { email: `${name}@example.org`, role, schoolCode, password: PASSWORD });
      if (!added.ok) throw new Error(added.problem);
      ids[name] = added.member.id;
    }
    const [contact] = await db().insert(contactMessages).values({ ...PARENT, school: "maa", message: "Bus routes?" }).returning({ id: contactMessages.id });
    contactId = contact!.id;
    const [career] = await db().insert(careerApplications).values({ ...PARENT, message: "I teach.", availableFrom: "2027-01-01" }).returning({ id: careerApplications.id });
    careerId = career!.id;
    const pdf = tinyPdf();
    await db().insert(careerResumes).values({ applicationId: careerId, fileName: "cv.pdf", contentType: "application/pdf", size: pdf.length, content: pdf });
    site = await startTestServer(db(), await builtPages(db(), () => {}));
    for (const name of ["admin", "maa", "viswa"] as const) cookies[name] = await signIn(`${name}@example.org`);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate access_records, inbox_exports`);
  });

  const signIn = (email: string) => staffCookie(site.url, email, PASSWORD);
  const get = (path: string, cookie: string, method = "GET") =>
    fetch(`${site.url}${path}`, { method, redirect: "manual", headers: { "accept-language": "en", cookie } });
  const recorded = async () =>
    (await db().select().from(accessRecords).orderBy(accessRecords.id)).map(({ accountId, action, requestKind, requestId }) => ({ accountId, action, requestKind, requestId }));
  const contactPage = () => `/staff/requests/contact/${contactId}`;

  it("records one row for each view of a request's page: the account, the kind, the number", async () => {
    expect((await get(contactPage(), cookies.maa)).status).toBe(200);
    expect(await recorded()).toEqual([{ accountId: ids.maa, action: "opened", requestKind: "contact", requestId: contactId }]);
    // React Router's data request sends the request's fields too: a view as well.
    expect((await get(`/te${contactPage()}.data`, cookies.admin)).status).toBe(200);
    expect(await recorded()).toEqual([
      { accountId: ids.maa, action: "opened", requestKind: "contact", requestId: contactId },
      { accountId: ids.admin, action: "opened", requestKind: "contact", requestId: contactId },
    ]);
  });

  it("records nothing for a 404: another school's request, one that does not exist, a kind the member may not see", async () => {
    for (const [path, cookie] of [
      [contactPage(), cookies.viswa],
      [`${contactPage()}.data`, cookies.viswa],
      ["/staff/requests/contact/999999", cookies.admin],
      [`/staff/requests/career/${careerId}`, cookies.maa],
      [`/staff/requests/career/${careerId}/resume`, cookies.maa],
      ["/staff/requests/career/999999/resume", cookies.admin],
    ] as const) {
      expect((await get(path, cookie)).status, path).toBe(404);
    }
    expect(await recorded()).toEqual([]);
  });

  it("records a résumé's download (not a HEAD), and a CSV export with its filter and rows but not its search words", async () => {
    expect((await get(`/staff/requests/career/${careerId}/resume`, cookies.admin, "HEAD")).status).toBe(200);
    expect(await recorded()).toEqual([]);
    const download = await get(`/staff/requests/career/${careerId}/resume`, cookies.admin);
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    expect(await recorded()).toEqual([{ accountId: ids.admin, action: "resume", requestKind: "career", requestId: careerId }]);
    const csv = await get("/staff/export.csv?kind=contact&q=Zzlakshmi", cookies.maa);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("Zzlakshmi");
    const [exported] = await db().select().from(inboxExports).orderBy(desc(inboxExports.id)).limit(1);
    expect(exported).toMatchObject({ accountId: ids.maa, filter: { kind: "contact", search: true }, rowCount: 1 });
  });

  it("shows a group admin who opened what, in English and Telugu, each row linking to its request", async () => {
    await get(contactPage(), cookies.maa);
    await (await get(`/staff/requests/career/${careerId}/resume`, cookies.admin)).arrayBuffer();
    await (await get("/staff/export.csv?school=maa", cookies.admin)).text();
    const response = await get("/staff/access", cookies.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^no-store/);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await response.text();
    for (const words of ["Who opened what", "maa@example.org", "Opened the request", "Downloaded the résumé", "Exported the inbox as CSV", "1 row ·", `href="${contactPage()}"`, `Message #${contactId}`]) {
      expect(html, words).toContain(words);
    }
    // Newest first: the export, then the résumé, then the page.
    expect(html.indexOf("Exported the inbox")).toBeLessThan(html.indexOf("Downloaded the résumé"));
    expect(html.indexOf("Downloaded the résumé")).toBeLessThan(html.indexOf("Opened the request"));
    const telugu = await (await get("/te/staff/access", cookies.admin)).text();
    for (const words of ["ఎవరు ఏం తెరిచారు", "అభ్యర్థనను తెరిచారు", "రెజ్యూమే డౌన్‌లోడ్ చేశారు", `href="/te${contactPage()}"`]) expect(telugu, words).toContain(words);
    // The staff shell links to it, for group admins only.
    expect(await (await get("/staff", cookies.admin)).text()).toContain('href="/staff/access"');
    expect(await (await get("/staff", cookies.maa)).text()).not.toContain('href="/staff/access"');
  });

  it("answers school staff 404 at /staff/access, and sends someone signed out to sign in", async () => {
    for (const path of ["/staff/access", "/te/staff/access", "/staff/access.data", "/staff/access?kind=contact&id=1"]) {
      expect((await get(path, cookies.maa)).status, path).toBe(404);
      expect((await get(path, cookies.viswa)).status, path).toBe(404);
    }
    const signedOut = await get("/te/staff/access", "");
    expect([signedOut.status, signedOut.headers.get("location")]).toEqual([302, "/te/staff/sign-in"]);
  });

  it("narrows the record to an account or to a request, and pages it 50 at a time", async () => {
    const base = Date.parse("2026-11-20T06:00:00Z");
    await db().insert(accessRecords).values(
      Array.from({ length: 60 }, (_, i) => ({ accountId: ids.viswa, action: "opened" as const, requestKind: "visit", requestId: 1000 + i, createdAt: new Date(base + i * 60_000) })),
    );
    await db().insert(accessRecords).values({ accountId: ids.maa, action: "opened", requestKind: "contact", requestId: contactId, createdAt: new Date(base - 60_000) });
    const links = (html: string) => [...html.matchAll(/href="\/staff\/requests\/(\w+)\/(\d+)"/g)].map((match) => `${match[1]}${match[2]}`);
    const first = await (await get("/staff/access", cookies.admin)).text();
    expect(links(first)).toEqual(Array.from({ length: 50 }, (_, i) => `visit${1059 - i}`));
    expect(first).toContain('href="/staff/access?page=2"');
    const second = await (await get("/staff/access?page=2", cookies.admin)).text();
    expect(links(second)).toEqual([...Array.from({ length: 10 }, (_, i) => `visit${1009 - i}`), `contact${contactId}`]);
    expect(second).not.toContain("page=3");
    expect(links(await (await get(`/staff/access?account=${ids.maa}`, cookies.admin)).text())).toEqual([`contact${contactId}`]);
    expect(links(await (await get("/staff/access?kind=visit&id=1003", cookies.admin)).text())).toEqual(["visit1003"]);
    const none = await (await get("/staff/access?kind=tour&id=5", cookies.admin)).text();
    expect(none).toContain(catalogues.en.staff.access.nothingFound);
  });

  it("lists who opened a request on its page, for a group admin only, with a link to its whole record", async () => {
    await get(contactPage(), cookies.maa);
    const html = await (await get(contactPage(), cookies.admin)).text();
    expect(html).toContain('<h2 id="request-accesses" class="text-xl font-bold">Who opened this</h2>');
    expect(html).toMatch(/admin@example\.org · Opened the request · /);
    expect(html).toMatch(/maa@example\.org · Opened the request · /);
    expect(html).toContain(`href="/staff/access?kind=contact&amp;id=${contactId}"`);
    // And to everything held about the parent, found by the request's phone: this request is there.
    const person = `/staff/people?q=${encodeURIComponent(PARENT.phone).replace(/%20/g, "+")}`;
    expect(html).toMatch(new RegExp(`href="${person.replace(/[?+]/g, "\\$&")}"[^>]*>Everything held about this person: a copy, a correction, erasure</a>`));
    expect(await (await get(person, cookies.admin)).text()).toContain(`href="${contactPage()}"`);
    const staffView = await (await get(contactPage(), cookies.maa)).text();
    expect(staffView).not.toContain('id="request-accesses"');
    expect(staffView).not.toContain('href="/staff/access');
    expect(staffView).not.toContain('href="/staff/people');
  });

  it("keeps nothing personal: no name, phone or e-mail of the parent in the record or on its page", async () => {
    await get(contactPage(), cookies.admin);
    await (await get(`/staff/requests/career/${careerId}/resume`, cookies.admin)).arrayBuffer();
    await (await get(`/staff/export.csv?q=${encodeURIComponent(PARENT.phone)}`, cookies.admin)).text();
    await (await get("/staff/export.csv?q=Zzlakshmi", cookies.admin)).text();
    const rows = await queryRows<{ row: string }>(
      db(),
      sql`select row_to_json(r)::text as row from access_records r union all select row_to_json(e)::text from inbox_exports e`,
    );
    expect(rows).toHaveLength(4);
    for (const { row } of rows) expect(row).not.toMatch(PERSONAL);
    expect(await (await get("/staff/access", cookies.admin)).text()).not.toMatch(PERSONAL);
  });

  describe("when the record cannot be written", () => {
    const breakTable = (table: string) => db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    const mendTable = (table: string) => db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));

    it("refuses the request's page and the résumé with 503, and shows nothing of them", async () => {
      await breakTable("access_records");
      try {
        const page = await get(contactPage(), cookies.admin);
        expect(page.status).toBe(503);
        const html = await page.text();
        expect(html).toContain(catalogues.en.staff.access.unrecorded.body);
        expect(html).not.toMatch(PERSONAL);
        const telugu = await get(`/te${contactPage()}`, cookies.admin);
        expect([telugu.status, (await telugu.text()).includes(catalogues.te.staff.access.unrecorded.body)]).toEqual([503, true]);
        const file = await get(`/staff/requests/career/${careerId}/resume`, cookies.admin);
        expect([file.status, file.headers.get("content-type")]).toEqual([503, "text/plain; charset=utf-8"]);
        expect(await file.text()).toContain(catalogues.en.staff.access.unrecorded.title);
      } finally {
        await mendTable("access_records");
      }
      expect((await get(contactPage(), cookies.admin)).status).toBe(200);
    });

    it("refuses the CSV export with 503", async () => {
      await breakTable("inbox_exports");
      try {
        const csv = await get("/staff/export.csv", cookies.admin);
        expect([csv.status, csv.headers.get("content-type")]).toEqual([503, "text/plain; charset=utf-8"]);
        expect(await csv.text()).not.toMatch(PERSONAL);
      } finally {
        await mendTable("inbox_exports");
      }
    });
  });
});
