// /staff/insights.csv?table=<key>: one of the insights page's tables as a CSV file (issue
// 29), for the same period and school as the page's address, with exactly the page's
// figures (the same view). A resource route for a signed-in member only.
import { BOM, csvLines } from "#app/office/inbox/inbox-export.server.ts";
import { insightsView, insightsWords, TABLE_KEYS, type TableKey } from "#app/office/insights/insights-view.ts";
import { loadInsights } from "#app/office/insights/insights-load.server.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { chooseSchool } from "#app/office/bookings/school-choice.ts";
import { staffDownloadRefusal } from "#app/office/shell/staff-not-found.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Route } from "./+types/staff-insights-csv";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = loadPageText(request, params, ["staffInsights"]);
  const member = signedInMember(context);
  const url = new URL(request.url);
  const key = url.searchParams.get("table") ?? "";
  // A file's address answers a file's refusal: another school's figures do not exist, as a wrong table does not.
  if (!(TABLE_KEYS as readonly string[]).includes(key) || "notFound" in chooseSchool(member, url.searchParams.get("school"))) {
    throw staffDownloadRefusal(lang, "notFound");
  }
  const { period, school, input } = await loadInsights(context.db, member, url, lang);
  const table = insightsView({ ...input, lang, m: insightsWords(catalogues[lang]) }).tables[key as TableKey];
  const name = ["insights", key, school, period.from, period.to].filter(Boolean).join("-");
  // As the inbox's export: UTF-8 with a BOM (Telugu letters), and a campaign's name that starts like a formula made inert.
  const body = BOM + csvLines([table.columns.map((column) => column.label), ...table.rows.map((row) => row.map((cell) => cell.csv ?? cell.text))]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
