// A person's rights on a real database (PGlite, and PostgreSQL when set): found by phone
// however written or by e-mail in any case; exported whole and alone; a field corrected
// by the form's rule; erased without a trace of their phone or e-mail anywhere in the
// database (every text, jsonb and bytea column searched); recorded with counts and field
// names only; and none of it for school staff.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { erasures, inboxExports } from "#database/schema.ts";
import { addPersonRequests, fictionalPerson, type Person } from "../../../tests/support/person-requests.ts";
import { addAdminAndMaaStaff } from "../../../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { tracesOf } from "../../../tests/support/traces.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { correctRequest, erasePerson, exportPerson, findPerson } from "./people.server.ts";
import { personQuery } from "./person-query.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";

const digitsOf = (person: Person) => person.phone.replace(/\D/g, "").slice(2);

describe.each(engines)("a person's rights on %s", (engine) => {
  let database: TestDatabase;
  let admin: StaffMember;
  let maa: StaffMember;
  const db = () => database.connection.db;
  const parent = fictionalPerson(11);
  const other = fictionalPerson(12);
  let ids: Record<RequestKind, number>;
  const traces = (person: Person) => tracesOf(db(), { texts: [person.email], phoneDigits: [digitsOf(person)] });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ({ admin, maa } = await addAdminAndMaaStaff(db()));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate request_events, outbox_messages, erasures, inbox_exports, tour_requests, enrollment_requests,
      contact_messages, admission_applications, visit_requests, career_resumes, career_applications`);
    ids = await addPersonRequests(db(), parent, { createdAt: new Date("2026-11-01T10:00:00Z"), accountId: admin.id });
    await addPersonRequests(db(), other, { createdAt: new Date("2026-11-02T10:00:00Z"), accountId: admin.id });
  });

  it("reads a phone however written and an e-mail in any case, and nothing else, as a person", () => {
    expect(personQuery("+91 90000 00011")).toEqual({ phone: "9000000011" });
    expect(personQuery("090000-00011")).toEqual({ phone: "9000000011" });
    expect(personQuery(" Testperson0011@EXAMPLE.org ")).toEqual({ email: "testperson0011@example.org" });
    expect(personQuery("Testperson")).toBeUndefined();
    expect(personQuery("90000")).toBeUndefined();
  });

  it("finds every request sent with the phone or the e-mail, of every kind that has one, and no one else's", async () => {
    const kinds = ["enrollment", "contact", "admission", "visit", "career"];
    for (const typed of ["9000000011", "+91 90000 00011", "0 90000 00011", "TESTPERSON0011@example.org"]) {
      const found = await findPerson(db(), admin, personQuery(typed)!);
      expect(found?.map((item) => item.kind).sort()).toEqual([...kinds].sort());
      expect(found?.every((item) => item.name.startsWith(parent.firstName))).toBe(true);
    }
  });

  it("exports every stored field, the history and notes, the e-mails and the résumé of the person's requests, and no one else's", async () => {
    const exported = await exportPerson(db(), admin, personQuery(parent.email)!);
    expect(exported?.requests).toHaveLength(5);
    const contact = exported?.requests.find((request) => request.kind === "contact");
    expect(contact).toMatchObject({
      id: ids.contact,
      school: "maa",
      fields: { firstName: parent.firstName, lastName: parent.lastName, email: parent.email, phone: parent.phone, status: "new", language: "te" },
      history: [expect.objectContaining({ action: "note", by: "office@example.org", note: expect.stringContaining(parent.firstName) }), expect.anything()],
      emails: [expect.objectContaining({ audience: "office" }), expect.objectContaining({ audience: "visitor", status: "failed" })],
    });
    const career = exported?.requests.find((request) => request.kind === "career");
    expect(Buffer.from(career!.resume!.contentBase64, "base64").toString()).toContain(parent.email);
    const text = JSON.stringify(exported).toLowerCase();
    expect(text).not.toContain(other.email.toLowerCase());
    expect(text).not.toContain(other.firstName.toLowerCase());
    expect(text).not.toContain(digitsOf(other));
  });

  it("corrects a contact field by the form's rule and records the correction by field name only", async () => {
    expect(await correctRequest(db(), admin, "visit", ids.visit, "email", "not an address")).toEqual({ ok: false, problem: "invalid", error: "validation.email" });
    expect(await correctRequest(db(), admin, "visit", ids.visit, "phone", "12")).toEqual({ ok: false, problem: "invalid", error: "validation.phoneMin" });
    // A field the form does not offer, and the names every object has: no such field.
    for (const field of ["studentAge", "__proto__", "constructor"]) expect(await correctRequest(db(), admin, "visit", ids.visit, field, "7-8")).toEqual({ ok: false, problem: "field" });
    expect(await correctRequest(db(), admin, "visit", ids.visit, "email", "corrected.parent@example.org")).toEqual({ ok: true, changed: true });
    expect(await correctRequest(db(), admin, "admission", ids.admission, "parentName", "  Corrected Parent  ")).toEqual({ ok: true, changed: true });
    const found = await findPerson(db(), admin, personQuery("corrected.parent@example.org")!);
    expect(found?.map((item) => [item.kind, item.id])).toEqual([["visit", ids.visit]]);
    const records = await db().select().from(erasures);
    expect(records.map(({ event, accountId, counts, field }) => ({ event, accountId, counts, field }))).toEqual([
      { event: "correction", accountId: admin.id, counts: { visit: 1 }, field: "email" },
      { event: "correction", accountId: admin.id, counts: { admission: 1 }, field: "name" },
    ]);
    expect(JSON.stringify(records).toLowerCase()).not.toMatch(/corrected|testperson|@/);
  });

  it("erases the person without a trace of their phone or e-mail anywhere, keeps everyone else, and records counts only", async () => {
    // A search the office exported with names the person too.
    await db().insert(inboxExports).values({ accountId: admin.id, filter: { search: parent.phone, kind: "contact" }, rowCount: 1 });
    expect(await traces(parent)).toEqual(expect.arrayContaining(["inbox_exports.filter", "career_resumes.content", "request_events.note", "visit_requests.email"]));
    const otherBefore = await traces(other);

    const counts = { enrollment: 1, contact: 1, admission: 1, visit: 1, career: 1 };
    expect(await erasePerson(db(), admin, personQuery(parent.phone)!)).toEqual({ counts });
    expect(await traces(parent)).toEqual([]);
    expect(await findPerson(db(), admin, personQuery(parent.email)!)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
    const [exportRecord] = await db().select().from(inboxExports);
    expect(exportRecord?.filter).toEqual({ search: "(erased)", kind: "contact" });

    const records = await db().select().from(erasures);
    expect(records).toEqual([expect.objectContaining({ event: "erasure", accountId: admin.id, field: null, counts })]);
    // Once more: nothing is left to match, and nothing more is recorded.
    expect(await erasePerson(db(), admin, personQuery(parent.email)!)).toEqual({ nothingMatched: true });
    expect(await db().select().from(erasures)).toEqual(records);
  });

  it("gives school staff nothing: no search, no export, no correction, no erasure", async () => {
    const query = personQuery(parent.email)!;
    expect(await findPerson(db(), maa, query)).toBeNull();
    expect(await exportPerson(db(), maa, query)).toBeNull();
    expect(await erasePerson(db(), maa, query)).toBeNull();
    expect(await correctRequest(db(), maa, "contact", ids.contact, "email", "x@example.org")).toEqual({ ok: false, problem: "not-found" });
    expect(await traces(parent)).not.toEqual([]);
    expect(await db().select().from(erasures)).toEqual([]);
  });
});
