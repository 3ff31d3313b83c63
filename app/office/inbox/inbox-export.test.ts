// The inbox's CSV export on a real database (PGlite, and PostgreSQL when set): the bytes a
// spreadsheet opens (BOM, header in the member's language, Telugu intact, no formula run),
// exactly the rows the list shows for the same filter, batch after batch, and a record of
// every export. The CSV is parsed back, never matched line by line.
import { parse } from "csv-parse/sync";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/config/enumerations.ts";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { pickSections } from "#app/i18n/page-sections.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { careerApplications, contactMessages, enrollmentRequests, inboxExports, tourRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { addAccount } from "../sign-in/accounts.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { inboxCsv, inboxExportStream, indiaTime, type InboxExportOptions } from "./inbox-export.server.ts";
import { inboxPage, type InboxFilter } from "./inbox.server.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const HOUR = 3_600_000;
const ORIGIN = "https://office.example";
const PASSWORD = "a long enough passphrase";
const BULK = 2_500;

describe.each(engines)("the inbox's CSV export on %s", (engine) => {
  let database: TestDatabase;
  let admin: StaffMember;
  let viswa: StaffMember;
  const schoolNames = new Map<Language, Map<string, string>>();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    const added = [
      await addAccount(db, { email: "office@example.org", role: "admin", password: PASSWORD }),
      await addAccount(db, { email: "viswa@example.org", role: "staff", schoolCode: "viswa", password: PASSWORD }),
    ].map((result) => (result.ok ? result.member : undefined));
    if (!added[0] || !added[1]) throw new Error("accounts not added");
    [admin, viswa] = added as [StaffMember, StaffMember];
    for (const lang of ["en", "te"] as const) {
      schoolNames.set(lang, new Map((await listSchools(db, lang)).map((school) => [school.code, school.name])));
    }
    const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);
    const contact = { email: "parent@example.org", phone: "+91 98765 43210", message: "About the bus routes" };
    await db.insert(contactMessages).values([
      // A Telugu name, assigned to the school's staff member.
      { ...contact, firstName: "లక్ష్మి", lastName: "రావు", school: "viswa", createdAt: at(1), assigneeId: viswa.id },
      // What a spreadsheet would run: a formula in the name, a sign before the phone, an @ before the address.
      { ...contact, firstName: '=HYPERLINK("https://evil.example","Click")', lastName: "x", phone: "-2", email: "@SUM(A1:A9)", school: "viswa", createdAt: at(2) },
      { ...contact, firstName: "+1", lastName: "Plus", school: "viswa", createdAt: at(3), status: "contacted" },
      // Another school's, with a name a search would find.
      { ...contact, firstName: "Searchable", lastName: "Sita", school: "maa", createdAt: at(4) },
      // Overdue (new for over a day), and a week back for the date range.
      { ...contact, firstName: "Old", lastName: "Message", school: "viswa", createdAt: at(30) },
      { ...contact, firstName: "Week", lastName: "Ago", school: "maa", createdAt: at(24 * 7) },
      // A line break before a formula: the spreadsheet's next line (or row, unquoted) would run it.
      { ...contact, firstName: "Lee\n=cmd|' /C calc'!A0", lastName: "Break", school: "santhi", createdAt: at(8) },
      { ...contact, firstName: "Ray\r+HYPERLINK(\"https://evil.example\")", lastName: "Break", school: "santhi", createdAt: at(9) },
      { ...contact, firstName: "Kim\r\n@SUM(A1:A9)", lastName: "Break\n-2", school: "santhi", createdAt: at(10) },
    ]);
    await db.insert(enrollmentRequests).values({ firstName: "Searchable", lastName: "Group", email: "g@example.org", phone: "9000000000", studentClass: "nursery", createdAt: at(5) });
    await db.insert(careerApplications).values({ firstName: "Teacher", lastName: "Applicant", email: "t@example.org", phone: "9000000001", message: "Maths", availableFrom: "2027-01-01", createdAt: at(6) });
    // Many more than a batch, a year back, most of them at the same instants as others
    // (of every kind): the batches must neither repeat nor skip across ties.
    const instants = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2025, 10, 1 + i, 6)));
    const bulk = Array.from({ length: BULK }, (_, i) => i);
    await db.insert(tourRequests).values(
      bulk.filter((i) => i % 3 === 0).map((i) => ({ school: "prism", peopleCount: "2", studentClass: "3rd", date: "2026-12-01", createdAt: instants[i % 7] })),
    );
    await db.insert(enrollmentRequests).values(
      bulk.filter((i) => i % 3 === 1).map((i) => ({ firstName: "Bulk", lastName: String(i), email: `b${i}@example.org`, phone: "9000000002", studentClass: "1", createdAt: instants[i % 7] })),
    );
    await db.insert(contactMessages).values(
      bulk.filter((i) => i % 3 === 2).map((i) => ({ ...contact, firstName: "Bulk", lastName: String(i), school: "queens", createdAt: instants[i % 7] })),
    );
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const options = (lang: Language = "en", more: Partial<InboxExportOptions> = {}): InboxExportOptions => ({
    text: pickSections(catalogues[lang], ["staff"]),
    lang,
    origin: ORIGIN,
    schoolName: (code) => schoolNames.get(lang)?.get(code),
    now: NOW,
    ...more,
  });
  /** The export's bytes as a download would hold them. */
  const download = async (member: StaffMember, filter: InboxFilter, more?: Partial<InboxExportOptions> & { lang?: Language }) => {
    const stream = await inboxExportStream(database.connection.db, member, filter, options(more?.lang, more));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  };
  /** The export parsed back: its header and its rows. */
  const exported = async (member: StaffMember, filter: InboxFilter = {}, more?: Partial<InboxExportOptions> & { lang?: Language }) => {
    const bytes = await download(member, filter, more);
    const records = parse(Buffer.from(bytes), { bom: true, relax_column_count: false }) as string[][];
    const [header = [], ...rows] = records;
    return { bytes, header, rows, keys: rows.map((row) => `${row[0]}-${row[1]}`) };
  };
  /** What the list shows for the same filter, as the export names its rows. */
  const listed = async (member: StaffMember, filter: InboxFilter) => {
    const kinds = catalogues.en.staff.inbox.kinds;
    const page = await inboxPage(database.connection.db, member, { now: NOW, filter, limit: 10_000 });
    return page.items.map((item) => `${kinds[item.kind]}-${item.id}`);
  };
  const lastRecord = async () => {
    const [row] = await database.connection.db.select().from(inboxExports).orderBy(desc(inboxExports.id)).limit(1);
    return row;
  };

  it("starts with a UTF-8 byte order mark and an English header", async () => {
    const { bytes, header } = await exported(admin, { kind: "career" });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual(["Kind", "Number", "School", "Status", "Name", "Phone", "E-mail", "Received (India time)", "Assigned to", "Link"]);
  });

  it("writes the header, kinds, statuses and schools in Telugu for a Telugu member, and links to the Telugu pages", async () => {
    const { header, rows } = await exported(viswa, { search: "లక్ష్మి" }, { lang: "te" });
    expect(header).toEqual(["రకం", "సంఖ్య", "పాఠశాల", "స్థితి", "పేరు", "ఫోన్", "ఇ-మెయిల్", "అందిన సమయం (భారత కాలమానం)", "ఎవరు చూస్తున్నారు", "లింక్"]);
    expect(rows).toHaveLength(1);
    const [kind, id, school, status, name, , , , assignee, link] = rows[0] ?? [];
    expect([kind, school, status]).toEqual(["సందేశం", schoolNames.get("te")?.get("viswa"), "కొత్తది"]);
    expect(name).toBe("లక్ష్మి రావు");
    expect(assignee).toBe("viswa@example.org");
    expect(link).toBe(`${ORIGIN}/te/staff/requests/contact/${id}`);
  });

  it("keeps a Telugu name intact, with the phone, the address and the time in India", async () => {
    const { rows } = await exported(admin, { search: "రావు" });
    expect(rows).toHaveLength(1);
    const [kind, id, school, status, name, phone, email, received, , link] = rows[0] ?? [];
    expect([kind, school, status, name]).toEqual(["Message", schoolNames.get("en")?.get("viswa"), "New", "లక్ష్మి రావు"]);
    // A phone that starts with + is written inert too (a leading '), as a spreadsheet would otherwise add it up.
    expect(phone).toBe("'+91 98765 43210");
    expect(email).toBe("parent@example.org");
    // 11:00 UTC is 16:30 in India.
    expect(received).toBe("2026-11-24 16:30");
    expect(link).toBe(`${ORIGIN}/staff/requests/contact/${id}`);
  });

  it("makes every cell that starts with = + - or @ inert", async () => {
    const { rows } = await exported(admin, { kind: "contact", school: "viswa" });
    const formula = rows.find((row) => row[4]?.includes("HYPERLINK"));
    expect(formula?.[4]).toBe(`'=HYPERLINK("https://evil.example","Click") x`);
    expect(formula?.[5]).toBe("'-2");
    expect(formula?.[6]).toBe("'@SUM(A1:A9)");
    expect(rows.find((row) => row[4]?.endsWith("Plus"))?.[4]).toBe("'+1 Plus");
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("quotes a cell holding a lone LF or CR, and makes every line of it inert", async () => {
    const bytes = await download(admin, { school: "santhi" });
    // Read as a spreadsheet does: any line break outside quotes ends a row.
    const [, ...rows] = parse(Buffer.from(bytes), { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
    expect(rows.map((row) => row.length)).toEqual([10, 10, 10]);
    expect(rows.map((row) => row[4])).toEqual([
      "Lee\n'=cmd|' /C calc'!A0 Break",
      "Ray\r'+HYPERLINK(\"https://evil.example\") Break",
      "Kim\r\n'@SUM(A1:A9) Break\n'-2",
    ]);
    for (const line of rows.flat().flatMap((cell) => cell.split(/\r\n|\r|\n/))) expect(line).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes the group's requests under the group's name", async () => {
    const { rows } = await exported(admin, { kind: "enrollment", search: "Searchable" });
    expect(rows.map((row) => row[2])).toEqual([catalogues.en.staff.inbox.group]);
  });

  it.each<[string, InboxFilter]>([
    ["everything", {}],
    ["a kind", { kind: "contact" }],
    ["a school", { school: "maa" }],
    ["a status", { status: "contacted" }],
    ["a date range", { from: "2026-11-17", to: "2026-11-23" }],
    ["one day", { from: "2026-11-24", to: "2026-11-24" }],
    ["a search by name", { search: "searchable" }],
    ["a search by phone", { search: "98765 43210" }],
    ["overdue only", { overdueOnly: true }],
    ["several at once", { kind: "contact", school: "viswa", from: "2026-11-20", search: "example.org" }],
  ])("holds exactly the rows the list shows, in its order, for %s", async (_name, filter) => {
    const { keys } = await exported(admin, filter);
    expect(keys).toEqual(await listed(admin, filter));
    expect(keys.length).toBeGreaterThan(0);
  });

  it("narrows by the date range in India's days", async () => {
    const { rows } = await exported(admin, { from: "2026-11-17", to: "2026-11-17" });
    expect(rows.map((row) => row[4])).toEqual(["Week Ago"]);
  });

  it.each<[string, InboxFilter]>([
    ["nothing", {}],
    ["another school", { school: "maa" }],
    ["a group kind", { kind: "career" }],
    ["another school's name", { search: "Searchable" }],
    ["another school's name in that school", { search: "Sita", school: "maa" }],
  ])("gives a school's staff their school's rows only when asking for %s", async (_name, filter) => {
    const { rows, keys } = await exported(viswa, filter);
    expect(keys).toEqual(await listed(viswa, filter));
    const viswaName = schoolNames.get("en")?.get("viswa");
    for (const row of rows) {
      expect(row[2]).toBe(viswaName);
      expect(["Message", "Tour booking", "Visit request", "Admission application"]).toContain(row[0]);
    }
    expect(rows.some((row) => row[4]?.includes("Sita") || row[4]?.includes("Searchable") || row[4]?.includes("Bulk"))).toBe(false);
  });

  it("records each export: who, the filter, how many rows", async () => {
    const filter: InboxFilter = { kind: "contact", school: "viswa", search: "example", overdueOnly: true };
    const { rows } = await exported(viswa, filter);
    expect(rows).toHaveLength(1);
    // That a search narrowed it, not its words (decision 0023).
    expect(await lastRecord()).toMatchObject({ accountId: viswa.id, filter: { ...filter, search: true }, rowCount: 1 });
    await exported(admin, { kind: "career" });
    expect(await lastRecord()).toMatchObject({ accountId: admin.id, filter: { kind: "career" }, rowCount: 1 });
    // The bookings' filter as its query string names it (one value per key).
    await exported(admin, { kind: "visit", booked: { outcome: "cancelled", from: "2026-01-01", to: "2026-12-31" } });
    expect((await lastRecord())?.filter).toEqual({ kind: "visit", booked: "cancelled", bookedFrom: "2026-01-01", bookedTo: "2026-12-31" });
  });

  it("records what was sent when the download is cut off", async () => {
    const stream = await inboxExportStream(database.connection.db, admin, {}, options("en", { batchSize: 10 }));
    const reader = stream.getReader();
    await reader.read(); // the header
    await reader.read(); // the first ten
    await reader.cancel();
    expect(await lastRecord()).toMatchObject({ accountId: admin.id, filter: {}, rowCount: 10 });
  });

  it.each([1000, 97])(`exports all ${BULK} and more, each once and in the list's order, in batches of %i`, async (batchSize) => {
    const pieces: number[] = [];
    for await (const piece of inboxCsv(database.connection.db, admin, {}, options("en", { batchSize }))) pieces.push(piece.rows);
    const { keys } = await exported(admin, {}, { batchSize });
    const expected = await listed(admin, {});
    expect(expected.length).toBeGreaterThan(BULK);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expected);
    // The header alone, then full batches, then the rest: never the whole list at once.
    expect(pieces[0]).toBe(0);
    expect(Math.max(...pieces)).toBe(batchSize);
    expect(pieces.slice(1).reduce((sum, rows) => sum + rows, 0)).toBe(expected.length);
    expect(await lastRecord()).toMatchObject({ rowCount: expected.length });
  });

  it("writes a request's time as India's clock shows it", () => {
    expect(indiaTime(new Date("2026-11-24T08:35:00Z"))).toBe("2026-11-24 14:05");
    expect(indiaTime(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01 01:30");
  });

  it("sees no rows for a member without a school, and still records the export", async () => {
    const { rows } = await exported({ ...viswa, schoolCode: null }, {});
    expect(rows).toEqual([]);
    expect(await lastRecord()).toMatchObject({ accountId: viswa.id, rowCount: 0 });
  });
});
