// The staff area's gate through the built site, on PGlite and PostgreSQL (issue 26): what a
// member sees when the gate refuses (in their language, inside the office's frame), and
// what it answers a request another site made the browser send: no download, no change,
// no view on record in the member's name, and a way to open the same address from here.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_DOWNLOAD_ROUTES } from "#app/office/shell/staff-not-found.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { contactMessages } from "#database/schema.ts";
import routes from "../app/routes.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough password";

describe("the staff downloads' list", () => {
  it("names exactly the staff routes that answer a file (a route module with a loader and no page or action)", async () => {
    interface Entry {
      path?: string;
      file: string;
      children?: Entry[];
    }
    const leaves = (entries: Entry[]): Entry[] => entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
    const staff = leaves(routes as Entry[]).filter((entry) => entry.path?.includes("/staff"));
    const files: string[] = [];
    for (const entry of staff) {
      const module = (await import(`../app/${entry.file}`)) as { default?: unknown; loader?: unknown; action?: unknown };
      if (!module.default && !module.action && module.loader) files.push(entry.path!);
    }
    expect(new Set(files)).toEqual(new Set(STAFF_DOWNLOAD_ROUTES));
  });
});

describe.each(engines)("the staff area's gate on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let maaCookie = "";
  let contactId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await addAdminAndMaaStaff(db);
    const [row] = await db
      .insert(contactMessages)
      .values({ firstName: "Sita", lastName: "Rao", email: "sita@example.org", phone: "+91 98765 43210", school: "maa", message: "Fees?" })
      .returning({ id: contactMessages.id });
    contactId = row!.id;
    site = await startTestServer(db, await builtPages(db, () => {}));
    adminCookie = await staffCookie(site.url, "office@example.org", PASSWORD);
    maaCookie = await staffCookie(site.url, "maa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const counts = async () =>
    (
      await queryRows<{ accesses: number; exports: number; events: number }>(
        database.connection.db,
        sql`select (select count(*)::int from access_records) as accesses, (select count(*)::int from inbox_exports) as exports,
          (select count(*)::int from request_events) as events`,
      )
    )[0];
  const fromAnotherSite = (path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${site.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { cookie, "accept-language": "en", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", ...init.headers },
    });

  it("says a group admin's page does not exist to a school's staff, in Telugu inside the office's frame", async () => {
    const response = await fetch(`${site.url}/te/staff/people`, { headers: { cookie: maaCookie } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="te">');
    expect(html).toContain(catalogues.te.staff.notFound.title);
    expect(html).toContain(catalogues.te.staff.office);
    expect(html).toContain('href="/te/staff"');
  });

  it("refuses a group admin's download to a school's staff as a file's address is refused: plain text, 404", async () => {
    const response = await fetch(`${site.url}/staff/people/export.json?q=9876543210`, { headers: { cookie: maaCookie } });
    expect([response.status, response.headers.get("content-type")]).toEqual([404, "text/plain; charset=utf-8"]);
    expect(await response.text()).toContain(catalogues.en.staff.notFound.title);
  });

  it.each(["/staff/export.csv", "/staff/people/export.json?q=9876543210", `/staff/requests/career/1/resume`])(
    "serves no file to a request another site made: %s answers 403 in plain text and records nothing",
    async (path) => {
      const before = await counts();
      const response = await fromAnotherSite(path, adminCookie);
      expect([response.status, response.headers.get("content-type")]).toEqual([403, "text/plain; charset=utf-8"]);
      expect(await response.text()).toContain(catalogues.en.staff.crossSite.title);
      expect(await counts()).toEqual(before);
    },
  );

  it("opens no request in the member's name for another site's link, and offers the same address to open from here", async () => {
    const before = await counts();
    const path = `/staff/requests/contact/${contactId}`;
    const response = await fromAnotherSite(path, adminCookie);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(catalogues.en.staff.crossSite.body.replaceAll("'", "&#x27;"));
    expect(html).toContain(`href="${path}"`);
    expect(html).not.toContain("sita@example.org");
    expect(await counts()).toEqual(before);
    // The same address from the office's own page: opened, and on record.
    const here = await fetch(`${site.url}${path}`, { headers: { cookie: adminCookie, "Sec-Fetch-Site": "same-origin" } });
    expect(here.status).toBe(200);
    expect((await counts())!.accesses).toBe(before!.accesses + 1);
  });

  it("takes no change another site's form sends, even with the member's cookie", async () => {
    const before = await counts();
    const response = await fromAnotherSite(`/staff/requests/contact/${contactId}`, adminCookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      body: new URLSearchParams({ intent: "status", status: "closed" }),
    });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("lets the office's own downloads through", async () => {
    const response = await fetch(`${site.url}/staff/export.csv`, { headers: { cookie: adminCookie, "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    await response.arrayBuffer();
  });
});
