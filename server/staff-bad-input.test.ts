// What the outside probe sent the staff area (issue 26), through the built site on PGlite
// and PostgreSQL: a NUL character in a form or a query, a correction of a field named
// like an object's own properties, an account id out of range. Each is a 400 with a
// message in the page's language, never a 500 or a download cut after its 200, and
// nothing is written.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { contactMessages } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { addPersonRequests, fictionalPerson } from "../tests/support/person-requests.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough password";

describe.each(engines)("bad input to the staff area on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let cookie = "";
  let contactId = 0;
  const failures: string[] = [];
  const person = fictionalPerson(26);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    const { admin } = await addAdminAndMaaStaff(db);
    contactId = (await addPersonRequests(db, person, { createdAt: new Date("2026-11-01T10:00:00Z"), accountId: admin.id })).contact ?? 0;
    site = await startTestServer(db, await builtPages(db, (error) => failures.push(String(error))));
    cookie = await staffCookie(site.url, "office@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const prefixed = (lang: Language, path: string) => (lang === "te" ? `/te${path}` : path);
  const get = (lang: Language, path: string) =>
    fetch(`${site.url}${prefixed(lang, path)}`, { redirect: "manual", headers: { cookie, "accept-language": "en" } });
  const post = (lang: Language, path: string, fields: Record<string, string>, signedIn = true) =>
    fetch(`${site.url}${prefixed(lang, path)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "accept-language": "en", ...(signedIn ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  /** What the staff tables hold that a refused request could have written. */
  const written = async () => {
    const [counts] = await queryRows<Record<string, number>>(
      database.connection.db,
      sql`select (select count(*)::int from sign_in_failures) as failures, (select count(*)::int from staff_accounts) as accounts,
        (select count(*)::int from staff_accounts where disabled_at is not null) as disabled, (select count(*)::int from erasures) as erasures,
        (select count(*)::int from inbox_exports) as exports, (select count(*)::int from contact_messages) as contacts`,
    );
    const [contact] = await database.connection.db.select().from(contactMessages).where(sql`${contactMessages.id} = ${contactId}`);
    return { ...counts, contact };
  };
  /** The page without the catalogue sent with it for its scripts. */
  const shown = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

  describe.each<Language>(["en", "te"])("in %s", (lang) => {
    const words = catalogues[lang];

    it.each<[string, (lang: Language) => Promise<Response>]>([
      ["the sign-in e-mail", (l) => post(l, "/staff/sign-in", { email: "office\u0000@example.org", password: PASSWORD }, false)],
      ["the inbox's search", (l) => get(l, "/staff?q=%00")],
      ["the people page's search", (l) => get(l, `/staff/people?q=${encodeURIComponent(`${person.email}\u0000`)}`)],
      ["the erase form's search", (l) => post(l, "/staff/people", { intent: "erase", q: `${person.email}\u0000`, confirm: "yes" })],
      ["the account form's e-mail", (l) => post(l, "/staff/accounts", { intent: "add", email: "new\u0000@example.org", role: "staff", school: "maa", password: PASSWORD })],
      ["the CSV download's search", (l) => get(l, "/staff/export.csv?q=a%00b")],
    ])("refuses a NUL character in %s with a 400 and a message, writing nothing", async (_where, send) => {
      const before = await written();
      const response = await send(lang);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.text();
      expect(body).toContain(words.staff.badInput.title);
      expect(body).toContain(words.staff.badInput.body);
      expect(await written()).toEqual(before);
      expect(failures).toEqual([]);
    });

    it.each(["__proto__", "constructor", "toString", "email\u200b"])("refuses a correction of the field %j with a 400 and a message, changing nothing", async (field) => {
      const before = await written();
      const response = await post(lang, `/staff/people?q=${encodeURIComponent(person.email)}`, { intent: "correct", kind: "contact", id: String(contactId), field, value: "x@example.org" });
      expect(response.status).toBe(400);
      expect(await shown(response)).toContain(words.people.correct.fieldUnknown);
      expect(await written()).toEqual(before);
      expect(failures).toEqual([]);
    });

    it.each(["99999999999", "2147483648", "-1", "1e3", "0x1", "1.0", ""])("refuses the account id %j with a 400 and a message, disabling no one", async (accountId) => {
      const before = await written();
      for (const intent of ["disable", "enable"]) {
        const response = await post(lang, "/staff/accounts", { intent, accountId });
        expect(response.status).toBe(400);
        expect(await shown(response)).toContain(words.staff.accounts.refused.account);
      }
      expect(await written()).toEqual(before);
      expect(failures).toEqual([]);
    });
  });

  it("still takes the same requests without the bad part", async () => {
    expect((await get("en", `/staff/people?q=${encodeURIComponent(person.email)}`)).status).toBe(200);
    expect((await get("en", "/staff?q=Testperson")).status).toBe(200);
    const corrected = await post("en", `/staff/people?q=${encodeURIComponent(person.email)}`, { intent: "correct", kind: "contact", id: String(contactId), field: "lastName", value: "Corrected" });
    expect(corrected.status).toBe(200);
    expect((await written()).contact?.lastName).toBe("Corrected");
    expect(failures).toEqual([]);
  });
});
