// The inbox's CSV export through the built site, on PGlite and PostgreSQL, as a browser
// downloads it: only for a signed-in member, a streamed attachment never kept by a cache,
// in the member's language, holding what their list shows and nothing of another school,
// and recorded. The inbox links to it with its current filter.
import { parse } from "csv-parse/sync";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { contactMessages, enrollmentRequests, inboxExports } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { staffCookie } from "../tests/support/staff-session.ts";

const PASSWORD = "a long enough passphrase";
/** More than one batch of the export (1,000). */
const MANY = 1_200;

describe.each(engines)("the inbox's CSV export through the site on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let viswaCookie = "";
  let viswaId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await addAccount(db, { email: "office@example.org", role: "admin", password: PASSWORD });
    const viswa = await addAccount(db, { email: "viswa@example.org", role: "staff", schoolCode: "viswa", password: PASSWORD });
    viswaId = viswa.ok ? viswa.member.id : 0;
    const contact = { email: "parent@example.org", phone: "9876543210", message: "Bus routes" };
    await db.insert(contactMessages).values([
      { ...contact, firstName: "లక్ష్మి", lastName: "రావు", school: "viswa" },
      { ...contact, firstName: "=1+1", lastName: "Formula", school: "viswa" },
      { ...contact, firstName: "Searchable", lastName: "Sita", school: "maa" },
      ...Array.from({ length: MANY }, (_, i) => ({ ...contact, firstName: "Many", lastName: String(i), school: "viswa" })),
    ]);
    await db.insert(enrollmentRequests).values({ firstName: "Searchable", lastName: "Group", email: "g@example.org", phone: "9000000000", studentClass: "nursery" });
    site = await startTestServer(db, await builtPages(db, () => {}));
    adminCookie = await signIn("office@example.org");
    viswaCookie = await signIn("viswa@example.org");
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const signIn = (email: string) => staffCookie(site.url, email, PASSWORD);
  const get = (path: string, cookie = "") =>
    fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) } });
  /** The download parsed back: header and rows. */
  const download = async (path: string, cookie: string) => {
    const response = await get(path, cookie);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parse(bytes, { bom: true }) as string[][];
    return { response, header, rows };
  };
  const lastRecord = async () => {
    const [row] = await database.connection.db.select().from(inboxExports).orderBy(desc(inboxExports.id)).limit(1);
    return row;
  };

  it("sends a visitor without a session to the sign-in page, in their language", async () => {
    const english = await get("/staff/export.csv");
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe("/staff/sign-in");
    expect((await get("/te/staff/export.csv?kind=contact")).headers.get("location")).toBe("/te/staff/sign-in");
  });

  it("answers a signed-in member with a CSV attachment that no cache keeps", async () => {
    const { response, header } = await download("/staff/export.csv?kind=enrollment", adminCookie);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="requests-${todayInIndia()}.csv"`);
    expect(response.headers.get("cache-control")).toMatch(/^no-store/);
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(header[0]).toBe("Kind");
  });

  it("answers HEAD with the headers alone, reading and recording nothing", async () => {
    const before = await lastRecord();
    const response = await fetch(`${site.url}/staff/export.csv`, { method: "HEAD", headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await lastRecord())?.id).toBe(before?.id);
  });

  it("is not there under a prefix that is not a language", async () => {
    expect((await get("/xx/staff/export.csv", adminCookie)).status).toBe(404);
  });

  it("writes Telugu at /te: the header, the names, and links to the Telugu pages of this site", async () => {
    const { header, rows } = await download("/te/staff/export.csv?q=%E0%B0%B2%E0%B0%95%E0%B1%8D%E0%B0%B7%E0%B1%8D%E0%B0%AE%E0%B0%BF", viswaCookie);
    expect(header).toContain("ఇ-మెయిల్");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[4]).toBe("లక్ష్మి రావు");
    expect(rows[0]?.[9]).toBe(`${site.url}/te/staff/requests/contact/${rows[0]?.[1]}`);
  });

  it("streams every row of a list longer than a batch, each once, and records how many", async () => {
    const { rows } = await download("/staff/export.csv?kind=contact&school=viswa", viswaCookie);
    expect(rows).toHaveLength(MANY + 2);
    expect(new Set(rows.map((row) => row[1])).size).toBe(rows.length);
    expect(rows.find((row) => row[4]?.endsWith("Formula"))?.[4]).toBe("'=1+1 Formula");
    expect(await lastRecord()).toMatchObject({ accountId: viswaId, filter: { kind: "contact", school: "viswa" }, rowCount: MANY + 2 });
  });

  it.each(["", "?kind=career", "?kind=enrollment", "?school=maa", "?q=Searchable", "?q=Sita&school=maa"])(
    "gives a school's staff nothing of another school or of the group, asked %s",
    async (query) => {
      const { rows } = await download(`/staff/export.csv${query}`, viswaCookie);
      for (const row of rows) expect(row[0]).toBe("Message");
      expect(rows.some((row) => /Searchable|Sita/.test(row[4] ?? ""))).toBe(false);
      const { rows: all } = await download(`/staff/export.csv${query}`, adminCookie);
      if (query.includes("Searchable") || query.includes("maa")) expect(all.some((row) => /Searchable/.test(row[4] ?? ""))).toBe(true);
    },
  );

  it("is linked from the inbox with the list's own filter", async () => {
    const html = await (await get("/staff?kind=contact&q=Many", viswaCookie)).text();
    const link = /<a href="([^"]*)" download=""[^>]*>Download these as CSV<\/a>/.exec(html);
    expect(link?.[1]).toBe("/staff/export.csv?q=Many&amp;kind=contact");
    const telugu = await (await get("/te/staff", viswaCookie)).text();
    expect(telugu).toMatch(/<a href="\/te\/staff\/export.csv" download=""/);
  });
});
