// The insights page's charts (issue 29), drawn from the view's data (insights-view.ts): its
// bars' links and names were written out by the server, so the charts get them as lookups.
import { useI18n } from "#app/i18n/i18n.tsx";
import { HorizontalBars } from "./charts/horizontal-bars.tsx";
import { LineChart } from "./charts/line-chart.tsx";
import { StackedBars } from "./charts/stacked-bars.tsx";
import type { ChartData } from "./insights-view.ts";

/** A bar's address and name from the chart's written-out links and labels. */
function barLinks(chart: ChartData) {
  return {
    hrefOf: (category: string, series: string) => chart.links?.[category]?.[series],
    ...(chart.labels ? { labelOf: (category: string, series: string) => chart.labels?.[category]?.[series] ?? "" } : {}),
  };
}

function useCount() {
  const { lang } = useI18n();
  return (n: number) => n.toLocaleString(lang === "te" ? "te-IN" : "en-IN");
}

function Weeks({ chart }: { chart: ChartData }) {
  return <StackedBars {...chart} {...barLinks(chart)} format={useCount()} />;
}

function Bars({ chart }: { chart: ChartData }) {
  return <HorizontalBars {...chart} {...barLinks(chart)} format={useCount()} />;
}

function Response({ chart }: { chart: ChartData<number | null> }) {
  return <LineChart {...chart} yMax={100} format={(n) => `${n}%`} />;
}

export const InsightsCharts = { Weeks, Funnel: Bars, Response, Sources: Bars, Visits: Bars };
