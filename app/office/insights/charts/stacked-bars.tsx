// Vertical stacked bars: categories along x (weeks), the series stacked in their order,
// the first at the bottom (d3-shape's stack, d3-scale's band and linear scales). A
// year of weeks keeps every bar at a width its pattern shows in, so the chart is wider than
// a phone and scrolls (ChartFrame), its x labels thinned to every nth week.
import { stack } from "d3-shape";
import { ChartLegend } from "./legend.tsx";
import {
  CategoryAxes,
  categoryPlot,
  ChartFrame,
  defaultLabelOf,
  EmptyChart,
  useChartId,
  type BarLinkProps,
  type ChartBase,
  type ChartCategory,
} from "./frame.tsx";
import { barKey, BarLinks, placeBars, seriesFill, SeriesPatterns } from "./marks.tsx";
import { seriesLook } from "./palette.ts";

export interface StackedBarsProps extends ChartBase, BarLinkProps {
  categories: ChartCategory[];
  /** values[categoryKey][seriesKey]; a missing one is 0. */
  values: Record<string, Record<string, number>>;
  /** The values' name (e.g. "Requests"), above their axis. */
  yLabel?: string;
}

export function StackedBars({ title, description, categories, series, values, hrefOf, labelOf, format = String, emptyText, yLabel }: StackedBarsProps) {
  const id = useChartId();
  const valueOf = (category: string, one: string) => values[category]?.[one] ?? 0;
  const stacked = stack<ChartCategory, string>()
    .keys(series.map((one) => one.key))
    .value((category, key) => valueOf(category.key, key))(categories);
  const top = Math.max(0, ...stacked.flatMap((layer) => layer.map(([, end]) => end)));
  if (categories.length === 0 || series.length === 0 || top <= 0) return <EmptyChart text={emptyText} />;

  const plot = categoryPlot(categories, top, { exact: false, format, yLabel });
  const { x, y } = plot;
  // A zero draws nothing.
  const bars = placeBars(categories, series, {
    valueOf,
    labelOf: labelOf ?? defaultLabelOf(categories, series, format),
    hrefOf,
    boxOf: (row, index, value) => {
      const segment = stacked[index]![row]!;
      return value > 0 ? { x: x(segment.data.key) ?? 0, y: y(segment[1]), width: x.bandwidth(), height: y(segment[0]) - y(segment[1]) } : undefined;
    },
  });

  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      width={plot.width}
      height={plot.height}
      linked={hrefOf !== undefined}
      legend={series.length > 1 ? <ChartLegend series={series} kind="bars" /> : undefined}
    >
      <SeriesPatterns prefix={id} count={series.length} />
      <CategoryAxes plot={plot} categories={categories} format={format} yLabel={yLabel} />
      {stacked.map((layer, index) => (
        <g key={series[index]!.key}>
          {layer.map((segment) => {
            const bar = bars.get(barKey(segment.data.key, series[index]!.key));
            return bar ? (
              <rect key={bar.key} {...bar.box} data-category={segment.data.key} data-series={series[index]!.key} data-value={bar.value} fill={seriesFill(id, index)} stroke={seriesLook(index).stroke} strokeWidth="0.75">
                <title>{bar.label}</title>
              </rect>
            ) : null;
          })}
        </g>
      ))}
      {/* Week by week, bottom to top: the links' tab order. */}
      <BarLinks links={[...bars.values()]} />
    </ChartFrame>
  );
}
