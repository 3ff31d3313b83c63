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
  type BarLinks,
  type ChartBase,
  type ChartCategory,
} from "./frame.tsx";
import { MaybeLink, seriesFill, SeriesPatterns } from "./marks.tsx";
import { seriesLook } from "./palette.ts";

export interface StackedBarsProps extends ChartBase, BarLinks {
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
  const nameOf = labelOf ?? defaultLabelOf(categories, series, format);
  const width = x.bandwidth();

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
      {stacked.map((layer, index) => {
        const one = series[index]!;
        return (
          <g key={one.key}>
            {layer.map((segment) => {
              const category = segment.data.key;
              const value = valueOf(category, one.key);
              if (value <= 0) return null;
              const box = { x: x(category) ?? 0, y: y(segment[1]), width, height: y(segment[0]) - y(segment[1]) };
              const name = nameOf(category, one.key, value);
              return (
                <MaybeLink key={category} href={hrefOf?.(category, one.key)} label={name} ring={box}>
                  <rect {...box} data-category={category} data-series={one.key} data-value={value} fill={seriesFill(id, index)} stroke={seriesLook(index).stroke} strokeWidth="0.75">
                    <title>{name}</title>
                  </rect>
                </MaybeLink>
              );
            })}
          </g>
        );
      })}
    </ChartFrame>
  );
}
