// The inbox on a real database (PGlite, and PostgreSQL when set): every kind in one list,
// newest first, and for each viewer exactly the rows their role and school allow.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";
import {
  admissionApplications,
  careerApplications,
  contactMessages,
  enrollmentRequests,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import { inboxPage } from "./inbox.server.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const HOUR = 3_600_000;
const person = { firstName: "Lakshmi", lastName: "Rao", email: "lakshmi@example.org", phone: "+91 98765 43210" };
const admin: StaffMember = { id: 1, email: "office@example.org", role: "admin", schoolCode: null };
const staffOf = (schoolCode: SchoolCode): StaffMember => ({ id: 2, email: `${schoolCode}@example.org`, role: "staff", schoolCode });

describe.each(engines)("the inbox on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await db.execute(sql`truncate tour_requests, enrollment_requests, contact_messages, admission_applications, visit_requests, career_resumes, career_applications`);
    // For each school, one request of each of its kinds; the first school's are 30 hours old (overdue), the last's closed.
    for (const [index, school] of SCHOOL_CODES.entries()) {
      const createdAt = new Date(NOW.getTime() - (index === 0 ? 30 : index) * HOUR);
      const status = index === SCHOOL_CODES.length - 1 ? "closed" : "new";
      await db.insert(tourRequests).values({ school, peopleCount: "2", studentClass: "3rd", date: "2026-12-01", createdAt, status });
      await db.insert(contactMessages).values({ ...person, school, message: "About the bus routes", createdAt, status });
      await db.insert(visitRequests).values({
        parentName: `Parent at ${school}`, email: person.email, phone: person.phone, studentName: "Ravi", school, studentAge: "5-6",
        gradeInterested: "1", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2", createdAt, status,
      });
      await db.insert(admissionApplications).values({
        schoolId: SCHOOL_ID_BY_CODE[school], studentName: "Ravi", parentName: `Parent at ${school}`, contactNumber: "9876543210",
        email: person.email, grade: "5th", createdAt, status,
      });
    }
    for (const hoursAgo of [2, 40]) {
      const createdAt = new Date(NOW.getTime() - hoursAgo * HOUR);
      await db.insert(enrollmentRequests).values({ ...person, studentClass: "nursery", createdAt });
      await db.insert(careerApplications).values({ ...person, message: "I teach mathematics.", availableFrom: "2027-01-01", createdAt });
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("shows a group admin every request of every kind, newest first, with the counts of new and overdue ones", async () => {
    const page = await inboxPage(database.connection.db, admin, { now: NOW });
    expect(page.items).toHaveLength(6 * 4 + 4);
    const times = page.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(REQUEST_KINDS));
    // Five schools' requests are new (the last school's are closed), and two of each group kind.
    expect(page.newCounts).toEqual({ tour: 5, contact: 5, visit: 5, admission: 5, enrollment: 2, career: 2 });
    // Overdue: the first school's four (30 hours) and the 40-hour enrollment and career ones.
    expect(page.overdue).toBe(4 + 2);
    const admission = page.items.find((item) => item.kind === "admission" && item.school === "maa");
    expect(admission).toMatchObject({ name: "Parent at maa", phone: "9876543210", email: person.email, status: "new" });
    expect(page.items.find((item) => item.kind === "enrollment")).toMatchObject({ school: null, name: "Lakshmi Rao" });
  });

  it.each(SCHOOL_CODES)("shows the %s office its own school's requests only, and none of the group's", async (school) => {
    const page = await inboxPage(database.connection.db, staffOf(school), { now: NOW });
    expect(page.items).toHaveLength(4);
    expect(page.items.every((item) => item.school === school)).toBe(true);
    expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(["tour", "contact", "visit", "admission"]));
    expect(Object.keys(page.newCounts).sort()).toEqual(["admission", "contact", "tour", "visit"]);
    const isNew = school !== SCHOOL_CODES[SCHOOL_CODES.length - 1];
    expect(page.newCounts).toEqual({ tour: isNew ? 1 : 0, contact: isNew ? 1 : 0, visit: isNew ? 1 : 0, admission: isNew ? 1 : 0 });
    expect(page.overdue).toBe(school === SCHOOL_CODES[0] ? 4 : 0);
  });

  it("sees nothing for a school member without a school (never everything)", async () => {
    const page = await inboxPage(database.connection.db, { id: 3, email: "x@example.org", role: "staff", schoolCode: null }, { now: NOW });
    expect(page).toEqual({ items: [], newCounts: {}, overdue: 0 });
  });

  it("takes the newest `limit` across all kinds", async () => {
    const page = await inboxPage(database.connection.db, admin, { now: NOW, limit: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.items.every((item) => NOW.getTime() - item.createdAt.getTime() <= 2 * HOUR)).toBe(true);
  });

  describe("narrowed by the office", () => {
    const find = (member: StaffMember, filter: Parameters<typeof inboxPage>[2]) => inboxPage(database.connection.db, member, { now: NOW, ...filter });

    it.each(["+91 98765 43210", "98765 43210", "9876543210", "098765-43210", "43210", "98765"])("finds a phone however it is typed: %s", async (typed) => {
      const page = await find(admin, { filter: { search: typed } });
      // Contact, visit and admission of each school, and the group's four, carry that number.
      expect(page.items).toHaveLength(6 * 3 + 4);
    });

    it("finds a name or an e-mail address, in any case", async () => {
      expect((await find(admin, { filter: { search: "parent at MAA" } })).items.map((i) => i.kind).sort()).toEqual(["admission", "visit"]);
      expect((await find(admin, { filter: { search: "LAKSHMI@example" } })).items).toHaveLength(6 * 3 + 4);
      expect((await find(admin, { filter: { search: "100%_\\" } })).items).toHaveLength(0);
    });

    it("by kind, school, status, and overdue only", async () => {
      const visits = await find(admin, { filter: { kind: "visit" } });
      expect(visits.items).toHaveLength(6);
      expect(visits.items.every((i) => i.kind === "visit")).toBe(true);
      const maa = await find(admin, { filter: { school: "maa" } });
      expect(maa.items.map((i) => i.kind).sort()).toEqual(["admission", "contact", "tour", "visit"]);
      expect((await find(admin, { filter: { status: "closed" } })).items.every((i) => i.school === SCHOOL_CODES[SCHOOL_CODES.length - 1])).toBe(true);
      const overdue = await find(admin, { filter: { overdueOnly: true } });
      expect(overdue.items).toHaveLength(6);
      expect(overdue.items.every((i) => NOW.getTime() - i.createdAt.getTime() > 24 * HOUR)).toBe(true);
    });

    it("never beyond what the viewer may see, whatever the filter asks", async () => {
      expect((await find(staffOf("maa"), { filter: { school: "viswa" } })).items).toHaveLength(0);
      expect((await find(staffOf("maa"), { filter: { kind: "enrollment" } })).items).toHaveLength(0);
      expect((await find(staffOf("maa"), { filter: { search: "98765" } })).items.every((i) => i.school === "maa")).toBe(true);
    });

    it("pages through the list without repeating or skipping", async () => {
      const first = await find(admin, { limit: 10 });
      const second = await find(admin, { limit: 10, offset: 10 });
      const all = await find(admin, { limit: 20 });
      expect([...first.items, ...second.items].map((i) => `${i.kind}-${i.id}`)).toEqual(all.items.map((i) => `${i.kind}-${i.id}`));
    });
  });
});
