// The office's figures (issue 29) on a real database (PGlite, and PostgreSQL when set):
// every figure equals the count taken directly from a known set of rows (the 24-hour
// share and the medians included), a school's staff see their school's only, and a
// figure's inbox list holds exactly the requests it counts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows } from "#database/client.ts";
import {
  admissionApplications,
  careerApplications,
  contactMessages,
  enrollmentRequests,
  requestEvents,
  staffAccounts,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { FUNNEL_STEPS, type InboxFilter } from "../inbox/inbox-filter.ts";
import { inboxBatch } from "../inbox/inbox.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { mondayOf, type InsightsPeriod } from "./insights-period.ts";
import { insightsFigures } from "./insights.server.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIOD: InsightsPeriod = { key: "custom", from: "2026-09-01", to: "2026-11-24", before: { from: "2026-06-08", to: "2026-08-31" } };
const admin: StaffMember = { id: 0, email: "office@example.org", role: "admin", schoolCode: null };
const staffOf = (schoolCode: SchoolCode, id: number): StaffMember => ({ id, email: `${schoolCode}@example.org`, role: "staff", schoolCode });
const person = { firstName: "Lakshmi", lastName: "Rao", email: "lakshmi@example.org", phone: "+91 98765 43210" };
const KINDS: RequestKind[] = ["tour", "enrollment", "contact", "admission", "visit", "career"];
const PATHS: Record<string, string[]> = {
  enquiry: ["new", "contacted", "visit_scheduled", "visited", "admitted"],
  career: ["new", "shortlisted", "interviewed", "offered"],
};
const SOURCES = [
  { source: "direct", campaign: "" },
  { source: "newspaper", campaign: "june-2027" },
  { source: "www.google.com", campaign: "" },
];

/** A request as the test wrote it, and what the figures should make of it. */
interface Known {
  kind: RequestKind;
  id: number;
  school: SchoolCode | "";
  createdAt: Date;
  /** The furthest step of the enquiry pipeline it got to (1 new … 5 admitted; 0 career). */
  step: number;
  firstResponseAt: Date | null;
  source: string;
  campaign: string;
}

/** A small seeded generator: the same rows on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function insertRequest(db: TestDatabase["connection"]["db"], kind: RequestKind, school: SchoolCode, values: { createdAt: Date; source: string; campaign: string }) {
  const common = { ...values, firstSource: values.source };
  const returning = { id: sql<number>`id` };
  switch (kind) {
    case "tour":
      return (await db.insert(tourRequests).values({ ...common, school, peopleCount: "2", studentClass: "3rd", date: "2026-10-01" }).returning(returning))[0]!.id;
    case "enrollment":
      return (await db.insert(enrollmentRequests).values({ ...common, ...person, studentClass: "nursery" }).returning(returning))[0]!.id;
    case "contact":
      return (await db.insert(contactMessages).values({ ...common, ...person, school, message: "About the bus" }).returning(returning))[0]!.id;
    case "admission":
      return (await db
        .insert(admissionApplications)
        .values({ ...common, schoolId: SCHOOL_ID_BY_CODE[school], studentName: "Ravi", parentName: "Padma", contactNumber: "9876543210", email: person.email, grade: "5th" })
        .returning(returning))[0]!.id;
    case "visit":
      return (await db
        .insert(visitRequests)
        .values({
          ...common, parentName: "Padma", email: person.email, phone: person.phone, studentName: "Ravi", school, studentAge: "5-6",
          gradeInterested: "1", preferredDate: "2026-10-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
        })
        .returning(returning))[0]!.id;
    case "career":
      return (await db.insert(careerApplications).values({ ...common, ...person, message: "I teach.", availableFrom: "2027-01-01" }).returning(returning))[0]!.id;
  }
}

/** percentile_cont, as PostgreSQL computes it. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = fraction * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
const inPeriod = (at: Date) => indiaDay(at) >= PERIOD.from && indiaDay(at) <= PERIOD.to;

describe.each(engines)("the insights on %s", (engine) => {
  let database: TestDatabase;
  const known: Known[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await db.execute(sql`truncate tour_requests, enrollment_requests, contact_messages, admission_applications, visit_requests, career_resumes, career_applications, request_events`);
    const [clerk] = await db.insert(staffAccounts).values({ email: "clerk@example.org", passwordHash: "not-a-hash", role: "admin" }).returning({ id: staffAccounts.id });
    const next = random(29);
    for (let n = 0; n < 160; n += 1) {
      const kind = KINDS[Math.floor(next() * KINDS.length)]!;
      const school = SCHOOL_CODES[Math.floor(next() * SCHOOL_CODES.length)]!;
      // Over both periods and a few days before them (counted in neither).
      const createdAt = new Date(NOW.getTime() - Math.floor(next() * 175 * DAY + next() * DAY));
      const { source, campaign } = SOURCES[Math.floor(next() * SOURCES.length)]!;
      const id = await insertRequest(db, kind, school, { createdAt, source, campaign });
      // The office moves it on some steps, the first after 1 to 60 hours; some are closed after, some are left alone.
      const path = PATHS[kind === "career" ? "career" : "enquiry"]!;
      const steps = Math.floor(next() * path.length);
      let at = createdAt.getTime() + (1 + Math.floor(next() * 60)) * HOUR + Math.floor(next() * HOUR);
      let status = "new";
      let firstResponseAt: Date | null = null;
      const table = requestOf(kind).table;
      const noteFirst = next() < 0.2;
      if (noteFirst && at < NOW.getTime()) {
        await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId: clerk!.id, action: "note", note: "Called", createdAt: new Date(at) });
        firstResponseAt = new Date(at);
        at += HOUR;
      }
      for (let step = 1; step <= steps && at < NOW.getTime(); step += 1) {
        await db.update(table).set({ status: path[step]! }).where(sql`id = ${id}`);
        await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId: clerk!.id, action: "status", fromValue: status, toValue: path[step]!, createdAt: new Date(at) });
        firstResponseAt ??= new Date(at);
        status = path[step]!;
        at += (1 + Math.floor(next() * 48)) * HOUR;
      }
      const reached = kind === "career" ? 0 : path.indexOf(status) + 1;
      if (status !== "new" && next() < 0.3 && at < NOW.getTime()) {
        await db.update(table).set({ status: "closed" }).where(sql`id = ${id}`);
        await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId: clerk!.id, action: "status", fromValue: status, toValue: "closed", createdAt: new Date(at) });
      }
      // Assigning a request is no answer to the family.
      await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId: clerk!.id, action: "assignee", toValue: String(clerk!.id), createdAt: new Date(createdAt.getTime() + 1000) });
      const ownSchool = kind === "enrollment" || kind === "career" ? "" : school;
      known.push({ kind, id, school: ownSchool, createdAt, step: reached, firstResponseAt, source, campaign });
    }
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("keeps each request's first answer and furthest step from its history (assigning is no answer, closing keeps the step)", async () => {
    const db = database.connection.db;
    for (const kind of KINDS) {
      const table = requestOf(kind).table;
      const rows = await db.select({ id: table.id, firstResponseAt: table.firstResponseAt, reached: table.reached }).from(table);
      for (const row of rows) {
        const expected = known.find((k) => k.kind === kind && k.id === row.id)!;
        expect(row.firstResponseAt?.getTime() ?? null).toBe(expected.firstResponseAt?.getTime() ?? null);
        if (kind !== "career") expect(row.reached).toBe(FUNNEL_STEPS[expected.step - 1]);
      }
    }
  });

  for (const viewer of [admin, staffOf("maa", 0), staffOf("queens", 0)]) {
    it(`gives ${viewer.role === "admin" ? "a group admin" : `${viewer.schoolCode}'s staff`} the counts taken directly from the rows`, async () => {
      const figures = await insightsFigures(database.connection.db, { member: viewer, period: PERIOD, now: NOW });
      const sees = (k: Known) => viewer.role === "admin" || k.school === viewer.schoolCode;
      const current = known.filter((k) => sees(k) && inPeriod(k.createdAt));
      const before = known.filter((k) => sees(k) && indiaDay(k.createdAt) >= PERIOD.before.from && indiaDay(k.createdAt) <= PERIOD.before.to);
      expect(current.length).toBeGreaterThan(viewer.role === "admin" ? 40 : 2);

      // Requests per week and kind.
      const weeks: Record<string, Record<string, number>> = {};
      for (const k of current) {
        const week = (weeks[mondayOf(indiaDay(k.createdAt))] ??= {});
        week[k.kind] = (week[k.kind] ?? 0) + 1;
      }
      expect(figures.weeks).toEqual(weeks);

      // Per school and kind, now and before.
      const totals: Record<string, { current: Record<string, number>; before: Record<string, number> }> = {};
      for (const [rows, side] of [[current, "current"], [before, "before"]] as const) {
        for (const k of rows) {
          const entry = (totals[k.school] ??= { current: {}, before: {} });
          entry[side][k.kind] = (entry[side][k.kind] ?? 0) + 1;
        }
      }
      expect(figures.totals).toEqual(totals);

      // The funnel, per school: enquiries that reached each step.
      for (const row of figures.funnel) {
        for (const [rows, side] of [[current, "current"], [before, "before"]] as const) {
          const enquiries = rows.filter((k) => k.school === row.school && k.kind !== "career");
          expect(FUNNEL_STEPS.map((step) => row[side][step])).toEqual(FUNNEL_STEPS.map((_, i) => enquiries.filter((k) => k.step >= i + 1).length));
        }
      }
      expect(figures.funnel.map((row) => row.school)).toEqual(viewer.role === "admin" ? [...SCHOOL_CODES, ""] : [viewer.schoolCode]);

      // The 24-hour promise: the share, the median and the 90th percentile.
      const promise = (rows: Known[]) => {
        const answered = rows.filter((k) => k.firstResponseAt);
        const hours = answered.map((k) => (k.firstResponseAt!.getTime() - k.createdAt.getTime()) / HOUR);
        return {
          due: rows.filter((k) => k.firstResponseAt || k.createdAt.getTime() <= NOW.getTime() - DAY).length,
          inTime: hours.filter((h) => h <= 24).length,
          answered: answered.length,
          medianHours: percentile(hours, 0.5),
          p90Hours: percentile(hours, 0.9),
        };
      };
      const close = (figures: ReturnType<typeof promise>) => ({
        ...figures,
        medianHours: figures.medianHours === null ? null : expect.closeTo(figures.medianHours, 6),
        p90Hours: figures.p90Hours === null ? null : expect.closeTo(figures.p90Hours, 6),
      });
      const all = figures.response.find((row) => row.school === "all")!;
      expect(all.current).toEqual(close(promise(current)));
      expect(all.before).toEqual(close(promise(before)));
      if (viewer.role === "admin") {
        // The rows hold both sides of the promise.
        expect(all.current.inTime).toBeGreaterThan(0);
        expect(all.current.due).toBeGreaterThan(all.current.inTime);
      }
      for (const row of figures.response.filter((r) => r.school !== "all")) {
        expect(row.current).toEqual(close(promise(current.filter((k) => k.school === row.school))));
        for (const [week, weekly] of Object.entries(row.weeks)) {
          expect(weekly).toEqual(close(promise(current.filter((k) => k.school === row.school && mondayOf(indiaDay(k.createdAt)) === week))));
        }
      }

      // Sources and campaigns.
      for (const row of figures.sources) {
        const rows = current.filter((k) => k.source === row.source && k.campaign === row.campaign);
        expect(row).toEqual({
          source: row.source,
          campaign: row.campaign,
          requests: rows.length,
          visited: rows.filter((k) => k.step >= 4).length,
          admitted: rows.filter((k) => k.step >= 5).length,
        });
      }
      expect(figures.sources.reduce((sum, row) => sum + row.requests, 0)).toBe(current.length);
    });
  }

  it("shows a school's staff none of another school's or the group's own requests", async () => {
    const figures = await insightsFigures(database.connection.db, { member: staffOf("viswa", 0), period: PERIOD, now: NOW });
    expect(Object.keys(figures.totals)).toEqual(["viswa"]);
    expect(figures.kinds).not.toContain("career");
    expect(figures.response.map((row) => row.school)).toEqual(["all", "viswa"]);
    expect(figures.waiting.oldest.every((request) => request.school === "viswa")).toBe(true);
  });

  it("lists in the inbox exactly the requests a figure counts", async () => {
    const db = database.connection.db;
    const figures = await insightsFigures(db, { member: admin, period: PERIOD, now: NOW });
    const listed = async (filter: InboxFilter) => {
      let count = 0;
      let after: Awaited<ReturnType<typeof inboxBatch>>["next"];
      do {
        const batch = await inboxBatch(db, admin, filter, { after, now: NOW });
        count += batch.items.length;
        after = batch.next;
      } while (after);
      return count;
    };
    const range = { from: PERIOD.from, to: PERIOD.to };
    for (const row of figures.funnel.filter((r) => r.school !== "")) {
      for (const step of FUNNEL_STEPS.slice(1)) expect(await listed({ ...range, school: row.school as SchoolCode, reached: step })).toBe(row.current[step]);
    }
    for (const row of figures.sources) expect(await listed({ ...range, source: row.source, campaign: row.campaign })).toBe(row.requests);
    const [week, kinds] = Object.entries(figures.weeks)[3]!;
    for (const [kind, n] of Object.entries(kinds)) {
      expect(await listed({ kind: kind as RequestKind, from: week < PERIOD.from ? PERIOD.from : week, to: addDaysOf(week, 6) })).toBe(n);
    }
    const waiting = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${sql.join(KINDS.map((kind) => sql`select id from ${requestOf(kind).table} where status = 'new'`), sql` union all `)}) w`);
    expect(figures.waiting.total).toBe(waiting[0]!.n);
    expect(await listed({ status: "new" })).toBe(figures.waiting.total);
  });
});

const addDaysOf = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
