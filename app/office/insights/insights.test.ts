// The office's figures (issue 29) on a real database (PGlite, and PostgreSQL when set):
// every figure equals the count taken directly from a known set of rows (the 24-hour
// share and the medians included), a school's staff see their school's only, and a
// figure's inbox list holds exactly the requests it counts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows } from "#database/client.ts";
import { KINDS, writeKnownRequests, type KnownRequest } from "../../../tests/support/insights-rows.ts";
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
  const known: KnownRequest[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await db.execute(sql`truncate tour_requests, enrollment_requests, contact_messages, admission_applications, visit_requests, career_resumes, career_applications, request_events`);
    known.push(...(await writeKnownRequests(db, { count: 160, days: 175, now: NOW })));
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
      const sees = (k: KnownRequest) => viewer.role === "admin" || k.school === viewer.schoolCode;
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
      const promise = (rows: KnownRequest[]) => {
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
