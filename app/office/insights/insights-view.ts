// The insights page's figures in words (issue 29): each chart's data with its links and
// the accessible names of its bars, and each table, written once in the viewer's language.
// The page draws them; the CSV download writes the very same tables (no second copy of a
// figure that could disagree).
import type { Language, SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatDate, formatInstant } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { addDays } from "#app/lib/india-date.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { BOOKING_OUTCOMES, FUNNEL_STEPS, type BookingOutcome, type FunnelStep, type InboxFilter } from "../inbox/inbox-filter.ts";
import { inboxSearch } from "../inbox/inbox-query.ts";
import { statusLabel } from "../shell/request-words.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import { weeksOf, type DayRange, type InsightsPeriod } from "./insights-period.ts";
import type { BookingKind } from "#app/requests/bookings/places.server.ts";
import type { InsightsFigures, ResponseFigures, SchoolKey } from "./insights.server.ts";

/** A cell: its text, and where it leads (the inbox list it counts). */
export interface Cell {
  text: string;
  href?: string;
  /** The CSV's value where it differs from the text: a number as a spreadsheet reads it (1234, not "1,234"). */
  csv?: string;
}

/** A table of figures, as the page shows it and the CSV holds it. */
export interface FigureTable {
  key: TableKey;
  caption: string;
  /** numeric: right-aligned, on one line; oneLine: a short text kept whole (a week's date). */
  columns: { label: string; numeric?: boolean; oneLine?: boolean }[];
  rows: Cell[][];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

export const TABLE_KEYS = ["weeks", "schools", "funnel", "response", "responseWeeks", "waiting", "sources", "visits"] as const;
export type TableKey = (typeof TABLE_KEYS)[number];

/** A chart's data, its bars' links and names written out (the page is sent data, not functions). */
export interface ChartData<V = number> {
  title: string;
  description: string;
  categories: { key: string; label: string; note?: string }[];
  series: { key: string; label: string }[];
  values: Record<string, Record<string, V>>;
  links?: Record<string, Record<string, string>>;
  labels?: Record<string, Record<string, string>>;
  emptyText: string;
}

export interface SummaryFigure {
  label: string;
  value: string;
  before: string;
}

export interface InsightsView {
  summary: SummaryFigure[];
  charts: { weeks: ChartData; funnel: ChartData; response: ChartData<number | null>; sources: ChartData; visits: ChartData };
  tables: Record<TableKey, FigureTable>;
  /** How many requests are still new now, and their inbox list. */
  waitingTotal: number;
  waitingHref: string;
}

/** What the view is written from, besides its language: the page's loader sends it, and the page writes the view (its links and bars' names are not sent twice). */
export interface ViewFigures {
  figures: InsightsFigures;
  period: InsightsPeriod;
  /** A group admin's chosen school, or none: all the viewer sees (the inbox lists keep a school's staff to theirs). */
  school?: SchoolCode;
  now: Date;
}

/** The words the view is written in: the page's own, the inbox's names of kinds and statuses, the schools' names. */
export interface InsightsWords {
  staffInsights: Messages["staffInsights"];
  inbox: Pick<Messages["staff"]["inbox"], "kinds" | "statuses" | "statusesFor">;
  schools: Record<string, string>;
}

export function insightsWords(m: Pick<Messages, "staffInsights" | "staff" | "common">): InsightsWords {
  const { kinds, statuses, statusesFor } = m.staff.inbox;
  return { staffInsights: m.staffInsights, inbox: { kinds, statuses, statusesFor }, schools: m.common.options.schools };
}

interface ViewContext extends ViewFigures {
  lang: Language;
  m: InsightsWords;
}

const sum = (values: Iterable<number | undefined>) => [...values].reduce<number>((total, n) => total + (n ?? 0), 0);
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

export function insightsView({ figures, period, school, lang, m, now }: ViewContext): InsightsView {
  const t = m.staffInsights;
  const inbox = m.inbox;
  const schoolNames = m.schools;
  const schoolLabel = (key: SchoolKey | "all") => (key === "all" ? t.response.all : key === "" ? t.weeks.groupOwn : (schoolNames[key] ?? key));
  const number = (n: number) => n.toLocaleString(lang === "te" ? "te-IN" : "en-IN");
  const percent = (n: number | null) => (n === null ? t.noFigure : fillTemplate(t.percent, { percent: String(n) }));
  const hours = (n: number | null) => (n === null ? t.noFigure : fillTemplate(t.hours, { hours: number(n) }));
  const day = (iso: string) => formatDate(iso, lang, { weekday: false });
  const list = (filter: InboxFilter) => {
    const query = inboxSearch({ ...(school ? { school } : {}), ...filter }).toString();
    return localizedPath(`${STAFF_PATHS.home}${query ? `?${query}` : ""}`, lang);
  };
  const within = (range: DayRange) => ({ from: range.from, to: range.to });

  // Requests per week and kind.
  const weeks = weeksOf(period);
  const weekRange = (week: string) => ({ from: week < period.from ? period.from : week, to: addDays(week, 6) > period.to ? period.to : addDays(week, 6) });
  const kindSeries = figures.kinds.map((kind) => ({ key: kind, label: inbox.kinds[kind] }));
  const weekValues = Object.fromEntries(weeks.map((week) => [week, Object.fromEntries(figures.kinds.map((kind) => [kind, figures.weeks[week]?.[kind] ?? 0]))]));
  const weekLinks = Object.fromEntries(weeks.map((week) => [week, Object.fromEntries(figures.kinds.map((kind) => [kind, list({ kind, ...weekRange(week) })]))]));
  const weekLabel = (week: string) => day(week);
  const weekBars = Object.fromEntries(
    weeks.map((week) => [
      week,
      Object.fromEntries(figures.kinds.map((kind) => [kind, fillTemplate(t.weeks.bar, { kind: inbox.kinds[kind], week: weekLabel(week), count: number(weekValues[week]![kind]!) })])),
    ]),
  );
  const anyRequest = sum(Object.values(figures.weeks).flatMap((kinds) => Object.values(kinds))) > 0;

  // The funnel: the viewer's schools together, now and before.
  const funnelOf = (side: "current" | "before", step: FunnelStep) => sum(figures.funnel.map((row) => row[side][step]));
  const sides = [
    { key: "current", label: t.weeks.now, range: within(period) },
    { key: "before", label: t.weeks.before, range: period.before },
  ] as const;
  const stepLabel = (step: FunnelStep) => statusLabel(inbox, step);
  const funnelChart: ChartData = {
    title: t.funnel.title,
    description: t.funnel.description,
    categories: FUNNEL_STEPS.map((step, i) => {
      const conversion = i === 0 ? null : share(funnelOf("current", step), funnelOf("current", FUNNEL_STEPS[i - 1]!));
      return { key: step, label: stepLabel(step), ...(conversion === null ? {} : { note: fillTemplate(t.funnel.conversion, { percent: String(conversion) }) }) };
    }),
    series: sides.map(({ key, label }) => ({ key, label })),
    values: Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Object.fromEntries(sides.map(({ key }) => [key, funnelOf(key, step)]))])),
    links: Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Object.fromEntries(sides.map(({ key, range }) => [key, list({ reached: step, ...range })]))])),
    labels: Object.fromEntries(
      FUNNEL_STEPS.map((step) => [
        step,
        Object.fromEntries(sides.map(({ key, label }) => [key, fillTemplate(t.funnel.bar, { school: label, step: stepLabel(step), count: number(funnelOf(key, step)) })])),
      ]),
    ),
    emptyText: t.funnel.empty,
  };

  // The 24-hour promise, week by week, for everything in view.
  const all = figures.response.find((row) => row.school === "all");
  const shareOf = (f: ResponseFigures | undefined) => (f ? share(f.inTime, f.due) : null);
  const responseChart: ChartData<number | null> = {
    title: t.response.chart,
    description: t.response.chartDescription,
    categories: weeks.map((week) => ({ key: week, label: weekLabel(week) })),
    series: [{ key: "all", label: t.response.series }],
    values: Object.fromEntries(weeks.map((week) => [week, { all: shareOf(all?.weeks[week]) }])),
    emptyText: t.response.empty,
  };

  // Sources and campaigns: the ten that brought most requests in the chart, all in the table.
  // "|" is no character of a kept source or campaign (app/requests/sources).
  const sourceKey = (row: { source: string; campaign: string }) => `${row.source}|${row.campaign}`;
  const sourceLabel = (row: { source: string; campaign: string }) => (row.campaign ? `${row.source} · ${row.campaign}` : row.source);
  const sourceSeries = [
    { key: "requests", label: t.sources.requests, reached: undefined },
    { key: "visited", label: t.sources.visited, reached: "visited" as const },
    { key: "admitted", label: t.sources.admitted, reached: "admitted" as const },
  ];
  const sourceLink = (row: { source: string; campaign: string }, reached?: FunnelStep) =>
    list({ source: row.source, campaign: row.campaign, ...within(period), ...(reached ? { reached } : {}) });
  const topSources = figures.sources.slice(0, 10);
  const sourcesChart: ChartData = {
    title: t.sources.title,
    description: t.sources.description,
    categories: topSources.map((row) => ({ key: sourceKey(row), label: sourceLabel(row) })),
    series: sourceSeries.map(({ key, label }) => ({ key, label })),
    values: Object.fromEntries(topSources.map((row) => [sourceKey(row), { requests: row.requests, visited: row.visited, admitted: row.admitted }])),
    links: Object.fromEntries(topSources.map((row) => [sourceKey(row), Object.fromEntries(sourceSeries.map(({ key, reached }) => [key, sourceLink(row, reached)]))])),
    labels: Object.fromEntries(
      topSources.map((row) => [
        sourceKey(row),
        Object.fromEntries(
          sourceSeries.map(({ key, label }) => [key, fillTemplate(t.sources.bar, { source: sourceLabel(row), series: label, count: number(row[key as "requests"]) })]),
        ),
      ]),
    ),
    emptyText: t.sources.empty,
  };

  // Visits and tours per school.
  const visitKey = (row: { school: string; kind: string }) => `${row.school} ${row.kind}`;
  const visitLabel = (row: { school: SchoolCode; kind: BookingKind }) => `${schoolLabel(row.school)}: ${t.visits[row.kind]}`;
  const visitSeries = BOOKING_OUTCOMES.map((key) => ({ key, label: t.visits[key] }));
  // Each count opens the bookings it counts: that school's, for the period's days, ended so.
  const visitLink = (row: { school: SchoolCode; kind: BookingKind }, outcome: BookingOutcome) =>
    list({ kind: row.kind, school: row.school, booked: { outcome, ...within(period) } });
  const visitsChart: ChartData = {
    title: t.visits.title,
    description: t.visits.description,
    categories: figures.visits.map((row) => ({ key: visitKey(row), label: visitLabel(row) })),
    series: visitSeries,
    values: Object.fromEntries(figures.visits.map((row) => [visitKey(row), Object.fromEntries(visitSeries.map(({ key }) => [key, row[key]]))])),
    links: Object.fromEntries(figures.visits.map((row) => [visitKey(row), Object.fromEntries(visitSeries.map(({ key }) => [key, visitLink(row, key)]))])),
    labels: Object.fromEntries(
      figures.visits.map((row) => [
        visitKey(row),
        Object.fromEntries(visitSeries.map(({ key, label }) => [key, fillTemplate(t.visits.bar, { booking: visitLabel(row), series: label, count: number(row[key]) })])),
      ]),
    ),
    emptyText: t.visits.empty,
  };

  // The tables.
  const cell = (text: string, href?: string): Cell => (href ? { text, href } : { text });
  const count = (n: number, href?: string): Cell => ({ ...cell(number(n), href), csv: String(n) });
  // Two days and more in days: "9 days" reads at a glance, "216 h" does not.
  const waited = (hours: number): Cell => ({
    text: hours < 48 ? fillTemplate(t.waiting.waitedHours, { hours: number(hours) }) : fillTemplate(t.waiting.waitedDays, { days: number(Math.floor(hours / 24)) }),
    csv: String(hours),
  });
  const hoursCell = (n: number | null): Cell => ({ text: hours(n), csv: n === null ? "" : String(n) });
  const shareCell = (f: ResponseFigures | undefined): Cell => {
    const n = shareOf(f);
    return { text: percent(n), csv: n === null ? "" : String(n) };
  };
  // Each school's weeks beside the whole where the view holds more than one school.
  const weeklySchools = figures.schools.length > 1 ? figures.response.filter((row) => row.school !== "all") : [];
  const schoolsInView = figures.schools.filter((key) => key !== "" || figures.groupKinds.length > 0);
  const tables: Record<TableKey, FigureTable> = {
    weeks: {
      key: "weeks",
      caption: t.weeks.title,
      columns: [{ label: t.weeks.week, oneLine: true }, ...kindSeries.map(({ label }) => ({ label, numeric: true })), { label: t.weeks.total, numeric: true }],
      rows: (anyRequest ? weeks : []).map((week) => [
        cell(weekLabel(week)),
        ...figures.kinds.map((kind) => count(weekValues[week]![kind]!, weekLinks[week]![kind])),
        count(sum(Object.values(weekValues[week]!)), list(weekRange(week))),
      ]),
      empty: t.weeks.empty,
    },
    schools: {
      key: "schools",
      caption: t.weeks.perSchool,
      columns: [{ label: t.weeks.school }, ...kindSeries.map(({ label }) => ({ label, numeric: true })), { label: t.weeks.now, numeric: true }, { label: t.weeks.before, numeric: true }],
      rows: schoolsInView.map((key) => {
        const counts = figures.totals[key] ?? { current: {}, before: {} };
        const narrow = key === "" ? {} : { school: key };
        return [
          cell(schoolLabel(key)),
          ...figures.kinds.map((kind: RequestKind) => count(counts.current[kind] ?? 0, key === "" && !figures.groupKinds.includes(kind) ? undefined : list({ ...narrow, kind, ...within(period) }))),
          count(sum(Object.values(counts.current)), key === "" ? undefined : list({ ...narrow, ...within(period) })),
          count(sum(Object.values(counts.before)), key === "" ? undefined : list({ ...narrow, ...period.before })),
        ];
      }),
      empty: "",
    },
    funnel: {
      key: "funnel",
      caption: t.funnel.title,
      columns: [{ label: t.weeks.school }, ...FUNNEL_STEPS.map((step) => ({ label: stepLabel(step), numeric: true }))],
      rows: figures.funnel.map((row) => [
        cell(row.school === "" ? t.funnel.groupOwn : schoolLabel(row.school)),
        ...FUNNEL_STEPS.map((step, i) => {
          const count = row.current[step];
          const conversion = i === 0 ? null : share(count, row.current[FUNNEL_STEPS[i - 1]!]);
          const text = conversion === null ? number(count) : `${number(count)} (${percent(conversion)})`;
          const own: InboxFilter = row.school === "" ? (figures.groupEnquiryKind ? { kind: figures.groupEnquiryKind } : {}) : { school: row.school };
          const filter: InboxFilter = { ...own, reached: step, ...within(period) };
          return { ...cell(text, list(filter)), csv: String(count) };
        }),
      ]),
      empty: t.funnel.empty,
    },
    response: {
      key: "response",
      caption: t.response.title,
      columns: [
        { label: t.response.school },
        { label: t.response.share, numeric: true },
        { label: t.response.median, numeric: true },
        { label: t.response.p90, numeric: true },
        { label: t.response.due, numeric: true },
        { label: `${t.response.share} (${t.weeks.before})`, numeric: true },
      ],
      rows: figures.response.map((row) => [
        cell(schoolLabel(row.school)),
        cell(percent(shareOf(row.current))),
        hoursCell(row.current.medianHours),
        hoursCell(row.current.p90Hours),
        count(row.current.due, row.school === "all" ? list(within(period)) : row.school === "" ? undefined : list({ school: row.school, ...within(period) })),
        cell(percent(shareOf(row.before))),
      ]),
      empty: t.response.empty,
    },
    // Week by week: all together with the hours, and each school's share beside it (a group admin's whole view).
    responseWeeks: {
      key: "responseWeeks",
      caption: t.response.weekly,
      columns: [
        { label: t.response.week, oneLine: true },
        { label: t.response.median, numeric: true },
        { label: t.response.p90, numeric: true },
        { label: t.response.all, numeric: true },
        ...weeklySchools.map((row) => ({ label: schoolLabel(row.school), numeric: true })),
      ],
      rows: (all && Object.keys(all.weeks).length > 0 ? weeks : []).map((week) => [
        cell(weekLabel(week)),
        hoursCell(all?.weeks[week]?.medianHours ?? null),
        hoursCell(all?.weeks[week]?.p90Hours ?? null),
        shareCell(all?.weeks[week]),
        ...weeklySchools.map((row) => shareCell(row.weeks[week])),
      ]),
      empty: t.response.empty,
    },
    waiting: {
      key: "waiting",
      caption: t.waiting.title,
      columns: [{ label: t.waiting.kind }, { label: t.waiting.school }, { label: t.waiting.received }, { label: t.waiting.waited, numeric: true }],
      rows: figures.waiting.oldest.map((request) => [
        cell(fillTemplate(t.waiting.open, { kind: inbox.kinds[request.kind], id: String(request.id) }), localizedPath(requestPath(request.kind, request.id), lang)),
        cell(request.school === "" ? t.noFigure : schoolLabel(request.school)),
        cell(formatInstant(request.createdAt, lang)),
        waited(Math.floor((now.getTime() - request.createdAt.getTime()) / 3_600_000)),
      ]),
      empty: t.waiting.none,
    },
    sources: {
      key: "sources",
      caption: t.sources.title,
      columns: [
        { label: t.sources.source },
        { label: t.sources.campaign },
        { label: t.sources.requests, numeric: true },
        { label: t.sources.visited, numeric: true },
        { label: t.sources.admitted, numeric: true },
      ],
      rows: figures.sources.map((row) => [
        cell(row.source),
        cell(row.campaign || t.sources.noCampaign),
        count(row.requests, sourceLink(row)),
        count(row.visited, sourceLink(row, "visited")),
        count(row.admitted, sourceLink(row, "admitted")),
      ]),
      empty: t.sources.empty,
    },
    visits: {
      key: "visits",
      caption: t.visits.title,
      columns: [
        { label: t.visits.school },
        { label: t.visits.kind },
        ...visitSeries.map(({ label }) => ({ label, numeric: true })),
        { label: t.visits.occupancy, numeric: true },
      ],
      rows: figures.visits.map((row) => [
        cell(schoolLabel(row.school)),
        cell(t.visits[row.kind]),
        ...visitSeries.map(({ key }) => count(row[key], visitLink(row, key))),
        cell(row.places ? fillTemplate(t.visits.occupancyOf, { percent: String(share(row.booked, row.places) ?? 0), places: number(row.places) }) : t.noFigure),
      ]),
      empty: t.visits.empty,
    },
  };

  // At a glance: this period beside the one before.
  const requestsNow = sum(Object.values(figures.totals).flatMap((counts) => Object.values(counts.current)));
  const requestsBefore = sum(Object.values(figures.totals).flatMap((counts) => Object.values(counts.before)));
  const before = (value: string) => fillTemplate(t.summary.before, { value });
  const summary: SummaryFigure[] = [
    { label: t.summary.requests, value: number(requestsNow), before: before(number(requestsBefore)) },
    { label: t.summary.admitted, value: number(funnelOf("current", "admitted")), before: before(number(funnelOf("before", "admitted"))) },
    { label: t.summary.inTime, value: percent(shareOf(all?.current)), before: before(percent(shareOf(all?.before))) },
    { label: t.summary.median, value: hours(all?.current.medianHours ?? null), before: before(hours(all?.before.medianHours ?? null)) },
  ];

  return {
    summary,
    charts: {
      weeks: { title: t.weeks.title, description: t.weeks.description, categories: weeks.map((week) => ({ key: week, label: weekLabel(week) })), series: kindSeries, values: weekValues, links: weekLinks, labels: weekBars, emptyText: t.weeks.empty },
      funnel: funnelChart,
      response: responseChart,
      sources: sourcesChart,
      visits: visitsChart,
    },
    tables,
    waitingTotal: figures.waiting.total,
    waitingHref: list({ status: "new" }),
  };
}
