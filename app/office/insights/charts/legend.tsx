// A chart's legend, in the page's HTML above its svg: each series' name with its swatch
// (the bar's colour and pattern, or the line's dash and point), in the series' order, so
// the series are told apart by words and shapes as well as by colour.
import { seriesFill, SeriesPatterns, SeriesPoint } from "./marks.tsx";
import { seriesLook } from "./palette.ts";
import { useChartId, type ChartSeries } from "./frame.tsx";

export function ChartLegend({ series, kind }: { series: readonly ChartSeries[]; kind: "bars" | "lines" }) {
  const prefix = useChartId();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {series.map((one, index) => {
        const look = seriesLook(index);
        return (
          <li key={one.key} className="flex items-center gap-1.5">
            {kind === "bars" ? (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" className="shrink-0">
                <SeriesPatterns prefix={prefix} count={series.length} only={index} />
                <rect x="0.5" y="0.5" width="13" height="13" fill={seriesFill(prefix, index)} stroke={look.stroke} strokeWidth="1" />
              </svg>
            ) : (
              <svg width="28" height="14" viewBox="0 0 28 14" aria-hidden="true" className="shrink-0">
                <line x1="0" y1="7" x2="28" y2="7" stroke={look.stroke} strokeWidth="2" strokeDasharray={look.dash} />
                <SeriesPoint index={index} x={14} y={7} />
              </svg>
            )}
            <span>{one.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
