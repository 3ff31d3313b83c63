// The office's figures (issue 29), computed by the database from the very rows the inbox
// lists, scoped by the same one function (visibleRows, through visibleKinds): a chart
// cannot count a request its viewer could not open, and each figure's link opens the inbox
// list it counts (inbox-filter.ts has the same conditions: reached, source, campaign).
import { and, sql, type SQL } from "drizzle-orm";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { weekdayOf, type SchoolCalendar } from "#app/requests/bookings/calendar-rules.ts";
import type { BookingKind } from "#app/requests/bookings/places.server.ts";
import { readCalendars } from "#app/requests/bookings/calendars.server.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows, type Database } from "#database/client.ts";
import { FUNNEL_STEPS, type FunnelStep } from "../inbox/inbox-filter.ts";
import { OVERDUE_AFTER_MS, schoolCodeOf, takesFunnelSteps, visibleKinds, visibleRows, visibleSchool } from "../inbox/inbox.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { mondayOf, type DayRange, type InsightsPeriod } from "./insights-period.ts";

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
  /** Whole hours from arriving to the first answer, of the answered ones (percentile_disc; null: none answered). */
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
  kind: BookingKind;
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
  /** The kinds the viewer sees that belong to no school (counted under ""), and the one of them on the funnel (an enrollment request). */
  groupKinds: RequestKind[];
  groupEnquiryKind: RequestKind | null;
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

/** The week (its Monday) of a day column, as a date: grouped by, then written out once per week (weekText). */
const weekOf = (day: SQL) => sql`date_trunc('week', ${day}::timestamp)::date`;
const weekText = (week: SQL) => sql`to_char(${week}, 'YYYY-MM-DD')`;

/**
 * Which of the kept figures (decision 0036) the viewer counts: their school's, as the
 * inbox holds them to it (visibleSchool, the function visibleRows narrows by), or a group
 * admin's chosen school; the group's own requests are kept under "" and so only ever
 * counted for a group admin.
 */
function schoolsCounted({ member, school }: Pick<InsightsScope, "member" | "school">, table: SQL): SQL {
  const own = visibleSchool(member);
  return own === false ? sql`false` : own ? sql`${table}.school = ${own}` : school ? sql`${table}.school = ${school}` : sql`true`;
}

/** The same, for the days of `range`. */
const figuresScope = (scope: Pick<InsightsScope, "member" | "school">, table: SQL, range: DayRange) =>
  sql`${schoolsCounted(scope, table)} and ${table}.day between ${range.from} and ${range.to}`;

/** Every figure of the insights page for its viewer, period and school. */
export async function insightsFigures(db: Database, scope: InsightsScope): Promise<InsightsFigures> {
  const { member, period } = scope;
  const kinds = visibleKinds(member);
  const schools: SchoolKey[] = scope.school ? [scope.school] : member.role === "admin" ? [...SCHOOL_CODES, ""] : member.schoolCode ? [member.schoolCode] : [];
  const groupKinds = kinds.filter((kind) => !requestOf(kind).school);
  const groupEnquiryKind = groupKinds.find(takesFunnelSteps) ?? null;
  if (kinds.length === 0) return { kinds, groupKinds, groupEnquiryKind, schools, weeks: {}, totals: {}, funnel: [], response: [], waiting: { total: 0, oldest: [] }, sources: [], visits: [] };
  const both = { from: period.before.from, to: period.to };
  const days = sql`request_day_figures`;
  const counted = figuresScope(scope, days, both);
  const current = sql`(day >= ${period.from})`;
  // The days' sums read once, summed by week first, then every grouping the page shows:
  // week × kind (g 1), school × kind (2), school with its steps (3), and the 24-hour
  // promise by school, all, school × week and week (4 to 7); each side of the period apart.
  const [dayRows, hourRows, pending, waiting, sourceRows, visits] = await Promise.all([
    queryRows<{ g: number; week: string | null; kind: RequestKind | null; school: string | null; current: boolean; requests: number; answered: number; in_time: number } & Record<FunnelStep, number>>(
      db,
      sql`with w as (
          select ${weekOf(sql`day`)} as week, kind, school, step, ${current} as current, sum(requests) as requests, sum(answered) as answered, sum(in_time) as in_time
          from ${days} where ${counted} group by 1, 2, 3, 4, 5
        )
        select grouping(week, kind, school) as g, ${weekText(sql`week`)} as week, kind, school, current, sum(requests)::int as requests, sum(answered)::int as answered,
          sum(in_time)::int as in_time, ${sql.join(
            FUNNEL_STEPS.map((step, i) => sql`(coalesce(sum(requests) filter (where step >= ${i + 1}), 0))::int as ${sql.identifier(step)}`),
            sql`, `,
          )}
        from w group by grouping sets ((week, kind, current), (school, kind, current), (school, current), (current), (school, week, current), (week, current))`,
    ),
    // The median and 90th percentile in whole hours (percentile_disc), from the answered requests' hours:
    // per school and for all together over each side of the period, and week by week for all together.
    queryRows<{ school: string | null; week: string | null; current: boolean; median: number | null; p90: number | null }>(
      db,
      sql`with h as (
          select grouping(school, week) as g, school, week, current, hours, sum(n)::int as n from (${answeredHours(scope)}) p
          group by grouping sets ((school, current, hours), (week, current, hours), (current, hours))
          having sum(n) > 0 and (grouping(week) = 1 or current)
        ), c as (
          select *, sum(n) over (partition by g, school, week, current order by hours) as cum, sum(n) over (partition by g, school, week, current) as total from h
        )
        select school, ${weekText(sql`week`)} as week, current, min(hours) filter (where cum >= 0.5 * total) as median, min(hours) filter (where cum >= 0.9 * total) as p90
        from c group by g, school, week, current`,
    ),
    unansweredWithinADay(db, scope),
    waitingNow(db, scope),
    queryRows<SourceRow>(
      db,
      sql`select source, campaign, sum(requests)::int as requests, sum(visited)::int as visited, sum(admitted)::int as admitted
        from request_source_figures f where ${figuresScope(scope, sql`f`, period)} group by 1, 2 having sum(requests) > 0
        order by requests desc, source, campaign limit 50`,
    ),
    visitFigures(db, scope),
  ]);

  // grouping(week, kind, school): a bit for each of the three left out of the row's set.
  const WEEK_KIND = 0b001;
  const SCHOOL_KIND = 0b100;
  const SCHOOL = 0b110;
  const ALL = 0b111;
  const SCHOOL_WEEK = 0b010;
  const WEEK = 0b011;
  const weeks: InsightsFigures["weeks"] = {};
  for (const row of dayRows) if (row.g === WEEK_KIND && row.current && row.requests > 0) (weeks[row.week!] ??= {})[row.kind!] = row.requests;
  const totals: InsightsFigures["totals"] = {};
  for (const row of dayRows) {
    if (row.g !== SCHOOL_KIND || row.requests <= 0) continue;
    const entry = (totals[row.school!] ??= { current: {}, before: {} });
    (row.current ? entry.current : entry.before)[row.kind!] = row.requests;
  }
  const funnelRows = dayRows.filter((row) => row.g === SCHOOL);
  const responseRows = dayRows.filter((row) => [SCHOOL, ALL, SCHOOL_WEEK, WEEK].includes(row.g));
  const noSteps = () => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  const funnel = schools
    .filter((school) => school !== "" || groupEnquiryKind)
    .map((school): FunnelRow => {
      const of = (isCurrent: boolean) => {
        const row = funnelRows.find((r) => r.school === school && r.current === isCurrent);
        return row ? (Object.fromEntries(FUNNEL_STEPS.map((step) => [step, row[step]])) as Record<FunnelStep, number>) : noSteps();
      };
      return { school, current: of(true), before: of(false) };
    });
  // A request of the last 24 hours not answered yet is not due yet: the share's base leaves it out.
  const notDue = (school: SchoolKey | "all", week: string | null, isCurrent: boolean) =>
    isCurrent ? pending.filter((row) => (school === "all" || row.school === school) && (week === null || row.week === week)).length : 0;
  const response = (["all", ...schools] as const).map((school): ResponseRow => {
    const matches = (row: { school: string | null }) => (school === "all" ? row.school === null : row.school === school);
    const matchesFigures = (row: { g: number; school: string | null; week: string | null }) => matches(row) && (row.week === null ? [SCHOOL, ALL] : [SCHOOL_WEEK, WEEK]).includes(row.g);
    const figuresOf = (isCurrent: boolean, week: string | null): ResponseFigures => {
      const row = responseRows.find((r) => matchesFigures(r) && r.current === isCurrent && r.week === week);
      const hours = hourRows.find((r) => matches(r) && r.current === isCurrent && r.week === week);
      return {
        due: (row?.requests ?? 0) - notDue(school, week, isCurrent),
        inTime: row?.in_time ?? 0,
        answered: row?.answered ?? 0,
        medianHours: hours?.median ?? null,
        p90Hours: hours?.p90 ?? null,
      };
    };
    const weekly = Object.fromEntries(
      responseRows.filter((row) => matchesFigures(row) && row.current && row.week !== null).map((row) => [row.week!, figuresOf(true, row.week)]),
    );
    return { school, current: figuresOf(true, null), before: figuresOf(false, null), weeks: weekly };
  });
  return { kinds, groupKinds, groupEnquiryKind, schools, weeks, totals, funnel, response, waiting, sources: sourceRows, visits };
}

/**
 * The answered requests per school, week, side of the period and whole hours to their
 * first answer: whole weeks inside one side from the weeks' sums, the days at the edges
 * (a week the period starts or ends in, or the two sides meet in) from the days'.
 */
function answeredHours(scope: InsightsScope): SQL {
  const { period } = scope;
  const sides = [
    { range: period.before, current: false },
    { range: { from: period.from, to: period.to }, current: true },
  ];
  const parts = sides.flatMap(({ range, current }) => {
    const firstWhole = mondayOf(range.from) === range.from ? range.from : addDays(mondayOf(range.from), 7);
    const lastWhole = addDays(mondayOf(addDays(range.to, 1)), -7);
    const side = sql.raw(String(current));
    const days = (from: string, to: string) =>
      from > to
        ? []
        : [sql`select school, ${weekOf(sql`day`)} as week, ${side} as current, hours, answered as n from response_hour_figures f where ${figuresScope(scope, sql`f`, { from, to })}`];
    if (firstWhole > lastWhole) return days(range.from, range.to);
    const weeks = sql`select school, week, ${side} as current, hours, answered as n from response_hour_weeks f
      where ${schoolsCounted(scope, sql`f`)} and f.week between ${firstWhole} and ${lastWhole}`;
    return [...days(range.from, addDays(firstWhole, -1)), weeks, ...days(addDays(lastWhole, 7), range.to)];
  });
  return sql.join(parts, sql` union all `);
}

/** The viewer's requests of the last 24 hours not answered yet (from the tables: a day's rows at most), each with its school and week. */
async function unansweredWithinADay(db: Database, { member, school, now }: InsightsScope): Promise<{ school: SchoolKey; week: string }[]> {
  const since = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const parts = visibleKinds(member).map((kind) => {
    const table = requestOf(kind).table;
    const schoolCode = schoolCodeOf(kind);
    const where = and(visibleRows(member, kind) || undefined, school ? sql`${schoolCode} = ${school}` : undefined, sql`${table.createdAt} > ${since}`, sql`${table.firstResponseAt} is null`);
    return sql`select coalesce(${schoolCode}::text, '') as school, ${weekText(weekOf(sql`(${table.createdAt} at time zone 'Asia/Kolkata')::date`))} as week from ${table} where ${where}`;
  });
  return queryRows<{ school: SchoolKey; week: string }>(db, sql.join(parts, sql` union all `));
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
async function visitFigures(db: Database, scope: InsightsScope): Promise<VisitFigures[]> {
  const { period, now } = scope;
  const today = todayInIndia(now);
  const rows = await queryRows<{ kind: BookingKind; school: SchoolCode; booked: number; cancelled: number; attended: number; no_shows: number }>(
    db,
    sql`select kind, school, sum(booked)::int as booked, sum(cancelled)::int as cancelled, sum(attended)::int as attended,
        (coalesce(sum(booked - attended) filter (where day < ${today}), 0))::int as no_shows
      from booking_day_figures f where ${figuresScope(scope, sql`f`, period)} group by 1, 2 having sum(booked) > 0 or sum(cancelled) > 0`,
  );
  const schools = [...new Set(rows.map((row) => row.school))].filter((code) => (SCHOOL_CODES as readonly string[]).includes(code));
  const calendars = await readCalendars(db, schools, now);
  return rows
    .filter((row) => schools.includes(row.school))
    .map((row) => {
      const calendar = calendars.get(row.school);
      const places = calendar ? PLACES[row.kind](calendar, period) : undefined;
      return { school: row.school, kind: row.kind, booked: row.booked, cancelled: row.cancelled, attended: row.attended, noShows: row.no_shows, ...(places === undefined ? {} : { places }) };
    })
    .sort((a, b) => SCHOOL_CODES.indexOf(a.school) - SCHOOL_CODES.indexOf(b.school) || a.kind.localeCompare(b.kind));
}

/** The places a calendar offered over a range: a visit's slots hold families; tours are counted per day, not in places. */
const PLACES: Record<BookingKind, (calendar: SchoolCalendar, range: DayRange) => number | undefined> = {
  visit: (calendar, range) =>
    openDaysBetween(range, calendar.closedWeekdays, calendar.closedDates).length * Object.values(calendar.visitCapacity).reduce((sum: number, n) => sum + n, 0),
  tour: () => undefined,
};

/** The days of a range a calendar keeps open (its closed weekdays and dates left out). */
function openDaysBetween({ from, to }: DayRange, closedWeekdays: number[], closedDates: { date: string }[]): string[] {
  const closed = new Set(closedDates.map((d) => d.date));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!closedWeekdays.includes(weekdayOf(day)) && !closed.has(day)) days.push(day);
  }
  return days;
}
