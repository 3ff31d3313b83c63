// A person's data through the built site, on PGlite and PostgreSQL: a group admin finds a
// person, downloads everything as a JSON attachment (theirs and no one else's), reads it as
// a page in either language, corrects a field, and erases it all after confirming; school
// staff get 404 on every one of those addresses, GET and POST alike.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { erasures } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { addPersonRequests, fictionalPerson } from "../tests/support/person-requests.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addTestMember } from "../tests/support/staff-members.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { tracesOf } from "../tests/support/traces.ts";

const PASSWORD = "a long enough passphrase";

describe.each(engines)("a person's data through the site on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let maaCookie = "";
  const person = fictionalPerson(21);
  const other = fictionalPerson(22);
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    const { id: accountId } = await addTestMember(db, "office@example.org", "admin", undefined, PASSWORD);
    await addTestMember(db, "maa@example.org", "staff", "maa", PASSWORD);
    ids = await addPersonRequests(db, person, { createdAt: new Date("2026-11-01T10:00:00Z"), accountId });
    await addPersonRequests(db, other, { createdAt: new Date("2026-11-02T10:00:00Z"), accountId });
    site = await startTestServer(db, await builtPages(db, () => {}));
    adminCookie = await staffCookie(site.url, "office@example.org", PASSWORD);
    maaCookie = await staffCookie(site.url, "maa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const get = (path: string, cookie: string) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", cookie } });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, cookie, "accept-language": "en" },
      body: new URLSearchParams(fields),
    });
  const q = (typed: string) => new URLSearchParams({ q: typed }).toString();

  it("answers school staff 404 on the page, the download, the printable page and every post", async () => {
    for (const path of [`/staff/people`, `/staff/people?${q(person.email)}`, `/te/staff/people`, `/staff/people/export.json?${q(person.email)}`, `/staff/people/print?${q(person.phone)}`]) {
      expect((await get(path, maaCookie)).status, path).toBe(404);
    }
    expect((await post("/staff/people", maaCookie, { intent: "erase", q: person.email, confirm: "yes" })).status).toBe(404);
    expect((await post("/staff/people", maaCookie, { intent: "correct", kind: "contact", id: String(ids.contact), field: "email", value: "x@example.org" })).status).toBe(404);
    expect(await database.connection.db.select().from(erasures)).toEqual([]);
    // The inbox does not link to it for them.
    expect(await (await get("/staff", maaCookie)).text()).not.toContain("/staff/people");
  });

  it("lists the person's requests for a group admin, linked from the inbox, in both languages", async () => {
    expect(await (await get("/staff", adminCookie)).text()).toContain('href="/staff/people"');
    const page = await get(`/staff/people?${q(" +91 90000-00021 ")}`, adminCookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toMatch(/^no-store/);
    const html = await page.text();
    expect(html).toContain("5 requests sent with +91 90000-00021");
    expect(html).toContain(`href="/staff/requests/contact/${ids.contact}"`);
    expect(html).toContain("noindex");
    expect(html).not.toContain(other.firstName);
    const telugu = await (await get(`/te/staff/people?${q(person.email)}`, adminCookie)).text();
    expect(telugu).toContain("తో పంపిన అభ్యర్థనలు: 5");
    expect(telugu).toContain(`href="/te/staff/requests/contact/${ids.contact}"`);
    expect(await (await get(`/staff/people?${q("Testperson")}`, adminCookie)).text()).toContain("Enter a whole phone number (10 digits) or an e-mail address.");
  });

  it("downloads everything about the person as a JSON attachment, and no one else's", async () => {
    const response = await get(`/staff/people/export.json?${q(person.phone)}`, adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="person-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toMatch(/^no-store/);
    const body = await response.text();
    const exported = JSON.parse(body) as { requests: { kind: string; fields: Record<string, unknown>; history: unknown[]; emails: unknown[] }[] };
    expect(exported.requests.map((request) => request.kind).sort()).toEqual(["admission", "career", "contact", "enrollment", "visit"]);
    expect(exported.requests.every((request) => request.history.length === 2 && request.emails.length > 0)).toBe(true);
    expect(body).toContain(person.firstName);
    expect(body.toLowerCase()).not.toContain(other.email.toLowerCase());
    expect(body).not.toContain(other.firstName);
    // Who exported, recorded (decision 0023): the account and how many requests, nothing of the person.
    const [recorded] = await queryRows<{ action: string; row_count: number; request_id: number | null }>(
      database.connection.db,
      sql`select action, row_count, request_id from access_records where action = 'person-export' order by id desc limit 1`,
    );
    expect(recorded).toEqual({ action: "person-export", row_count: 5, request_id: null });
  });

  it("shows the same as a readable page in the staff member's language", async () => {
    const english = await (await get(`/staff/people/print?${q(person.email)}`, adminCookie)).text();
    expect(english).toContain(`Everything held about ${person.email}`);
    expect(english).toContain("Notes and history");
    expect(english).toContain(`Called ${person.firstName} Fictional on ${person.phone}`);
    expect(english).toContain("Acknowledgement e-mail in Telugu: not delivered");
    expect(english).not.toContain(other.firstName);
    const telugu = await (await get(`/te/staff/people/print?${q(person.email)}`, adminCookie)).text();
    expect(telugu).toContain("గురించి మా దగ్గర ఉన్నవన్నీ");
    expect(telugu).toContain("గమనికలు, చరిత్ర");
  });

  it("corrects a field with the form's message for a bad value, and erases it all only once confirmed", async () => {
    const bad = await post(`/staff/people?${q(person.email)}`, adminCookie, { intent: "correct", kind: "visit", id: String(ids.visit), field: "email", value: "not-an-address" });
    expect(bad.status).toBe(400);
    const good = await post(`/staff/people?${q(person.email)}`, adminCookie, { intent: "correct", kind: "visit", id: String(ids.visit), field: "phone", value: "090000 00021" });
    expect(good.status).toBe(200);

    const unconfirmed = await post(`/staff/people?${q(person.email)}`, adminCookie, { intent: "erase", q: person.email });
    expect(unconfirmed.status).toBe(400);
    expect(await tracesOf(database.connection.db, { texts: [person.email], phoneDigits: [] })).not.toEqual([]);

    const erased = await post(`/staff/people?${q(person.email)}`, adminCookie, { intent: "erase", q: person.email, confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(await tracesOf(database.connection.db, { texts: [person.email], phoneDigits: ["9000000021"] })).toEqual([]);
    expect(await tracesOf(database.connection.db, { texts: [other.email], phoneDigits: [] })).not.toEqual([]);
    const records = await queryRows<{ event: string; field: string | null }>(database.connection.db, sql`select event, field from erasures order by id`);
    expect(records).toEqual([{ event: "correction", field: "phone" }, { event: "erasure", field: null }]);
  });

  it.each(["en", "te"] as const)("says an erasure matched nothing, and records none (%s)", async (lang) => {
    const before = await database.connection.db.select().from(erasures);
    // Erased a moment ago (above), or never sent anything: the same.
    for (const typed of [person.email, "nobody.at.all@example.org"]) {
      const response = await post(`${lang === "te" ? "/te" : ""}/staff/people?${q(typed)}`, adminCookie, { intent: "erase", q: typed, confirm: "yes" });
      expect(response.status).toBe(200);
      const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
      expect(html).toContain(catalogues[lang].people.erase.nothing.replace("{query}", typed));
    }
    expect(await database.connection.db.select().from(erasures)).toEqual(before);
  });
});
