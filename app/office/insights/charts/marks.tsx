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

/**
 * A bar (or its text) that may be a link: wrapped in `<a>` with its name when `href` is
 * given, with a ring (`ring`, the bar's box) shown on keyboard focus: SVG elements get no
 * dependable focus outline of their own in every browser.
 */
export function MaybeLink({
  href,
  label,
  ring,
  children,
}: {
  href: string | undefined;
  label: string;
  ring: { x: number; y: number; width: number; height: number };
  children: ReactNode;
}) {
  if (href === undefined) return <g>{children}</g>;
  return (
    <a href={href} aria-label={label} className="group cursor-pointer outline-none">
      {children}
      <rect
        x={ring.x - 2}
        y={ring.y - 2}
        width={ring.width + 4}
        height={ring.height + 4}
        fill="none"
        stroke={FOCUS}
        strokeWidth="2"
        className="invisible group-hover:visible group-focus-visible:visible"
      />
    </a>
  );
}
