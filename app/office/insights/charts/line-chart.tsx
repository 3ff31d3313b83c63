// Lines over categories (weeks), y from 0: each series a line in its colour and dash with
// its points marked in its shape (d3-shape's line and symbols), a week without a value
// (null) a gap in the line, and an optional reference line (the 24-hour promise). The
// categories sit in the same bands as StackedBars', so a line and bars over the same weeks
// line up; a year of weeks scrolls on a phone as the bars do.
import { line } from "d3-shape";
import { ChartLegend } from "./legend.tsx";
import { CategoryAxes, categoryPlot, ChartFrame, EmptyChart, useChartId, type ChartBase, type ChartCategory } from "./frame.tsx";
import { SeriesPoint } from "./marks.tsx";
import { REFERENCE, seriesLook } from "./palette.ts";

export interface LineChartProps extends ChartBase {
  categories: ChartCategory[];
  /** values[categoryKey][seriesKey]; null or missing: no value that week (a gap). */
  values: Record<string, Record<string, number | null>>;
  /** The top of the values' axis (100 for percentages); else a round number above the largest value. */
  yMax?: number;
  /** A horizontal line to read the series against, e.g. { value: 24, label: "24 hours" }. */
  reference?: { value: number; label: string };
  /** The values' name (e.g. "Hours"), above their axis. */
  yLabel?: string;
}

export function LineChart({ title, description, categories, series, values, format = String, yMax, reference, emptyText, yLabel }: LineChartProps) {
  const id = useChartId();
  const valueOf = (category: string, one: string) => values[category]?.[one] ?? null;
  const known = categories.flatMap((category) => series.map((one) => valueOf(category.key, one.key))).filter((value) => value !== null);
  // Zeros are values here (none answered in time); only weeks with no value at all leave nothing to draw.
  if (known.length === 0) return <EmptyChart text={emptyText} />;

  const plot = categoryPlot(categories, yMax ?? Math.max(...known, reference?.value ?? 0), { exact: yMax !== undefined, format, yLabel });
  const { x, y } = plot;
  const centre = (category: string) => (x(category) ?? 0) + x.bandwidth() / 2;
  const referenceY = reference && reference.value <= y.domain()[1]! ? y(reference.value) : undefined;

  return (
    <ChartFrame
      id={id}
      title={title}
      description={description}
      width={plot.width}
      height={plot.height}
      linked={false}
      legend={<ChartLegend series={series} kind="lines" />}
    >
      <CategoryAxes plot={plot} categories={categories} format={format} yLabel={yLabel} />
      {reference && referenceY !== undefined ? (
        <g data-reference="">
          <line x1={plot.left} x2={plot.right} y1={referenceY} y2={referenceY} stroke={REFERENCE} strokeWidth="1.5" />
          {/* Its label on a white ground over the grid, at the plot's right end (the latest weeks, shown first on a phone). */}
          <text
            x={plot.right - 4}
            y={referenceY - 5}
            textAnchor="end"
            fill={REFERENCE}
            stroke="#ffffff"
            strokeWidth="4"
            paintOrder="stroke"
          >
            {reference.label}
          </text>
        </g>
      ) : null}
      {series.map((one, index) => {
        const look = seriesLook(index);
        const path = line<ChartCategory>()
          .defined((category) => valueOf(category.key, one.key) !== null)
          .x((category) => centre(category.key))
          .y((category) => y(valueOf(category.key, one.key) ?? 0))(categories);
        return (
          <g key={one.key} data-series={one.key}>
            <path d={path ?? undefined} fill="none" stroke={look.stroke} strokeWidth="2" strokeDasharray={look.dash} strokeLinejoin="round" />
            {categories.map((category) => {
              const value = valueOf(category.key, one.key);
              if (value === null) return null;
              return (
                <g key={category.key} data-category={category.key} data-value={value}>
                  <title>{`${category.label}, ${one.label}: ${format(value)}`}</title>
                  <SeriesPoint index={index} x={centre(category.key)} y={y(value)} />
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartFrame>
  );
}
