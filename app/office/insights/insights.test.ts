// The office's figures (issue 29) on a real database (PGlite, and PostgreSQL when set):
// every figure equals the count taken directly from a known set of rows (the 24-hour
// share and the medians included), a school's staff see their school's only, and a
// figure's inbox list holds exactly the requests it counts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows } from "#database/client.ts";
import { formatDate } from "#app/i18n/format.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { KINDS, keptFigures, writeKnownRequests, type KnownRequest } from "../../../tests/support/insights-rows.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { BOOKING_OUTCOMES, FUNNEL_STEPS, type InboxFilter } from "../inbox/inbox-filter.ts";
import { inboxQuery } from "../inbox/inbox-query.ts";
import { inboxBatch, takesFunnelSteps } from "../inbox/inbox.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { mondayOf, type InsightsPeriod } from "./insights-period.ts";
import { insightsFigures } from "./insights.server.ts";
import { insightsView, insightsWords } from "./insights-view.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIOD: InsightsPeriod = { key: "custom", from: "2026-09-01", to: "2026-11-24", before: { from: "2026-06-08", to: "2026-08-31" } };
const admin: StaffMember = { id: 0, email: "office@example.org", role: "admin", schoolCode: null };
const staffOf = (schoolCode: SchoolCode, id: number): StaffMember => ({ id, email: `${schoolCode}@example.org`, role: "staff", schoolCode });
/** percentile_disc, as PostgreSQL computes it: the first value whose share of the sorted values reaches `fraction`. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Days of a range that are not Sundays. */
function openDays(from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDaysOf(day, 1)) if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) count += 1;
  return count;
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
        // The median and 90th percentile in whole hours.
        const whole = hours.map((h) => Math.floor(h));
        return {
          due: rows.filter((k) => k.firstResponseAt || k.createdAt.getTime() <= NOW.getTime() - DAY).length,
          inTime: hours.filter((h) => h <= 24).length,
          answered: answered.length,
          medianHours: percentile(whole, 0.5),
          p90Hours: percentile(whole, 0.9),
        };
      };
      const all = figures.response.find((row) => row.school === "all")!;
      expect(all.current).toEqual((promise(current)));
      expect(all.before).toEqual((promise(before)));
      for (const [week, weekly] of Object.entries(all.weeks)) expect(weekly).toEqual(promise(current.filter((k) => mondayOf(indiaDay(k.createdAt)) === week)));
      if (viewer.role === "admin") {
        // The rows hold both sides of the promise.
        expect(all.current.inTime).toBeGreaterThan(0);
        expect(all.current.due).toBeGreaterThan(all.current.inTime);
      }
      for (const row of figures.response.filter((r) => r.school !== "all")) {
        expect(row.current).toEqual((promise(current.filter((k) => k.school === row.school))));
        for (const [week, weekly] of Object.entries(row.weeks)) {
          // A school's weeks: the share; the hours are per school over the period, and per week for all together.
          expect(weekly).toEqual({ ...promise(current.filter((k) => k.school === row.school && mondayOf(indiaDay(k.createdAt)) === week)), medianHours: null, p90Hours: null });
        }
      }
      // Week by week on the page and in its CSV: all together's share and hours, and each school's share beside them for a group admin.
      const weekly = insightsView({ figures, period: PERIOD, now: NOW, lang: "en", m: insightsWords(catalogues.en) }).tables.responseWeeks;
      const schoolColumns = viewer.role === "admin" ? figures.response.length - 1 : 0;
      expect(weekly.columns.length).toBe(4 + schoolColumns);
      const csvShare = (f: { due: number; inTime: number } | undefined) => (f && f.due > 0 ? String(Math.round((f.inTime / f.due) * 100)) : "");
      expect(weekly.rows.length).toBeGreaterThan(0);
      for (const [week, figuresOfWeek] of Object.entries(all.weeks)) {
        const row = weekly.rows.find((cells) => cells[0]!.text === formatDate(week, "en", { weekday: false }))!;
        expect(row.slice(1, 4).map((cell) => cell.csv)).toEqual([String(figuresOfWeek.medianHours ?? ""), String(figuresOfWeek.p90Hours ?? ""), csvShare(figuresOfWeek)]);
        const schools = figures.response.filter((r) => r.school !== "all").slice(0, schoolColumns);
        expect(row.slice(4).map((cell) => cell.csv)).toEqual(schools.map((r) => csvShare(r.weeks[week])));
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

  it("ranks steps in the database as the registry does: the kinds that take the funnel's steps, and the steps in order", async () => {
    const db = database.connection.db;
    // The migrations' SQL names the kinds and statuses itself (request_figure_of, request_pipeline_rank): a kind added to the registry with another pipeline must change both.
    const contacted = JSON.stringify({ created_at: NOW.toISOString(), status: "contacted", reached: "contacted" });
    for (const kind of REQUEST_KINDS) {
      const [row] = await queryRows<{ step: number }>(db, sql`select (request_figure_of(${kind}, ${contacted}::jsonb, 1)).step as step`);
      expect(row!.step, kind).toBe(takesFunnelSteps(kind) ? 2 : 0);
    }
    for (const [i, step] of FUNNEL_STEPS.entries()) {
      const [row] = await queryRows<{ rank: number }>(db, sql`select request_pipeline_rank(${step}) as rank`);
      expect(row!.rank, step).toBe(i + 1);
    }
  });

  it("keeps its figures equal to a recount from the rows, through updates and deletions", async () => {
    const db = database.connection.db;
    const kept = () => keptFigures(db);
    // Bookings cancelled and moved, a request moved on, another erased, as the office and families do.
    await db.execute(sql`update visit_requests set booking = 'cancelled' where id % 3 = 0`);
    await db.execute(sql`update tour_requests set date = date + 1 where id % 2 = 0`);
    await db.execute(sql`update contact_messages set status = 'admitted' where id % 4 = 1`);
    const erased = known.find((k) => k.kind === "admission")!;
    await db.execute(sql`delete from admission_applications where id = ${erased.id}`);
    const before = await kept();
    await db.execute(sql`select request_figures_rebuild()`);
    expect(await kept()).toEqual(before);
    const days = await queryRows<{ n: number }>(db, sql`select coalesce(sum(requests), 0)::int as n from request_day_figures`);
    expect(days[0]!.n).toBe(known.length - 1);
  });

  it("counts visits and tours booked for the period's days: came, did not come, cancelled", async () => {
    const db = database.connection.db;
    const figures = await insightsFigures(db, { member: admin, period: PERIOD, now: NOW });
    const rows = await queryRows<{ kind: string; school: string; day: string; booking: string; step: number }>(
      db,
      sql`select 'visit' as kind, school, preferred_date::text as day, booking, greatest(request_pipeline_rank(status), request_pipeline_rank(reached)) as step from visit_requests
        union all select 'tour', school, date::text, booking, greatest(request_pipeline_rank(status), request_pipeline_rank(reached)) from tour_requests`,
    );
    const today = indiaDay(NOW);
    const expected = new Map<string, { booked: number; cancelled: number; attended: number; noShows: number }>();
    for (const row of rows.filter((r) => r.day >= PERIOD.from && r.day <= PERIOD.to)) {
      const entry = expected.get(`${row.school} ${row.kind}`) ?? { booked: 0, cancelled: 0, attended: 0, noShows: 0 };
      if (row.booking === "cancelled") entry.cancelled += 1;
      else {
        entry.booked += 1;
        if (row.step >= 4) entry.attended += 1;
        else if (row.day < today) entry.noShows += 1;
      }
      expected.set(`${row.school} ${row.kind}`, entry);
    }
    expect(figures.visits.length).toBeGreaterThan(4);
    expect(Object.fromEntries(figures.visits.map(({ school, kind, booked, cancelled, attended, noShows }) => [`${school} ${kind}`, { booked, cancelled, attended, noShows }]))).toEqual(
      Object.fromEntries(expected),
    );
    // The visits' places: the period's open days (Sundays closed by default) times 6 slots of 3.
    const visit = figures.visits.find((row) => row.kind === "visit")!;
    expect(visit.places).toBe(openDays(PERIOD.from, PERIOD.to) * 18);
  });

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
    // Each visits count opens its bookings: the view's link, read back as the inbox reads it, lists exactly them.
    const view = insightsView({ figures, period: PERIOD, now: NOW, lang: "en", m: insightsWords(catalogues.en) });
    const visitsTable = view.tables.visits;
    expect(BOOKING_OUTCOMES.every((outcome) => figures.visits.some((row) => row[outcome] > 0))).toBe(true);
    for (const [index, row] of figures.visits.entries()) {
      for (const [column, outcome] of BOOKING_OUTCOMES.entries()) {
        const href = visitsTable.rows[index]![2 + column]!.href!;
        const { filter } = inboxQuery(new URL(href, "https://example.org").searchParams);
        expect(filter).toEqual({ kind: row.kind, school: row.school, booked: { outcome, ...range } });
        expect(await listed(filter)).toBe(row[outcome]);
      }
    }
    const waiting = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${sql.join(KINDS.map((kind) => sql`select id from ${requestOf(kind).table} where status = 'new'`), sql` union all `)}) w`);
    expect(figures.waiting.total).toBe(waiting[0]!.n);
    expect(await listed({ status: "new" })).toBe(figures.waiting.total);
  });
});

const addDaysOf = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
