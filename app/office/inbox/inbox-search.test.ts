// The inbox's search (PGlite, and PostgreSQL when set): a whole phone number however it
// is written and a whole e-mail address in any case are looked up by equality on the
// indexed expressions (storedPhoneDigits, lower(email)); a part of a number, of an address
// or of a name is still found anywhere in it.
import { getTableName, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { queryRows } from "#database/client.ts";
import {
  admissionApplications,
  careerApplications,
  contactMessages,
  enrollmentRequests,
  storedPhoneDigits,
  visitRequests,
} from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { inboxPage } from "./inbox.server.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const admin: StaffMember = { id: 1, email: "office@example.org", role: "admin", schoolCode: null };
const viswaOffice: StaffMember = { id: 2, email: "viswa@example.org", role: "staff", schoolCode: "viswa" };

describe.each(engines)("the inbox's search on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await database.reset();
    // One family's number written five ways, its address in three cases (and once inside a longer one).
    await db.insert(contactMessages).values([
      { firstName: "Lakshmi", lastName: "Rao", email: "Lakshmi.Rao@Example.org", phone: "+91 98765 43210", school: "viswa", message: "Bus routes?" },
      { firstName: "Ravi", lastName: "Smith", email: "ravi@example.co.uk", phone: "+44 7911 123456", school: "maa", message: "From London" },
    ]);
    await db.insert(enrollmentRequests).values({ firstName: "Lakshmi", lastName: "Rao", email: "lakshmi.rao@example.org", phone: "09876543210", studentClass: "nursery" });
    await db.insert(admissionApplications).values({
      schoolId: SCHOOL_ID_BY_CODE.maa, studentName: "Ravi Rao", parentName: "Lakshmi Rao", contactNumber: "9876543210",
      email: "LAKSHMI.RAO@EXAMPLE.ORG", grade: "5th",
    });
    await db.insert(visitRequests).values({
      parentName: "Lakshmi Rao", email: "lakshmi.rao@example.org.in", phone: "98765-43210", studentName: "Ravi", school: "santhi",
      studentAge: "5-6", gradeInterested: "1", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
    });
    await db.insert(careerApplications).values({
      firstName: "Suresh", lastName: "Kumar", email: "suresh@example.org", phone: "+91 91234 56789", message: "I teach.", availableFrom: "2027-01-01",
    });
  }, 120_000);
  afterAll(() => database?.close());

  const found = async (search: string, member = admin) =>
    (await inboxPage(database.connection.db, member, { now: NOW, filter: { search } })).items.map((item) => item.kind).sort();

  it.each(["9876543210", "98765 43210", "+91 98765 43210", "+91-98765-43210", "(+91) 98765 43210", "098765 43210", "0 98765 43210", "919876543210"])(
    "finds a whole number however it is written: %s",
    async (typed) => {
      expect(await found(typed)).toEqual(["admission", "contact", "enrollment", "visit"]);
    },
  );

  it.each(["65432", "98765", "8765 4321"])("finds part of a number anywhere in it: %s", async (typed) => {
    expect(await found(typed)).toEqual(["admission", "contact", "enrollment", "visit"]);
  });

  it("finds a number that is not ten digits whole and in part", async () => {
    expect(await found("+44 7911 123456")).toEqual(["contact"]);
    expect(await found("7911 1234")).toEqual(["contact"]);
  });

  it("finds a whole address in any case, and only that address", async () => {
    for (const typed of ["lakshmi.rao@example.org", "Lakshmi.Rao@EXAMPLE.org", "LAKSHMI.RAO@EXAMPLE.ORG", " lakshmi.rao@example.org "]) {
      expect(await found(typed)).toEqual(["admission", "contact", "enrollment"]);
    }
    expect(await found("lakshmi.rao@example.org.in")).toEqual(["visit"]);
    expect(await found("akshmi.rao@example.org")).toEqual([]);
  });

  it("finds part of an address or a name anywhere in it", async () => {
    expect(await found("RAO@example")).toEqual(["admission", "contact", "enrollment", "visit"]);
    expect(await found("example.co")).toEqual(["contact"]);
    expect(await found("suresh k")).toEqual(["career"]);
  });

  it("never beyond what the viewer may see", async () => {
    expect(await found("+91 98765 43210", viswaOffice)).toEqual(["contact"]);
    expect(await found("lakshmi.rao@example.org", viswaOffice)).toEqual(["contact"]);
  });

  // The lookups by equality are only fast if the migration's indexes are on the very
  // expressions the search builds: with sequential scans off, each table's plan names them.
  it.each([
    { kind: "enrollment", table: enrollmentRequests, phone: enrollmentRequests.phone, email: enrollmentRequests.email },
    { kind: "contact", table: contactMessages, phone: contactMessages.phone, email: contactMessages.email },
    { kind: "admission", table: admissionApplications, phone: admissionApplications.contactNumber, email: admissionApplications.email },
    { kind: "visit", table: visitRequests, phone: visitRequests.phone, email: visitRequests.email },
    { kind: "career", table: careerApplications, phone: careerApplications.phone, email: careerApplications.email },
  ])("$kind: the search's expressions are indexed", async ({ table, phone, email }) => {
    const plan = (where: SQL) =>
      database.connection.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain select id from ${table} where ${where}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    const name = getTableName(table);
    expect(await plan(sql`${storedPhoneDigits(phone)} = ${"9876543210"}`)).toContain(`${name}_phone_digits_idx`);
    expect(await plan(sql`lower(${email}) = lower(${"Lakshmi.Rao@Example.org"})`)).toContain(`${name}_email_lower_idx`);
  });
});
