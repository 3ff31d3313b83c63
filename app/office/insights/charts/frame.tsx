// What the three charts share: their props' parts, the svg with its title and description
// (and, when it is wider than a phone, the scrolling box around it), the text-width
// estimate that places labels, and the category axis of the bar and line charts.
import { useId, type CSSProperties, type ReactNode } from "react";
import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from "d3-scale";
import { AXIS, FONT_SIZE, GRID, MUTED, TEXT } from "./palette.ts";

export interface ChartCategory {
  key: string;
  label: string;
}
export interface ChartSeries {
  key: string;
  label: string;
}
/** A bar's address (e.g. the inbox filtered to that week and source), or undefined for none. */
export type HrefOf = (categoryKey: string, seriesKey: string) => string | undefined;
/** A linked bar's accessible name, e.g. "Week of 6 January, WhatsApp: 12 requests". */
export type LabelOf = (categoryKey: string, seriesKey: string, value: number) => string;
export type Format = (n: number) => string;

/** What every chart is given besides its categories and values: its words and its series. */
export interface ChartBase {
  title: string;
  description: string;
  series: ChartSeries[];
  /** Writes a value (default String), e.g. in the page's language's digits or as "42%". */
  format?: Format;
  /** What the chart says instead when it has nothing to show. */
  emptyText: string;
}

/** A bar chart's links: a bar is a link where `hrefOf` gives an address, named by `labelOf` (default "category, series: value"). */
export interface BarLinkProps {
  hrefOf?: HrefOf;
  labelOf?: LabelOf;
}

/** A bar's name when the page gives none: "category, series: value", in the labels' language. */
export function defaultLabelOf(categories: readonly ChartCategory[], series: readonly ChartSeries[], format: Format): LabelOf {
  const labelOf = (items: readonly ChartCategory[], key: string) => items.find((item) => item.key === key)?.label ?? key;
  return (category, one, value) => `${labelOf(categories, category)}, ${labelOf(series, one)}: ${format(value)}`;
}

/**
 * The width the charts are drawn for, in viewBox units: a 360 px phone less its page
 * margins. Text is FONT_SIZE units, so 12–13 px there; a chart grows on a wide screen
 * to 1.3 times its viewBox (text to 17 px) and no more.
 */
export const PHONE_WIDTH = 340;
const GROWTH = 1.3;

/** An id for a chart's title, description and patterns, unique on the page (React's useId, kept to characters any id reference takes). */
export function useChartId(): string {
  return useId().replace(/[^A-Za-z0-9_-]/g, "");
}

/**
 * About how wide `text` is set at `size`, erring wide: 0.6 em a character. Measured in
 * Chromium at 13 units, semibold: Noto Sans's letters and digits 0.51–0.54 em; Telugu
 * 0.4–0.6 em a code point (its vowel signs and the virama are code points of their own).
 * Used to leave room for labels: the server cannot measure text.
 */
export function textWidth(text: string, size = FONT_SIZE): number {
  return [...text].length * size * 0.6;
}

/** Breaks `text` at spaces into lines of about `width` units at most (a word longer than that keeps its own line). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A chart with nothing to show says so, instead of drawing empty axes. */
export function EmptyChart({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-muted">{text}</p>;
}

/**
 * The svg of a chart, legend above it. Without links it is one image named by its title
 * and description (role img). With links it is a group: an image's contents are hidden
 * from screen readers (Chromium makes role img a leaf), which would leave its links
 * focusable but nameless. A chart wider than a phone (many categories) keeps its size and
 * scrolls sideways in a box a keyboard can reach; the box reads right to left, so without
 * scripts it opens on its right end: the latest categories and the values' axis.
 */
export function ChartFrame({
  id,
  title,
  description,
  width,
  height,
  linked,
  legend,
  children,
}: {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  linked: boolean;
  legend?: ReactNode;
  children: ReactNode;
}) {
  const scrolls = width > PHONE_WIDTH;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const svg = (
    <svg
      role={linked ? "group" : "img"}
      aria-labelledby={linked ? titleId : `${titleId} ${descId}`}
      aria-describedby={linked ? descId : undefined}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      fontSize={FONT_SIZE}
      fill={TEXT}
      className="mr-auto block h-auto max-w-(--chart-max) min-w-(--chart-min) print:min-w-0 print:break-inside-avoid"
      style={{ direction: "ltr", "--chart-max": `${Math.round(width * GROWTH)}px`, "--chart-min": scrolls ? `${width}px` : "0px" } as CSSProperties}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
  return (
    <div className="space-y-2">
      {legend}
      {scrolls ? (
        <div role="group" aria-label={title} tabIndex={0} dir="rtl" className="overflow-x-auto pb-1 print:overflow-visible">
          {svg}
        </div>
      ) : (
        svg
      )}
    </div>
  );
}

/** The plot of a chart with categories along x (weeks): bars or points in bands, values' axis on the right. */
export interface CategoryPlot {
  x: ScaleBand<string>;
  y: ScaleLinear<number, number>;
  ticks: number[];
  /** The svg's size. */
  width: number;
  height: number;
  /** The plot's edges. */
  left: number;
  right: number;
  bottom: number;
  /** Every how many categories one is labelled (the last always is). */
  labelEvery: number;
}

/** A band at least this wide (viewBox units): a bar of 9 and a gap of 3, wide enough for its pattern, or room for a point of each series. */
const MIN_STEP = 12;
const PLOT_HEIGHT = 180;
/** Room for the x labels under the plot. */
const X_LABELS_HEIGHT = 22;

/**
 * The plot for `categories` and values from 0 to `top` (rounded up to a nice number unless
 * `exact`): bands of at least MIN_STEP units, the plot at least a phone wide, room on the
 * right for the values' labels and above for the values' name.
 */
export function categoryPlot(categories: readonly ChartCategory[], top: number, { exact, format, yLabel }: { exact: boolean; format: Format; yLabel: string | undefined }): CategoryPlot {
  const y = scaleLinear().domain([0, top]);
  if (!exact) y.nice();
  const ticks = y.ticks(4);
  const plotTop = yLabel ? 26 : 10;
  const bottom = plotTop + PLOT_HEIGHT;
  y.range([bottom, plotTop]);
  const left = 4;
  const rightRoom = Math.max(24, ...ticks.map((tick) => textWidth(format(tick)) + 8));
  const right = left + Math.max(PHONE_WIDTH - left - rightRoom, categories.length * MIN_STEP);
  const x = scaleBand<string>()
    .domain(categories.map((category) => category.key))
    .range([left, right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const widest = Math.max(0, ...categories.map((category) => textWidth(category.label)));
  const labelEvery = Math.max(1, Math.ceil((widest + 10) / x.step()));
  return { x, y, ticks, width: right + rightRoom, height: bottom + X_LABELS_HEIGHT, left, right, bottom, labelEvery };
}

/**
 * The plot's axes: the values' grid lines labelled on the right with their name above
 * them (on a phone the scrolling box opens there), and under the plot every
 * `labelEvery`th category's label counted back from the last, each with a tick.
 */
export function CategoryAxes({ plot, categories, format, yLabel }: { plot: CategoryPlot; categories: readonly ChartCategory[]; format: Format; yLabel: string | undefined }) {
  const { x, y } = plot;
  const last = categories.length - 1;
  return (
    <g aria-hidden="true">
      {yLabel ? (
        <text x={plot.width} y="13" textAnchor="end" fill={MUTED}>
          {yLabel}
        </text>
      ) : null}
      {plot.ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? AXIS : GRID} strokeWidth="1" />
          <text x={plot.right + 4} y={y(tick)} dy="0.35em" fill={MUTED}>
            {format(tick)}
          </text>
        </g>
      ))}
      {categories.map((category, index) => {
        if ((last - index) % plot.labelEvery !== 0) return null;
        const centre = (x(category.key) ?? 0) + x.bandwidth() / 2;
        // Kept inside the svg's edges.
        const half = textWidth(category.label) / 2;
        const at = Math.min(Math.max(centre, plot.left + half), plot.width - half);
        return (
          <g key={category.key}>
            <line x1={centre} x2={centre} y1={plot.bottom} y2={plot.bottom + 4} stroke={AXIS} strokeWidth="1" />
            <text x={at} y={plot.bottom + 16} textAnchor="middle" fill={MUTED}>
              {category.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
