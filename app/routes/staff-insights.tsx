// /staff/insights: the office's figures in charts (issue 29). For the viewer's scope (a
// school's staff: their school; a group admin: the group with each school side by side, or
// one school with ?school=) over a chosen period (?period=month|3m|12m|custom&from&to)
// beside the period before: requests per week, the funnel from request to admission, the
// 24-hour promise, the requests waiting now, sources and campaigns, visits and tours. Each
// chart is SVG drawn on the server (it shows without scripts and prints) with its figures
// as a table under it and as a CSV file; each count opens its inbox list. The page is sent
// the figures and writes the view from them, on the server and again in the browser: the
// hundreds of links and bar names it holds are not sent a second time as data.
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { SchoolSelect } from "#app/office/inbox/school-select.tsx";
import { FigureTableView } from "#app/office/insights/figure-table.tsx";
import { InsightsCharts } from "#app/office/insights/insights-charts.tsx";
import { loadInsights } from "#app/office/insights/insights-load.server.ts";
import { PERIOD_KEYS, periodSearch } from "#app/office/insights/insights-period.ts";
import { insightsView, insightsWords, type FigureTable, type TableKey } from "#app/office/insights/insights-view.ts";
import { StaffControl, staffControlClass } from "#app/office/shell/staff-control.tsx";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Route } from "./+types/staff-insights";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffInsights"]);
  const member = signedInMember(context);
  const url = new URL(request.url);
  const { period, school, input } = await loadInsights(context.db, member, url, lang);
  const t = text.staffInsights;
  const day = (iso: string) => formatDate(iso, lang, { weekday: false });
  const query = periodSearch(period);
  if (school && member.role === "admin") query.set("school", school);
  const schoolNames = catalogues[lang].common.options.schools as Record<string, string>;
  return {
    text,
    period,
    school: school ?? null,
    canChoose: member.role === "admin",
    scope: school ? (schoolNames[school] ?? school) : t.allSchools,
    shown: fillTemplate(t.period.shown, { from: day(period.from), to: day(period.to), beforeFrom: day(period.before.from), beforeTo: day(period.before.to) }),
    csvQuery: query.toString(),
    input,
    // The rest of the view's words: the page's own are in `text`, the schools' names in the shell's.
    inboxWords: insightsWords(catalogues[lang]).inbox,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffInsights.meta.title, STAFF_PATHS.insights);
}

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  const { text, period, school, canChoose, scope, shown, csvQuery, input, inboxWords } = loaderData;
  const { lang, m } = useI18n();
  const view = useMemo(
    () => insightsView({ ...input, lang, m: { staffInsights: text.staffInsights, inbox: inboxWords, schools: m.common.options.schools } }),
    [input, lang, text, inboxWords, m],
  );
  const t = text.staffInsights;
  const eachSchool = input.figures.response.flatMap((row) => (row.school === "all" || row.school === "" ? [] : [row.school]));
  // The page's own choices (period, school) carried on, with one more.
  const withChoices = (path: string, more: string) => `${localizedPath(path, lang)}?${csvQuery ? `${csvQuery}&` : ""}${more}`;
  const csvHref = (table: TableKey) => withChoices(STAFF_PATHS.insightsCsv, `table=${table}`);
  const tableOf = (key: TableKey, inDetails = false) => <FigureTableBlock table={view.tables[key]} csvHref={csvHref(key)} csvLabel={t.csv} details={inDetails ? t.figures : undefined} />;
  return (
    <section className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 py-8 sm:py-12 print:block print:max-w-none print:space-y-6 print:px-0 print:py-0" aria-labelledby="staff-insights-title">
      <div className="grid gap-1">
        <h1 id="staff-insights-title" className="text-2xl font-bold sm:text-3xl">
          {t.title}
        </h1>
        <p className="max-w-prose text-muted">{fillTemplate(t.intro, { scope })}</p>
        <p className="font-semibold text-ink-900">{shown}</p>
      </div>

      {/* A plain GET form: every period has its own address, and it works before the scripts run. */}
      <Form method="get" action={localizedPath(STAFF_PATHS.insights, lang)} aria-label={t.period.label} className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end print:hidden">
        <StaffControl label={t.period.period}>
          {(id) => (
            <select id={id} name="period" defaultValue={period.key} className={staffControlClass}>
              {PERIOD_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t.period.options[key]}
                </option>
              ))}
            </select>
          )}
        </StaffControl>
        <StaffControl label={t.period.from}>{(id) => <input id={id} type="date" name="from" defaultValue={period.from} className={staffControlClass} />}</StaffControl>
        <StaffControl label={t.period.to}>{(id) => <input id={id} type="date" name="to" defaultValue={period.to} className={staffControlClass} />}</StaffControl>
        {canChoose ? <SchoolSelect label={t.period.school} noneLabel={t.period.allSchools} value={school ?? undefined} /> : null}
        <button type="submit" className={buttonClass("secondary", "sm")}>
          {t.period.show}
        </button>
      </Form>

      <section aria-label={t.summary.label}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {view.summary.map((figure) => (
            <li key={figure.label} className="grid content-start gap-1 rounded-xl border border-line bg-white p-4">
              <span className="text-sm font-semibold text-ink-800">{figure.label}</span>
              <span className="text-2xl font-bold tabular-nums text-ink-950">{figure.value}</span>
              <span className="text-sm text-muted">{figure.before}</span>
            </li>
          ))}
        </ul>
      </section>

      <InsightsSection id="insights-weeks" title={t.weeks.title} description={t.weeks.description}>
        <InsightsCharts.Weeks chart={view.charts.weeks} />
        {tableOf("weeks", true)}
        <h3 className="text-lg font-bold">{t.weeks.perSchool}</h3>
        <p className="max-w-prose text-sm text-muted">{t.weeks.perSchoolDescription}</p>
        {tableOf("schools")}
      </InsightsSection>
      <InsightsSection id="insights-funnel" title={t.funnel.title} description={t.funnel.description}>
        <InsightsCharts.Funnel chart={view.charts.funnel} />
        {tableOf("funnel")}
      </InsightsSection>
      <InsightsSection id="insights-response" title={t.response.title} description={t.response.description}>
        <InsightsCharts.Response chart={view.charts.response} />
        {tableOf("response")}
        <h3 className="text-lg font-bold">{t.response.weekly}</h3>
        {tableOf("responseWeeks", true)}
        {/* A group admin's view puts the schools' shares side by side; each school's own weekly hours are its page's. */}
        {canChoose && !school && eachSchool.length > 1 ? (
          <p className="text-sm print:hidden">
            {t.response.eachSchoolWeeks}{" "}
            {eachSchool.map((code, i) => (
              <span key={code}>
                {i > 0 ? ", " : null}
                <Link to={`${withChoices(STAFF_PATHS.insights, `school=${code}`)}#insights-response`} className="font-semibold text-ink-800 underline">
                  {m.common.options.schools[code]}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        <h3 className="text-lg font-bold">{t.waiting.title}</h3>
        {view.tables.waiting.rows.length > 0 ? (
          <p className="text-sm text-muted">
            {fillTemplate(t.waiting.count, { count: String(view.waitingTotal) })}{" "}
            <Link to={view.waitingHref} className="font-semibold text-ink-800 underline">
              {t.waiting.all}
            </Link>
          </p>
        ) : null}
        {tableOf("waiting")}
      </InsightsSection>
      <InsightsSection id="insights-sources" title={t.sources.title} description={t.sources.description}>
        <InsightsCharts.Sources chart={view.charts.sources} />
        {tableOf("sources")}
      </InsightsSection>
      <InsightsSection id="insights-visits" title={t.visits.title} description={t.visits.description}>
        <InsightsCharts.Visits chart={view.charts.visits} />
        {tableOf("visits")}
      </InsightsSection>
    </section>
  );
}

function InsightsSection({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-[minmax(0,1fr)] gap-4 print:break-inside-avoid-page">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        <p className="max-w-prose text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** A table with its CSV link; folded under `details` where it is long (a year of weeks). */
function FigureTableBlock({ table, csvHref, csvLabel, details }: { table: FigureTable; csvHref: string; csvLabel: string; details?: string }) {
  const csv =
    table.rows.length > 0 ? (
      <a href={csvHref} download className="inline-flex min-h-11 items-center justify-self-start text-sm font-semibold text-ink-800 underline print:hidden">
        {csvLabel}
        <span className="sr-only">: {table.caption}</span>
      </a>
    ) : null;
  if (details && table.rows.length > 0) {
    return (
      <details className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-ink-800">{details}</summary>
        <FigureTableView table={table} />
        {csv}
      </details>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <FigureTableView table={table} />
      {csv}
    </div>
  );
}
