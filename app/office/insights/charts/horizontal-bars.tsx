// One row per category (a funnel's steps, the sources): its label on a line of its own
// above its bars, so a long or Telugu label has the phone's whole width (wrapped at spaces
// when it needs more), a note at the line's end (a conversion, "42%"), then one bar per
// series with its value printed at the bar's end. Drawn for a phone's width; on a wide
// screen it grows by a third at most (ChartFrame), so its text never turns large.
import { scaleBand, scaleLinear } from "d3-scale";
import { ChartLegend } from "./legend.tsx";
import {
  ChartFrame,
  defaultLabelOf,
  EmptyChart,
  PHONE_WIDTH,
  textWidth,
  useChartId,
  wrapText,
  type BarLinkProps,
  type ChartBase,
} from "./frame.tsx";
import { barKey, BarLinks, placeBars, seriesFill, SeriesPatterns } from "./marks.tsx";
import { AXIS, MUTED, seriesLook } from "./palette.ts";

export interface HorizontalBarsCategory {
  key: string;
  label: string;
  /** A second text at the end of the row's label line, e.g. the step's conversion "42%". */
  note?: string;
}

export interface HorizontalBarsProps extends ChartBase, BarLinkProps {
  categories: HorizontalBarsCategory[];
  /** values[categoryKey][seriesKey]; a missing one is 0. */
  values: Record<string, Record<string, number>>;
}

const LINE = 16;
const BAR_STEP = 20;
const ROW_GAP = 18;

export function HorizontalBars({ title, description, categories, series, values, hrefOf, labelOf, format = String, emptyText }: HorizontalBarsProps) {
  const id = useChartId();
  const valueOf = (category: string, one: string) => values[category]?.[one] ?? 0;
  const all = categories.flatMap((category) => series.map((one) => valueOf(category.key, one.key)));
  const max = Math.max(0, ...all);
  if (max <= 0) return <EmptyChart text={emptyText} />;

  const width = PHONE_WIDTH;
  const labels = categories.map((category) => {
    const noteRoom = category.note ? textWidth(category.note) + 12 : 0;
    return wrapText(category.label, width - noteRoom);
  });
  // Each row as tall as its label's lines and its bars; the rows one under another.
  const band = scaleBand<string>()
    .domain(series.map((one) => one.key))
    .range([0, series.length * BAR_STEP])
    .paddingInner(0.2);
  const barsTopOf = (row: number) => labels[row]!.length * LINE + 4;
  const rowTops = labels.reduce<number[]>((tops, _, row) => [...tops, tops[row]! + barsTopOf(row) + series.length * BAR_STEP + ROW_GAP], [0]);
  const valueRoom = Math.max(...all.map((value) => textWidth(format(value)))) + 8;
  const x = scaleLinear().domain([0, max]).range([1, width - valueRoom]);
  const height = rowTops.at(-1)! - ROW_GAP + 2;
  const bars = placeBars(categories, series, {
    valueOf,
    labelOf: labelOf ?? defaultLabelOf(categories, series, format),
    hrefOf,
    boxOf: (row, index, value) => ({
      x: 1,
      y: rowTops[row]! + barsTopOf(row) + (band(series[index]!.key) ?? 0),
      width: Math.max(0, x(value) - 1),
      height: band.bandwidth(),
    }),
  });

  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      width={width}
      height={height}
      linked={hrefOf !== undefined}
      legend={series.length > 1 ? <ChartLegend series={series} kind="bars" /> : undefined}
    >
      <SeriesPatterns prefix={id} count={series.length} />
      {categories.map((category, row) => {
        const rowY = rowTops[row]!;
        const barsTop = rowY + barsTopOf(row);
        return (
          <g key={category.key} data-category={category.key}>
            <text y={rowY} fontWeight="600">
              {labels[row]!.map((line, index) => (
                <tspan key={index} x="0" dy={index === 0 ? LINE - 3 : LINE}>
                  {line}
                </tspan>
              ))}
            </text>
            {category.note ? (
              <text x={width} y={rowY + LINE - 3} textAnchor="end" fill={MUTED}>
                {category.note}
              </text>
            ) : null}
            <line x1="0.5" x2="0.5" y1={barsTop - 2} y2={barsTop + series.length * BAR_STEP - 2} stroke={AXIS} strokeWidth="1" />
            {series.map((one, index) => {
              const { box, label, value } = bars.get(barKey(category.key, one.key))!;
              return (
                <g key={one.key}>
                  <rect {...box} data-series={one.key} data-value={value} fill={seriesFill(id, index)} stroke={seriesLook(index).stroke} strokeWidth="0.75">
                    <title>{label}</title>
                  </rect>
                  <text x={box.x + box.width + 4} y={box.y + box.height / 2} dy="0.35em" aria-hidden="true">
                    {format(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      {/* Each a link over its bar and its printed value. */}
      <BarLinks links={[...bars.values()].map((bar) => ({ ...bar, box: { ...bar.box, width: bar.box.width + 4 + textWidth(format(bar.value)) } }))} />
    </ChartFrame>
  );
}
