// Placeholder until the chart components land.
import type { ChartData } from "./insights-view.ts";
const none = (_: { chart: ChartData<number | null> | ChartData }) => null;
export const InsightsCharts = { Weeks: none, Funnel: none, Response: none, Sources: none, Visits: none };
