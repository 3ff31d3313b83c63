// What the charts draw for a series (its fill pattern, its point) and a bar that may be a
// link. The patterns and points come from palette.ts, so a chart and its legend agree.
import type { ReactNode } from "react";
import { symbol, symbolCircle, symbolCross, symbolDiamond, symbolSquare, symbolTriangle, symbolWye, type SymbolType } from "d3-shape";
import { FOCUS, seriesLook, type FillPattern, type PointShape } from "./palette.ts";

/** The id of series `index`'s fill pattern within a chart (or a legend) whose ids start with `prefix`. */
export const patternId = (prefix: string, index: number) => `${prefix}-fill-${index}`;

/** What each pattern draws over its colour, in a 6×6 tile (the diagonal ones turned 45°). */
const tiles: Record<Exclude<FillPattern, "solid">, { rotate: number; draw: (ink: string) => ReactNode }> = {
  diagonal: { rotate: 45, draw: (ink) => <line x1="1.5" y1="0" x2="1.5" y2="6" stroke={ink} strokeWidth="1.5" /> },
  dots: { rotate: 0, draw: (ink) => <circle cx="3" cy="3" r="1.3" fill={ink} /> },
  cross: {
    rotate: 45,
    draw: (ink) => <path d="M3 0V6M0 3H6" stroke={ink} strokeWidth="1" />,
  },
  horizontal: { rotate: 0, draw: (ink) => <line x1="0" y1="3" x2="6" y2="3" stroke={ink} strokeWidth="1.5" /> },
  vertical: { rotate: 0, draw: (ink) => <line x1="3" y1="0" x2="3" y2="6" stroke={ink} strokeWidth="1.5" /> },
};

/** The fill patterns of the series `0 … count-1`, for a chart's (or a swatch's) `<defs>`. */
export function SeriesPatterns({ prefix, count, only }: { prefix: string; count: number; only?: number }) {
  const indices = only === undefined ? Array.from({ length: count }, (_, i) => i) : [only];
  return (
    <defs>
      {indices.map((index) => {
        const look = seriesLook(index);
        if (look.pattern === "solid") return null;
        const tile = tiles[look.pattern];
        return (
          <pattern
            key={index}
            id={patternId(prefix, index)}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform={tile.rotate ? `rotate(${tile.rotate})` : undefined}
          >
            <rect width="6" height="6" fill={look.fill} />
            {tile.draw(look.ink)}
          </pattern>
        );
      })}
    </defs>
  );
}

/** How series `index` fills a bar: its pattern, or its colour when it has none. */
export function seriesFill(prefix: string, index: number): string {
  const look = seriesLook(index);
  return look.pattern === "solid" ? look.fill : `url(#${patternId(prefix, index)})`;
}

const symbols: Record<PointShape, SymbolType> = {
  circle: symbolCircle,
  square: symbolSquare,
  triangle: symbolTriangle,
  diamond: symbolDiamond,
  wye: symbolWye,
  cross: symbolCross,
};

/** Series `index`'s point at (x, y), drawn by d3-shape's symbol; `size` is its area. */
export function SeriesPoint({ index, x, y, size = 48 }: { index: number; x: number; y: number; size?: number }) {
  const look = seriesLook(index);
  return (
    <path
      d={symbol(symbols[look.shape], size)() ?? undefined}
      transform={`translate(${x},${y})`}
      fill={look.stroke}
      stroke="#ffffff"
      strokeWidth="1"
    />
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A bar (with its printed value) that is a link where the page gives an address. */
export interface BarLink {
  key: string;
  href: string | undefined;
  /** Its accessible name. */
  label: string;
  box: Box;
}

/** A bar as placed: its box, value, name and address. */
export type PlacedBar = BarLink & { value: number };

/** A box to a tenth of a unit: the page carries hundreds of them, and a tenth is finer than a phone's pixel. */
const tenth = (n: number) => Math.round(n * 10) / 10;
const rounded = ({ x, y, width, height }: Box): Box => ({ x: tenth(x), y: tenth(y), width: tenth(width), height: tenth(height) });

/** The key of a category's bar of a series. */
export const barKey = (category: string, series: string) => `${category} ${series}`;

/**
 * Each bar's box (from `boxOf`; undefined: not drawn), value, name and address, category
 * by category and within each series by series: the order of the links' tabs.
 */
export function placeBars(
  categories: readonly { key: string }[],
  series: readonly { key: string }[],
  { valueOf, boxOf, labelOf, hrefOf }: {
    valueOf: (category: string, series: string) => number;
    boxOf: (category: number, series: number, value: number) => Box | undefined;
    labelOf: (category: string, series: string, value: number) => string;
    hrefOf: ((category: string, series: string) => string | undefined) | undefined;
  },
): Map<string, PlacedBar> {
  const bars = new Map<string, PlacedBar>();
  categories.forEach((category, row) =>
    series.forEach((one, index) => {
      const value = valueOf(category.key, one.key);
      const box = boxOf(row, index, value);
      if (!box) return;
      const key = barKey(category.key, one.key);
      bars.set(key, { key, box: rounded(box), value, label: labelOf(category.key, one.key, value), href: hrefOf?.(category.key, one.key) });
    }),
  );
  return bars;
}

/**
 * The bars' links, drawn over all the bars (SVG paints in order and has no z-index: a ring
 * drawn with its bar would be covered by the next bars): each an `<a>` named by its label
 * over its bar's box, with a ring shown on keyboard focus and hover (SVG elements get no
 * dependable focus outline of their own). In the order given, which is the tab order.
 */
export function BarLinks({ links }: { links: readonly BarLink[] }) {
  return (
    <g>
      {links.map(({ key, href, label, box }) =>
        href === undefined ? null : (
          <a key={key} href={href} aria-label={label} className="group cursor-pointer outline-none">
            <rect {...box} fill="transparent" />
            <g fill="none" strokeWidth="2" className="invisible group-hover:visible group-focus-visible:visible">
              {/* White inside dark: seen against the dark bars and against the white ground. */}
              <rect x={tenth(box.x - 1.5)} y={tenth(box.y - 1.5)} width={tenth(box.width + 3)} height={tenth(box.height + 3)} stroke="#ffffff" />
              <rect x={tenth(box.x - 3.5)} y={tenth(box.y - 3.5)} width={tenth(box.width + 7)} height={tenth(box.height + 7)} stroke={FOCUS} />
            </g>
          </a>
        ),
      )}
    </g>
  );
}
