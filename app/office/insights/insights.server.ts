// The office's figures (issue 29), computed by the database from the very rows the inbox
// lists, scoped by the same one function (visibleRows, through visibleKinds): a chart
// cannot count a request its viewer could not open, and each figure's link opens the inbox
// list it counts (inbox-filter.ts has the same conditions: reached, source, campaign).
import { and, sql, type SQL } from "drizzle-orm";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { weekdayOf } from "#app/requests/bookings/calendar-rules.ts";
import { readCalendars } from "#app/requests/bookings/calendars.server.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows, type Database } from "#database/client.ts";
import { visitRequests, tourRequests } from "#database/schema.ts";
import { FUNNEL_STEPS, type FunnelStep } from "../inbox/inbox-filter.ts";
import { furthestStep, OVERDUE_AFTER_MS, receivedBetween, schoolCodeOf, visibleKinds, visibleRows } from "../inbox/inbox.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import type { DayRange, InsightsPeriod } from "./insights-period.ts";

/** A school's code, or "" for the group's own requests (enrollment requests, career applications). */
export type SchoolKey = SchoolCode | "";

/** Which rows: the period (and the one before), and for a group admin perhaps one school. */
export interface InsightsScope {
  member: StaffMember;
  period: InsightsPeriod;
  /** A group admin's choice of one school (a school's staff always see their own). */
  school?: SchoolCode;
  now: Date;
}

export interface CountsBy<K extends string> {
  /** Requests per key, in the period and in the one before. */
  current: Partial<Record<K, number>>;
  before: Partial<Record<K, number>>;
}

export interface FunnelRow {
  school: SchoolKey;
  /** Enquiries that reached each step (at least), in the period and in the one before. */
  current: Record<FunnelStep, number>;
  before: Record<FunnelStep, number>;
}

export interface ResponseFigures {
  /** Requests whose 24 hours are over, or that were answered sooner: the share's base. */
  due: number;
  /** Answered within 24 hours of arriving. */
  inTime: number;
  answered: number;
  /** Hours from arriving to the first answer, of the answered ones (null: none answered). */
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ResponseRow {
  /** A school, "" for the group's own requests, or "all" for everything the viewer sees. */
  school: SchoolKey | "all";
  current: ResponseFigures;
  before: ResponseFigures;
  /** The period's weeks (their Mondays), current period only. */
  weeks: Record<string, ResponseFigures>;
}

export interface WaitingRequest {
  kind: RequestKind;
  id: number;
  school: SchoolKey;
  createdAt: Date;
}

export interface SourceRow {
  source: string;
  campaign: string;
  requests: number;
  /** Enquiries that came to visit (reached "visited"), and that became admissions. */
  visited: number;
  admitted: number;
}

export interface VisitFigures {
  school: SchoolCode;
  kind: "visit" | "tour";
  /** Booked for a day of the period (not cancelled). */
  booked: number;
  cancelled: number;
  /** The family came (the request reached "visited"). */
  attended: number;
  /** A booking for a day gone that the office never marked visited. */
  noShows: number;
  /** Visits only: families the period's open slots could take, by the school's calendar as it is now. */
  places?: number;
}

export interface InsightsFigures {
  kinds: RequestKind[];
  /** The schools shown side by side (a school's staff: theirs; "" the group's own requests). */
  schools: SchoolKey[];
  /** Requests per week (its Monday) and kind, the period only. */
  weeks: Record<string, Partial<Record<RequestKind, number>>>;
  /** Requests per school and kind, the period and the one before. */
  totals: Record<string, CountsBy<RequestKind>>;
  funnel: FunnelRow[];
  response: ResponseRow[];
  /** The requests still new now, oldest first (the first 10), and how many there are. */
  waiting: { total: number; oldest: WaitingRequest[] };
  sources: SourceRow[];
  visits: VisitFigures[];
}

/** One India day's start, as an instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The week (its Monday, in India) of an instant column. */
const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

/**
 * The requests the viewer may see that arrived in `range`, in one shape: kind, school,
 * arrival, furthest step, first answer, source and campaign. Null when they see no kind.
 */
function scopedRequests({ member, school }: Pick<InsightsScope, "member" | "school">, range: DayRange): SQL | null {
  const parts = visibleKinds(member).map((kind) => {
    const table = requestOf(kind).table;
    const schoolCode = schoolCodeOf(kind);
    const where = and(
      visibleRows(member, kind) || undefined,
      school ? sql`${schoolCode} = ${school}` : undefined,
      receivedBetween(table.createdAt, range.from, range.to),
    );
    return sql`select ${kind}::text as kind, ${table.id} as id, coalesce(${schoolCode}::text, '') as school, ${table.createdAt} as created_at,
      ${furthestStep(kind, table)} as step, ${table.firstResponseAt} as first_response_at, ${table.source} as source, ${table.campaign} as campaign
      from ${table} where ${where}`;
  });
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

/** Every figure of the insights page for its viewer, period and school. */
export async function insightsFigures(db: Database, scope: InsightsScope): Promise<InsightsFigures> {
  const { member, period, now } = scope;
  const kinds = visibleKinds(member);
  const schools: SchoolKey[] = scope.school ? [scope.school] : member.role === "admin" ? [...SCHOOL_CODES, ""] : member.schoolCode ? [member.schoolCode] : [];
  const both = scopedRequests(scope, { from: period.before.from, to: period.to });
  if (!both) return { kinds, schools, weeks: {}, totals: {}, funnel: [], response: [], waiting: { total: 0, oldest: [] }, sources: [], visits: [] };
  const current = sql`(created_at >= ${dayStart(period.from)})`;
  const dueBy = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const [weekRows, totalRows, funnelRows, responseRows, waiting, sourceRows, visits] = await Promise.all([
    queryRows<{ week: string; kind: RequestKind; n: number }>(
      db,
      sql`select ${weekOf(sql`created_at`)} as week, kind, count(*)::int as n from (${both}) r where ${current} group by 1, 2`,
    ),
    queryRows<{ school: string; kind: RequestKind; current: boolean; n: number }>(
      db,
      sql`select school, kind, ${current} as current, count(*)::int as n from (${both}) r group by 1, 2, 3`,
    ),
    queryRows<{ school: string; current: boolean } & Record<FunnelStep, number>>(
      db,
      sql`select school, ${current} as current, ${sql.join(
        FUNNEL_STEPS.map((step, i) => sql`(count(*) filter (where step >= ${i + 1}))::int as ${sql.identifier(step)}`),
        sql`, `,
      )} from (${both}) r where kind <> 'career' group by 1, 2`,
    ),
    queryRows<{ school: string | null; week: string | null; current: boolean; due: number; in_time: number; answered: number; median_s: number | null; p90_s: number | null }>(
      db,
      sql`select school, week, current,
          (count(*) filter (where first_response_at is not null or created_at <= ${dueBy}))::int as due,
          (count(*) filter (where first_response_at <= created_at + interval '24 hours'))::int as in_time,
          (count(first_response_at))::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at)) as median_s,
          percentile_cont(0.9) within group (order by extract(epoch from first_response_at - created_at)) as p90_s
        from (select *, ${weekOf(sql`created_at`)} as week, ${current} as current from (${both}) r) r
        group by grouping sets ((school, current), (current), (school, week, current), (week, current))`,
    ),
    waitingNow(db, scope),
    queryRows<SourceRow>(
      db,
      sql`select source, campaign, count(*)::int as requests, (count(*) filter (where step >= 4))::int as visited,
          (count(*) filter (where step >= 5))::int as admitted
        from (${both}) r where ${current} group by 1, 2 order by requests desc, source, campaign limit 50`,
    ),
    visitFigures(db, scope, kinds),
  ]);

  const weeks: InsightsFigures["weeks"] = {};
  for (const row of weekRows) (weeks[row.week] ??= {})[row.kind] = row.n;
  const totals: InsightsFigures["totals"] = {};
  for (const row of totalRows) {
    const entry = (totals[row.school] ??= { current: {}, before: {} });
    (row.current ? entry.current : entry.before)[row.kind] = row.n;
  }
  const noSteps = () => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  const funnel = schools
    .filter((school) => school !== "" || kinds.includes("enrollment"))
    .map((school): FunnelRow => {
      const of = (isCurrent: boolean) => {
        const row = funnelRows.find((r) => r.school === school && r.current === isCurrent);
        return row ? (Object.fromEntries(FUNNEL_STEPS.map((step) => [step, row[step]])) as Record<FunnelStep, number>) : noSteps();
      };
      return { school, current: of(true), before: of(false) };
    });
  const figuresOf = (row: (typeof responseRows)[number] | undefined): ResponseFigures => ({
    due: row?.due ?? 0,
    inTime: row?.in_time ?? 0,
    answered: row?.answered ?? 0,
    medianHours: row?.median_s == null ? null : Number(row.median_s) / 3600,
    p90Hours: row?.p90_s == null ? null : Number(row.p90_s) / 3600,
  });
  const response = (["all", ...schools] as const).map((school): ResponseRow => {
    const matches = (row: (typeof responseRows)[number]) => (school === "all" ? row.school === null : row.school === school);
    const find = (isCurrent: boolean, week: string | null) => responseRows.find((row) => matches(row) && row.current === isCurrent && row.week === week);
    const weekly = Object.fromEntries(
      responseRows.filter((row) => matches(row) && row.current && row.week !== null).map((row) => [row.week!, figuresOf(row)]),
    );
    return { school, current: figuresOf(find(true, null)), before: figuresOf(find(false, null)), weeks: weekly };
  });
  return { kinds, schools, weeks, totals, funnel, response, waiting, sources: sourceRows, visits };
}

/** The requests still new now (the inbox's "new"), oldest first: whatever their period. */
async function waitingNow(db: Database, { member, school }: InsightsScope): Promise<InsightsFigures["waiting"]> {
  const parts = visibleKinds(member).map((kind) => {
    const table = requestOf(kind).table;
    const schoolCode = schoolCodeOf(kind);
    const where = and(visibleRows(member, kind) || undefined, school ? sql`${schoolCode} = ${school}` : undefined, sql`${table.status} = 'new'`);
    return sql`(select ${kind}::text as kind, ${table.id} as id, coalesce(${schoolCode}::text, '') as school, ${table.createdAt} as created_at,
      count(*) over () as total from ${table} where ${where} order by ${table.createdAt}, ${table.id} limit 10)`;
  });
  const rows = await queryRows<{ kind: RequestKind; id: number; school: string; created_at: string | Date; total: number | string }>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) w order by created_at, kind, id`,
  );
  // Each kind's rows carry their kind's total (count over the whole where, before the limit).
  const totals = new Map(rows.map((row) => [row.kind, Number(row.total)]));
  return {
    total: [...totals.values()].reduce((sum, n) => sum + n, 0),
    oldest: rows.slice(0, 10).map((row) => ({ kind: row.kind, id: row.id, school: row.school as SchoolKey, createdAt: new Date(row.created_at) })),
  };
}

/** Visits and tours booked for the period's days, per school: came, did not come, cancelled; and the visits' places. */
async function visitFigures(db: Database, { member, period, school, now }: InsightsScope, kinds: RequestKind[]): Promise<VisitFigures[]> {
  const today = todayInIndia(now);
  const booked = (kind: "visit" | "tour") => {
    if (!kinds.includes(kind)) return null;
    const table = kind === "visit" ? visitRequests : tourRequests;
    const day = kind === "visit" ? visitRequests.preferredDate : tourRequests.date;
    const where = and(visibleRows(member, kind) || undefined, school ? sql`${table.school} = ${school}` : undefined, sql`${day} between ${period.from} and ${period.to}`);
    const attended = sql`${furthestStep(kind, table)} >= 4`;
    return sql`select ${kind}::text as kind, ${table.school} as school,
        (count(*) filter (where ${table.booking} <> 'cancelled'))::int as booked,
        (count(*) filter (where ${table.booking} = 'cancelled'))::int as cancelled,
        (count(*) filter (where ${table.booking} <> 'cancelled' and ${attended}))::int as attended,
        (count(*) filter (where ${table.booking} <> 'cancelled' and not ${attended} and ${day} < ${today}))::int as no_shows
      from ${table} where ${where} group by 1, 2`;
  };
  const parts = [booked("visit"), booked("tour")].filter((part): part is SQL => part !== null);
  if (parts.length === 0) return [];
  const rows = await queryRows<{ kind: "visit" | "tour"; school: SchoolCode; booked: number; cancelled: number; attended: number; no_shows: number }>(
    db,
    sql.join(parts, sql` union all `),
  );
  const schools = [...new Set(rows.map((row) => row.school))].filter((code) => (SCHOOL_CODES as readonly string[]).includes(code));
  const calendars = await readCalendars(db, schools, now);
  return rows
    .filter((row) => schools.includes(row.school))
    .map((row) => {
      const calendar = calendars.get(row.school);
      const places =
        row.kind === "visit" && calendar
          ? openDaysBetween(period, calendar.closedWeekdays, calendar.closedDates).length *
            Object.values(calendar.visitCapacity).reduce((sum: number, n) => sum + (n as number), 0)
          : undefined;
      return { school: row.school, kind: row.kind, booked: row.booked, cancelled: row.cancelled, attended: row.attended, noShows: row.no_shows, ...(places === undefined ? {} : { places }) };
    })
    .sort((a, b) => SCHOOL_CODES.indexOf(a.school) - SCHOOL_CODES.indexOf(b.school) || a.kind.localeCompare(b.kind));
}

/** The days of a range a calendar keeps open (its closed weekdays and dates left out). */
function openDaysBetween({ from, to }: DayRange, closedWeekdays: number[], closedDates: { date: string }[]): string[] {
  const closed = new Set(closedDates.map((d) => d.date));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!closedWeekdays.includes(weekdayOf(day)) && !closed.has(day)) days.push(day);
  }
  return days;
}
