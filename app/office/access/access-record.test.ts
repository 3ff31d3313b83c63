// The access record on a real database (PGlite, and PostgreSQL when set): each access
// written as one row naming the account and the request, read newest first beside the
// inbox's CSV exports, narrowed by account and by request, a page at a time, and written
// in the viewer's language without a word of what a request holds.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessRecords, erasures, inboxExports } from "#database/schema.ts";
import { addAdminAndMaaStaff } from "../../../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { accessLines } from "./access-lines.server.ts";
import { accessQuery, accessSearch } from "./access-query.ts";
import { accessPage, recordAccess, requestAccesses } from "./access-record.server.ts";


describe.each(engines)("the access record on %s", (engine) => {
  let database: TestDatabase;
  let admin: StaffMember;
  let maa: StaffMember;
  const db = () => database.connection.db;
  /** Rows one second apart, in the order given (oldest first). */
  let clock = Date.parse("2026-11-24T06:00:00Z");
  const at = () => new Date((clock += 1000));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ({ admin, maa } = await addAdminAndMaaStaff(db()));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate access_records, inbox_exports, erasures`);
  });

  it("writes one row per access: who, what, which request", async () => {
    await recordAccess(db(), { accountId: maa.id, action: "opened", request: { kind: "contact", id: 7 } });
    await recordAccess(db(), { accountId: admin.id, action: "person-export", rowCount: 3 });
    const rows = await db().select().from(accessRecords).orderBy(accessRecords.id);
    expect(rows.map(({ accountId, action, requestKind, requestId, rowCount }) => ({ accountId, action, requestKind, requestId, rowCount }))).toEqual([
      { accountId: maa.id, action: "opened", requestKind: "contact", requestId: 7, rowCount: null },
      { accountId: admin.id, action: "person-export", requestKind: null, requestId: null, rowCount: 3 },
    ]);
  });

  it("refuses an opening that names no request, and an action it does not know", async () => {
    await expect(recordAccess(db(), { accountId: maa.id, action: "opened" })).rejects.toThrow();
    await expect(db().execute(sql`insert into access_records (account_id, action) values (${maa.id}, 'peeked')`)).rejects.toThrow();
    expect(await db().select().from(accessRecords)).toEqual([]);
  });

  it("reads the accesses and the inbox's exports together, newest first, and narrows them by account and by request", async () => {
    await db().insert(accessRecords).values({ accountId: maa.id, action: "opened", requestKind: "visit", requestId: 1, createdAt: at() });
    await db().insert(inboxExports).values({ accountId: admin.id, filter: { kind: "contact", search: true }, rowCount: 12, createdAt: at() });
    await db().insert(accessRecords).values({ accountId: admin.id, action: "resume", requestKind: "career", requestId: 4, createdAt: at() });
    await db().insert(accessRecords).values({ accountId: admin.id, action: "opened", requestKind: "visit", requestId: 1, createdAt: at() });
    const actions = (entries: Awaited<ReturnType<typeof accessPage>>) => entries.map((e) => `${e.email} ${e.action} ${e.requestKind ?? "-"}${e.requestId ?? ""}`);
    expect(actions(await accessPage(db(), {}, { limit: 10 }))).toEqual([
      "office@example.org opened visit1",
      "office@example.org resume career4",
      "office@example.org export -",
      "maa@example.org opened visit1",
    ]);
    expect(actions(await accessPage(db(), { accountId: maa.id }, { limit: 10 }))).toEqual(["maa@example.org opened visit1"]);
    expect(actions(await accessPage(db(), { accountId: admin.id }, { limit: 10 }))).toHaveLength(3);
    // An export names no request: narrowed to one, the record leaves exports out.
    expect(actions(await accessPage(db(), { request: { kind: "visit", id: 1 } }, { limit: 10 }))).toEqual([
      "office@example.org opened visit1",
      "maa@example.org opened visit1",
    ]);
    expect(actions(await accessPage(db(), { request: { kind: "career" } }, { limit: 10 }))).toEqual(["office@example.org resume career4"]);
    expect(actions(await requestAccesses(db(), "visit", 1, 1))).toEqual(["office@example.org opened visit1"]);
    // A page at a time, each row once.
    const pages = [await accessPage(db(), {}, { limit: 3 }), await accessPage(db(), {}, { limit: 3, offset: 3 })];
    expect(pages.map((page) => page.length)).toEqual([3, 1]);
    expect(new Set(pages.flat().map((entry) => entry.key)).size).toBe(4);
  });

  it("writes each row in the viewer's language: India's clock, the action, an export's size and filter without its search words, the request's page", async () => {
    await db().insert(inboxExports).values({ accountId: admin.id, filter: { kind: "contact", school: "maa", search: "Lakshmi 98765" }, rowCount: 12, createdAt: new Date("2026-11-24T08:35:00Z") });
    await db().insert(accessRecords).values({ accountId: maa.id, action: "opened", requestKind: "visit", requestId: 9, createdAt: new Date("2026-11-24T08:30:00Z") });
    const entries = await accessPage(db(), {}, { limit: 10 });
    expect(accessLines(entries, "en")).toEqual([
      {
        key: expect.any(String),
        when: "24 Nov 2026, 2:05 PM",
        who: "office@example.org",
        what: "Exported the inbox as CSV",
        detail: "12 rows · Filter: Kind: Message; School: MAA School, Mahabubnagar; a search by name, phone or e-mail (the words are not kept here)",
        link: undefined,
      },
      {
        key: expect.any(String),
        when: "24 Nov 2026, 2:00 PM",
        who: "maa@example.org",
        what: "Opened the request",
        detail: undefined,
        link: { label: "Visit request #9", href: "/staff/requests/visit/9", column: "request" },
      },
    ]);
    const telugu = accessLines(entries, "te");
    expect(telugu.map((line) => [line.when, line.what, line.link?.href])).toEqual([
      ["24 నవం 2026, మధ్యాహ్నం 2:05", "ఇన్‌బాక్స్‌ను CSV గా డౌన్‌లోడ్ చేశారు", undefined],
      ["24 నవం 2026, మధ్యాహ్నం 2:00", "అభ్యర్థనను తెరిచారు", "/te/staff/requests/visit/9"],
    ]);
    expect(JSON.stringify([accessLines(entries, "en"), telugu])).not.toMatch(/Lakshmi|98765/);
  });

  it("shows the erasures, corrections and retention purges beside the accesses: who, what and how many, never a value", async () => {
    await db().insert(erasures).values([
      { event: "purge", accountId: null, counts: { tour: 3 }, createdAt: new Date("2026-11-24T03:00:00Z") },
      { event: "correction", accountId: admin.id, counts: { visit: 1 }, field: "phone", createdAt: new Date("2026-11-24T08:40:00Z") },
      { event: "erasure", accountId: admin.id, counts: { contact: 1, visit: 2 }, createdAt: new Date("2026-11-24T08:45:00Z") },
    ]);
    await db().insert(accessRecords).values({ accountId: maa.id, action: "opened", requestKind: "visit", requestId: 9, createdAt: new Date("2026-11-24T08:30:00Z") });
    const lines = accessLines(await accessPage(db(), {}, { limit: 10 }), "en");
    expect(lines.map(({ who, what, detail }) => ({ who, what, detail }))).toEqual([
      { who: "office@example.org", what: "Erased a person's data", detail: "Deleted: Message 1, Visit request 2" },
      { who: "office@example.org", what: "Corrected a person's data", detail: "Corrected the phone number of: Visit request 1" },
      { who: "maa@example.org", what: "Opened the request", detail: undefined },
      { who: "Retention purge (automatic)", what: "Deleted requests past their retention period", detail: "Deleted: Tour booking 3" },
    ]);
    expect(accessLines(await accessPage(db(), {}, { limit: 10 }), "te").map((line) => line.what)[0]).toBe("ఒక వ్యక్తి వివరాలను పూర్తిగా తొలగించారు");
    // By account: the admin's own; by request: none of them (they name no request).
    expect((await accessPage(db(), { accountId: admin.id }, { limit: 10 })).map((entry) => entry.action)).toEqual(["erasure", "correction"]);
    expect((await accessPage(db(), { request: { kind: "visit", id: 9 } }, { limit: 10 })).map((entry) => entry.action)).toEqual(["opened"]);
  });

  it("reads its query string leniently and writes it back", () => {
    expect(accessQuery(new URLSearchParams("account=3&kind=visit&id=12&page=2"))).toEqual({ filter: { accountId: 3, request: { kind: "visit", id: 12 } }, page: 2 });
    expect(accessQuery(new URLSearchParams("account=x&kind=nope&id=99999999999&page=-4"))).toEqual({ filter: {}, page: 1 });
    expect(accessQuery(new URLSearchParams("id=5"))).toEqual({ filter: {}, page: 1 });
    expect(accessSearch({ accountId: 3, request: { kind: "visit", id: 12 } }).toString()).toBe("account=3&kind=visit&id=12");
  });
});
