// A school's "Fees and disclosures" (issue 28, decision 0033) through the built site, on
// PGlite and PostgreSQL: the office's upload (a plain multipart post), judged by content,
// listed on the public page in both languages and downloaded as an attachment with the same
// bytes; removal after a confirmation step; the access record; another school's staff 404.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "#app/content/disclosure.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { applicationForm, tinyDocx, tinyPdf } from "../tests/support/resume-files.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough password";
const TITLES = { titleEn: "Fee structure 2026-27", titleTe: "ఫీజుల వివరాలు 2026-27" };
const problems = catalogues.en.staffDocuments.problems;
/** Maa Vidyalaya (school 2) is the staff member's own; Viswa (school 1) another school's. */
const MAA = "/staff/content/school/2/documents";
const VISWA = "/staff/content/school/1/documents";

describe.each(engines)("a school's fees and disclosures on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let maaCookie = "";

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await addAdminAndMaaStaff(database.connection.db);
    site = await startTestServer(database.connection.db, await builtPages(database.connection.db, () => {}));
    adminCookie = await staffCookie(site.url, "office@example.org", PASSWORD);
    maaCookie = await staffCookie(site.url, "maa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const post = (path: string, cookie: string, body: FormData | URLSearchParams) =>
    fetch(`${site.url}${path}`, { method: "POST", redirect: "manual", body, headers: { cookie, Origin: site.url, "accept-language": "en" } });
  const pdfForm = (bytes: Buffer | undefined, fields: Record<string, string> = { ...TITLES, category: "fees" }, name = "fees.pdf") =>
    applicationForm(fields, bytes && { name, bytes, type: "application/pdf" }, "file");
  const count = async () => (await queryRows<{ n: number }>(database.connection.db, sql`select count(*)::int as n from school_documents`))[0]!.n;
  const latest = async () =>
    (await queryRows<{ id: string; school_id: number; hash: string; pages: number | null }>(database.connection.db, sql`select id, school_id, hash, pages from school_documents order by uploaded_at desc limit 1`))[0];

  it("is linked from every page's footer, once per school by its short name, in both languages", async () => {
    for (const [lang, prefix, name] of [
      ["en", "", "MAA School"],
      ["te", "/te", "MAA స్కూల్"],
    ] as const) {
      const html = await (await fetch(`${site.url}${prefix}/about`, { headers: { "accept-language": lang } })).text();
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      const label = catalogues[lang].common.footer.disclosures;
      expect(footer).toContain(`<h2 id="footer-disclosures" class="mb-1 text-base font-semibold text-white">${label}</h2>`);
      const links = [...footer.matchAll(/href="([^"]*\/disclosures)"[^>]*>([^<]+)</g)].map(([, href, text]) => [href, text]);
      expect(links).toHaveLength(6);
      expect(links).toContainEqual([`${prefix}/school/2/disclosures`, name]);
    }
  });

  it("shows each school's empty page in both languages before anything is published", async () => {
    const en = await fetch(`${site.url}/school/2/disclosures`, { headers: { "accept-language": "en" } });
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain(catalogues.en.disclosures.empty);
    expect(html).toMatch(/<title>Fees and disclosures — [^<]+<\/title>/);
    const te = await (await fetch(`${site.url}/te/school/2/disclosures`)).text();
    expect(te).toContain(catalogues.te.disclosures.empty);
    expect((await fetch(`${site.url}/school/99/disclosures`)).status).toBe(404);
  });

  it("publishes a PDF from the office's plain form, lists it publicly in both languages and serves the same bytes as an attachment", async () => {
    const bytes = tinyPdf("Fee structure of the school");
    const response = await post(MAA, maaCookie, pdfForm(bytes));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${MAA}?uploaded`);
    const row = (await latest())!;
    expect(row).toMatchObject({ school_id: 2, pages: 1 });
    const office = await (await fetch(`${site.url}${MAA}?uploaded`, { headers: { cookie: maaCookie } })).text();
    expect(office).toContain(catalogues.en.staffDocuments.notices.uploaded);
    expect(office).toContain(TITLES.titleTe);

    const path = `/school/2/disclosures/${row.id}.pdf`;
    const en = await (await fetch(`${site.url}/school/2/disclosures`, { headers: { "accept-language": "en" } })).text();
    expect(en).toContain(TITLES.titleEn);
    expect(en).toContain(catalogues.en.disclosures.categories.fees);
    expect(en).toContain(path);
    expect(en).toMatch(/PDF, \d+ KB/);
    const te = await (await fetch(`${site.url}/te/school/2/disclosures`)).text();
    expect(te).toContain(TITLES.titleTe);
    expect(te).toContain(catalogues.te.disclosures.categories.fees);
    // Another school's page does not list it, nor serve it.
    expect(await (await fetch(`${site.url}/school/1/disclosures`, { headers: { "accept-language": "en" } })).text()).not.toContain(TITLES.titleEn);
    expect((await fetch(`${site.url}/school/1/disclosures/${row.id}.pdf`)).status).toBe(404);

    const served = await fetch(`${site.url}${path}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(["content-type", "content-disposition", "x-content-type-options", "etag", "set-cookie"].map((name) => [name, served.headers.get(name)]))).toEqual({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="Fee-structure-2026-27.pdf"',
      "x-content-type-options": "nosniff",
      etag: `"${row.hash}"`,
      "set-cookie": null,
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${site.url}/te${path}`)).status).toBe(200);
    expect((await fetch(`${site.url}${path}`, { headers: { "if-none-match": `"${row.hash}"` } })).status).toBe(304);

    // The access record has the upload, by whom.
    const [record] = await queryRows<{ action: string; document: { schoolId: number; title: string } }>(
      database.connection.db,
      sql`select action, document from access_records where action like 'document-%' order by id desc limit 1`,
    );
    expect(record).toMatchObject({ action: "document-upload", document: { schoolId: 2, title: TITLES.titleEn } });
  });

  it("refuses a file that is not a PDF though named .pdf, a PDF with a script, a file over 10 MB and missing fields, each at its field with a 4xx, storing nothing", async () => {
    const before = await count();
    const notPdf = await post(MAA, maaCookie, pdfForm(tinyDocx()));
    expect(notPdf.status).toBe(400);
    expect(await notPdf.text()).toContain(problems.type);
    const script = Buffer.concat([tinyPdf(), Buffer.from("6 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n", "latin1")]);
    const scripted = await post(MAA, maaCookie, pdfForm(script));
    expect(scripted.status).toBe(400);
    expect(await scripted.text()).toContain(problems.active.slice(0, 40));
    const huge = await post(MAA, maaCookie, pdfForm(Buffer.concat([tinyPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)])));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(problems.tooLarge);
    const missing = await post(MAA, maaCookie, pdfForm(undefined, { titleEn: "", titleTe: "", category: "fees; drop table" }));
    expect(missing.status).toBe(400);
    const html = await missing.text();
    for (const message of [problems.missing, problems.titleEnMissing, problems.titleTeMissing, problems.category]) expect(html).toContain(message);
    expect(await count()).toBe(before);
  });

  it("answers another school's documents 404 to a school's staff, GET and POST, writing nothing; a group admin may manage any school's", async () => {
    const before = await count();
    for (const path of [VISWA, `/te${VISWA}`, "/staff/content/school/9/documents", "/staff/content/school/x/documents"]) {
      expect((await fetch(`${site.url}${path}`, { headers: { cookie: maaCookie } })).status, path).toBe(404);
      expect((await post(path, maaCookie, pdfForm(tinyPdf()))).status, path).toBe(404);
    }
    const row = (await latest())!;
    expect((await post(VISWA, maaCookie, new URLSearchParams({ intent: "remove", id: row.id }))).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await fetch(`${site.url}${VISWA}`, { headers: { cookie: adminCookie } })).status).toBe(200);
    const admin = await post(VISWA, adminCookie, pdfForm(tinyPdf("Affiliation letter"), { titleEn: "CBSE affiliation letter", titleTe: "సీబీఎస్ఈ అనుబంధ లేఖ", category: "affiliation" }));
    expect(admin.status).toBe(302);
    expect((await latest())!.school_id).toBe(1);
  });

  it("sends a signed-out visitor to sign in, and takes nothing from them", async () => {
    const before = await count();
    const page = await fetch(`${site.url}${MAA}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    expect((await post(MAA, "", pdfForm(tinyPdf()))).status).toBeGreaterThanOrEqual(300);
    expect(await count()).toBe(before);
  });

  it("moves a document a place up or down within its category, on the office's list and the public page", async () => {
    const titles = ["Fire safety certificate", "Building safety certificate"];
    for (const titleEn of titles) {
      expect((await post(MAA, maaCookie, pdfForm(tinyPdf(titleEn), { titleEn, titleTe: "భద్రతా ధ్రువపత్రం", category: "safety" }))).status).toBe(302);
    }
    const second = (await latest())!;
    const order = async () => {
      const html = await (await fetch(`${site.url}/school/2/disclosures`, { headers: { "accept-language": "en" } })).text();
      return [...titles].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    };
    expect(await order()).toEqual(titles);
    const moved = await post(MAA, maaCookie, new URLSearchParams({ intent: "up", id: second.id }));
    expect(moved.status).toBe(302);
    expect(await order()).toEqual([...titles].reverse());
    // At the top already: nothing moves.
    await post(MAA, maaCookie, new URLSearchParams({ intent: "up", id: second.id }));
    expect(await order()).toEqual([...titles].reverse());
    await post(MAA, maaCookie, new URLSearchParams({ intent: "down", id: second.id }));
    expect(await order()).toEqual(titles);
  });

  it("removes a document after a confirmation step: gone from the page, its download 404, the removal recorded", async () => {
    const upload = await post(MAA, maaCookie, pdfForm(tinyPdf("Results"), { titleEn: "Class X results 2026", titleTe: "పదో తరగతి ఫలితాలు 2026", category: "results" }));
    expect(upload.status).toBe(302);
    const row = (await latest())!;
    const confirm = await (await fetch(`${site.url}${MAA}?remove=${row.id}`, { headers: { cookie: maaCookie } })).text();
    expect(confirm).toContain(catalogues.en.staffDocuments.remove.confirm);
    const removed = await post(MAA, maaCookie, new URLSearchParams({ intent: "remove", id: row.id }));
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe(`${MAA}?removed`);
    expect((await fetch(`${site.url}/school/2/disclosures/${row.id}.pdf`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/school/2/disclosures`, { headers: { "accept-language": "en" } })).text()).not.toContain("Class X results 2026");
    const [record] = await queryRows<{ action: string; document: { id: string } }>(
      database.connection.db,
      sql`select action, document from access_records where action like 'document-%' order by id desc limit 1`,
    );
    expect(record).toMatchObject({ action: "document-remove", document: { id: row.id } });
    // The record's page names it for a group admin.
    const access = await (await fetch(`${site.url}/staff/access`, { headers: { cookie: adminCookie, "accept-language": "en" } })).text();
    expect(access).toContain(catalogues.en.staff.access.actions.documentRemove);
  });
});
