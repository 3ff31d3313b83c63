// The series' looks, shared by every chart and its legend: the same index gives a series
// the same colour, fill pattern, point shape and line dash in every chart, so "WhatsApp"
// reads alike on the page's bars and lines. Colours are the site's (app/app.css): each
// line, point and bar outline is at least 3:1 against white (WCAG's non-text contrast), and
// so is each fill but for the two marigolds (2.7:1 and 1.6:1), which the bars' outline in
// the series' stroke (5:1 and 6.9:1) sets off from the white; the patterns and shapes tell the
// series apart on paper in black and white and to a reader who does not see the colours.

export type FillPattern = "solid" | "diagonal" | "dots" | "cross" | "horizontal" | "vertical";
/** d3-shape's symbols. */
export type PointShape = "circle" | "square" | "triangle" | "diamond" | "wye" | "cross";

export interface SeriesLook {
  /** A bar's colour. */
  fill: string;
  /** Lines, points and outlines: at least 3:1 against white. */
  stroke: string;
  /** What is drawn over the fill, in `ink` (white on the dark colours, dark on the light). */
  pattern: FillPattern;
  ink: string;
  shape: PointShape;
  /** A line's dashes (SVG stroke-dasharray); undefined for a solid line. */
  dash: string | undefined;
}

const white = "#ffffff";

export const SERIES_LOOKS: readonly SeriesLook[] = [
  { fill: "#1e4a75", stroke: "#1e4a75", pattern: "solid", ink: white, shape: "circle", dash: undefined }, // ink-700
  { fill: "#e08a00", stroke: "#b45309", pattern: "diagonal", ink: white, shape: "square", dash: "6 3" }, // marigold-500, line in marigold-600
  { fill: "#15803d", stroke: "#15803d", pattern: "dots", ink: white, shape: "triangle", dash: "2 3" }, // success
  { fill: "#fbc15e", stroke: "#8a4a0c", pattern: "cross", ink: "#0f2a44", shape: "diamond", dash: "8 3 2 3" }, // marigold-300, ink-900 hatching
  { fill: "#4b5868", stroke: "#4b5868", pattern: "horizontal", ink: white, shape: "wye", dash: "10 4" }, // muted
  { fill: "#b91c1c", stroke: "#b91c1c", pattern: "vertical", ink: white, shape: "cross", dash: "3 2 3 6" }, // danger
];

/** The look of the series at `index` (0 first); past six they repeat. */
export function seriesLook(index: number): SeriesLook {
  return SERIES_LOOKS[index % SERIES_LOOKS.length]!;
}

/** Text and axis colours: text on white at 4.5:1 or more (app.css: text, muted). */
export const TEXT = "#1d2733";
export const MUTED = "#4b5868";
export const GRID = "#d6cfc2";
export const AXIS = "#4b5868";
/** The reference line (a promise such as "answered within 24 hours") and its label: 6:1 on white. */
export const REFERENCE = "#b91c1c";
/** The focus ring of a linked bar: ink-950 (the site's marigold outline is under 3:1 on white). */
export const FOCUS = "#0b1f33";
/** Text size in viewBox units: at ~340 units on a 360 px phone, one unit is about one CSS px (13: Telugu at 12 reads small). */
export const FONT_SIZE = 13;
