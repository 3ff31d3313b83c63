// One request as the office works it, on a real database (PGlite, and PostgreSQL when set):
// who may see it, status, assignee and notes with their history written together, the same
// family's other requests, the date range, and the fields in each language.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { admissionApplications, careerApplications, contactMessages, requestEvents, tourRequests, visitRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { addAccount, disableAccount } from "../sign-in/accounts.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { inboxPage } from "../inbox/inbox.server.ts";
import { changeRequest, findRequest, possibleAssignees, requestHistory, sameFamilyRequests } from "./request-detail.server.ts";
import { requestFields } from "#app/requests/request-fields.server.ts";

const PASSWORD = "a long enough password";
const NOW = new Date("2026-11-24T12:00:00Z");

describe.each(engines)("a request's page on %s", (engine) => {
  let database: TestDatabase;
  let admin: StaffMember;
  let maa: StaffMember;
  let maaColleague: StaffMember;
  let viswa: StaffMember;
  let visitId: number;
  let careerId: number;
  const db = () => database.connection.db;
  const account = async (email: string, role: "admin" | "staff", schoolCode?: string) => {
    const added = await addAccount(db(), { email, role, schoolCode, password: PASSWORD });
    if (!added.ok) throw new Error(added.problem);
    return added.member;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    admin = await account("office@example.org", "admin");
    maa = await account("maa@example.org", "staff", "maa");
    maaColleague = await account("maa.two@example.org", "staff", "maa");
    viswa = await account("viswa@example.org", "staff", "viswa");
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate request_events, tour_requests, enrollment_requests, contact_messages, admission_applications, visit_requests, career_resumes, career_applications`);
    const [visit] = await db()
      .insert(visitRequests)
      .values({
        parentName: "Lakshmi Rao", email: "Lakshmi@Example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
        studentAge: "5-6", gradeInterested: "1", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
        questions: "<b>Is there a bus?</b>", language: "te", createdAt: new Date(NOW.getTime() - 3_600_000),
      })
      .returning({ id: visitRequests.id });
    visitId = visit!.id;
    const [career] = await db()
      .insert(careerApplications)
      .values({ firstName: "Anil", lastName: "K", email: "anil@example.org", phone: "9000000001", position: "teacher-math", experience: "2-5", message: "I teach.", availableFrom: "2027-01-01" })
      .returning({ id: careerApplications.id });
    careerId = career!.id;
  });

  it("finds a request for the office it belongs to and for a group admin, and for nobody else", async () => {
    expect(await findRequest(db(), admin, "visit", visitId)).toMatchObject({ parentName: "Lakshmi Rao" });
    expect(await findRequest(db(), maa, "visit", visitId)).toMatchObject({ parentName: "Lakshmi Rao" });
    expect(await findRequest(db(), viswa, "visit", visitId)).toBeNull();
    expect(await findRequest(db(), admin, "visit", visitId + 1000)).toBeNull();
    expect(await findRequest(db(), admin, "career", careerId)).toMatchObject({ firstName: "Anil" });
    expect(await findRequest(db(), maa, "career", careerId)).toBeNull();
  });

  it("changes the status along the kind's own pipeline and writes who did it into the history", async () => {
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "status", status: "contacted" })).toBe("changed");
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "status", status: "contacted" })).toBe("unchanged");
    // A job application's step is not a family's.
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "status", status: "shortlisted" })).toBe("invalid");
    expect(await changeRequest(db(), admin, "career", careerId, { action: "status", status: "admitted" })).toBe("invalid");
    expect(await changeRequest(db(), admin, "career", careerId, { action: "status", status: "shortlisted" })).toBe("changed");
    const [row] = await db().select({ status: visitRequests.status }).from(visitRequests).where(eq(visitRequests.id, visitId));
    expect(row?.status).toBe("contacted");
    const history = await requestHistory(db(), "visit", visitId);
    expect(history).toEqual([expect.objectContaining({ action: "status", by: "maa@example.org", fromValue: "new", toValue: "contacted" })]);
  });

  it("refuses every change to a request of another school as if it did not exist, and writes nothing", async () => {
    for (const change of [
      { action: "status", status: "closed" },
      { action: "assignee", assigneeId: viswa.id },
      { action: "note", note: "Not mine" },
    ] as const) {
      expect(await changeRequest(db(), viswa, "visit", visitId, change)).toBe("not-found");
      expect(await changeRequest(db(), maa, "career", careerId, change)).toBe("not-found");
    }
    const [row] = await db().select().from(visitRequests).where(eq(visitRequests.id, visitId));
    expect(row).toMatchObject({ status: "new", assigneeId: null });
    expect(await db().select().from(requestEvents)).toEqual([]);
  });

  it("assigns a request only to an active account that may see it", async () => {
    expect((await possibleAssignees(db(), "maa")).map((a) => a.email)).toEqual(["maa.two@example.org", "maa@example.org", "office@example.org"]);
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "assignee", assigneeId: viswa.id })).toBe("invalid");
    expect(await changeRequest(db(), admin, "career", careerId, { action: "assignee", assigneeId: maa.id })).toBe("invalid");
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "assignee", assigneeId: maaColleague.id })).toBe("changed");
    await disableAccount(db(), maaColleague.id);
    try {
      expect(await changeRequest(db(), maa, "visit", visitId, { action: "assignee", assigneeId: maaColleague.id })).toBe("invalid");
    } finally {
      const { enableAccount } = await import("../sign-in/accounts.server.ts");
      await enableAccount(db(), maaColleague.id);
    }
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "assignee", assigneeId: null })).toBe("changed");
    const history = await requestHistory(db(), "visit", visitId);
    expect(history.map((entry) => [entry.action, entry.fromValue, entry.toValue])).toEqual([
      ["assignee", null, String(maaColleague.id)],
      ["assignee", String(maaColleague.id), null],
    ]);
  });

  it("keeps notes in the history, oldest first, as the text typed; an empty or overlong note is refused", async () => {
    expect(await changeRequest(db(), maa, "visit", visitId, { action: "note", note: "  Called, no answer.  " })).toBe("changed");
    expect(await changeRequest(db(), admin, "visit", visitId, { action: "note", note: "<script>alert(1)</script>" })).toBe("changed");
    expect(await changeRequest(db(), admin, "visit", visitId, { action: "note", note: "   " })).toBe("invalid");
    expect(await changeRequest(db(), admin, "visit", visitId, { action: "note", note: "x".repeat(4001) })).toBe("invalid");
    const notes = (await requestHistory(db(), "visit", visitId)).map((entry) => [entry.by, entry.note]);
    expect(notes).toEqual([
      ["maa@example.org", "Called, no answer."],
      ["office@example.org", "<script>alert(1)</script>"],
    ]);
  });

  it("lists the same family's other requests by phone however written or e-mail in any case, as far as the viewer may see", async () => {
    await db().insert(contactMessages).values({ firstName: "L", lastName: "Rao", email: "other@example.org", phone: "098765-43210", school: "maa", message: "Fees?" });
    await db().insert(admissionApplications).values({
      schoolId: SCHOOL_ID_BY_CODE.viswa, studentName: "Ravi", parentName: "Lakshmi", contactNumber: "9999999999", email: "lakshmi@example.ORG", grade: "1st",
    });
    await db().insert(tourRequests).values({ school: "maa", peopleCount: "2", studentClass: "1st", date: "2026-12-01" });
    const row = (await findRequest(db(), admin, "visit", visitId))!;
    const forAdmin = await sameFamilyRequests(db(), admin, "visit", row, NOW);
    expect(forAdmin.map((item) => item.kind).sort()).toEqual(["admission", "contact"]);
    // The viswa admission is not the maa office's to see.
    const forMaa = await sameFamilyRequests(db(), maa, "visit", row, NOW);
    expect(forMaa.map((item) => item.kind)).toEqual(["contact"]);
  });

  it("narrows the inbox to the days received, as days in India", async () => {
    // 23:59 on 23 November in India, and 00:00 on 24 November.
    await db().insert(tourRequests).values({ school: "maa", peopleCount: "1", studentClass: "1st", date: "2026-12-01", createdAt: new Date("2026-11-23T18:29:00Z") });
    await db().insert(tourRequests).values({ school: "maa", peopleCount: "3", studentClass: "1st", date: "2026-12-01", createdAt: new Date("2026-11-23T18:30:00Z") });
    const tours = async (from?: string, to?: string) =>
      (await inboxPage(db(), maa, { now: NOW, filter: { kind: "tour", from, to } })).items.map((item) => item.createdAt.toISOString());
    expect(await tours("2026-11-24")).toEqual(["2026-11-23T18:30:00.000Z"]);
    expect(await tours(undefined, "2026-11-23")).toEqual(["2026-11-23T18:29:00.000Z"]);
    expect(await tours("2026-11-23", "2026-11-24")).toHaveLength(2);
  });

  it("shows every field under the office's own label with the option's label, in English and in Telugu", async () => {
    const row = (await findRequest(db(), admin, "visit", visitId))!;
    const en = requestFields("visit", row, catalogues.en, "en", "office");
    const shown = (fields: typeof en) => fields.map(({ label, value, type }) => ({ label, value, ...(type ? { type } : {}) }));
    expect(shown(en)).toEqual(
      expect.arrayContaining([
        { label: "Student's age", value: "5–6 years" },
        { label: "Class of interest", value: "Grade 1" },
        { label: "Preferred time", value: "10:00 – 11:00 AM" },
        { label: "School to visit", value: "MAA School, Mahabubnagar" },
        { label: "Questions for the school", value: "<b>Is there a bus?</b>", type: "long" },
        { label: "Language used on the website", value: "Telugu" },
      ]),
    );
    const te = requestFields("visit", row, catalogues.te, "te", "office");
    const visitLabels = catalogues.te.staff.fields.visit as Record<string, string>;
    expect(te.map((field) => field.label)).toEqual(
      ["parentName", "email", "phone", "studentName", "school", "studentAge", "gradeInterested", "preferredDate", "preferredTime", "numberOfVisitors", "specificInterests", "questions"]
        .map((key) => visitLabels[key])
        .concat(catalogues.te.staff.fields.language),
    );
    expect(te.find((field) => field.column === "studentAge")?.value).toBe(catalogues.te.common.options.ages["5-6"]);
    const career = requestFields("career", (await findRequest(db(), admin, "career", careerId))!, catalogues.en, "en", "office");
    expect(shown(career)).toEqual(expect.arrayContaining([{ label: "Position", value: "Mathematics Teacher" }, { label: "Experience", value: "2–5 years" }]));
    // The visitor's own acknowledgement repeats the labels their form showed them, without the office's language line.
    const visitor = requestFields("visit", row, catalogues.en, "en", "visitor");
    expect(visitor.map((field) => field.label)).toContain("Questions for Us");
    expect(visitor.map((field) => field.label)).not.toContain("Language used on the website");
  });

  it("writes a status change and its history line together: a failed history write leaves the status as it was", async () => {
    // The history refuses an account that does not exist (foreign key): the change must roll back with it.
    const ghost: StaffMember = { ...maa, id: 999_999 };
    await expect(changeRequest(db(), ghost, "visit", visitId, { action: "status", status: "visited" })).rejects.toThrow();
    const [row] = await db().select({ status: visitRequests.status }).from(visitRequests).where(and(eq(visitRequests.id, visitId)));
    expect(row?.status).toBe("new");
  });
});
