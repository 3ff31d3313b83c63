// A school's crest drawn as a small inline SVG: a shield in the school's colour, its
// motif and its initial. A real logo can replace it later; the page only needs a title.
import { useId } from "react";
import { defaultCrest } from "#app/content/schools/default-crest.ts";
import type { CrestMotif, SchoolContent } from "#app/content/schools/types.ts";

type CrestData = SchoolContent["crest"];
type Lang = "en" | "te";

const WHITE = "#ffffff";
const SHIELD = "M32 3 57 9V29C57 45 46.5 55.5 32 61 17.5 55.5 7 45 7 29V9Z";

/** Points of a polygon path around (cx, cy), alternating between two radii. */
function radialPath(points: number, outer: number, inner: number, cx = 32, cy = 23): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${corners.join(" ")}Z`;
}

/** Eight short rays around (32, 23). */
function raysPath(from: number, to: number): string {
  return Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI * index) / 4;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const start = `${(32 + from * cos).toFixed(2)} ${(23 + from * sin).toFixed(2)}`;
    const end = `${(32 + to * cos).toFixed(2)} ${(23 + to * sin).toFixed(2)}`;
    return `M${start}L${end}`;
  }).join("");
}

const STAR = radialPath(5, 11.5, 4.8);
const SUN_RAYS = raysPath(9, 12.5);

function Motif({ motif, accent }: { motif: CrestMotif; accent: string }) {
  switch (motif) {
    case "book":
      return (
        <g fill={WHITE}>
          <path d="M31 17.5C27.5 15.2 23.3 14.6 19 15.5V31C23.3 30.1 27.5 30.7 31 33Z" />
          <path d="M33 17.5C36.5 15.2 40.7 14.6 45 15.5V31C40.7 30.1 36.5 30.7 33 33Z" />
          <path d="M19 33.5C23.5 32.5 28 33 32 35.5 36 33 40.5 32.5 45 33.5" fill="none" stroke={accent} strokeWidth={1.6} strokeLinecap="round" />
        </g>
      );
    case "lamp":
      return (
        <g>
          <path d="M32 11.5C35.8 16 35.8 20.3 32 23 28.2 20.3 28.2 16 32 11.5Z" fill={accent} />
          <path d="M18 24.5H46C45 31 39.5 34.5 32 34.5S19 31 18 24.5Z" fill={WHITE} />
        </g>
      );
    case "tree":
      return (
        <g>
          <path d="M30.2 24H33.8V33.5H30.2Z" fill={accent} />
          <g fill={WHITE}>
            <circle cx={32} cy={17.5} r={7} />
            <circle cx={25.5} cy={22} r={5.3} />
            <circle cx={38.5} cy={22} r={5.3} />
          </g>
          <path d="M25 34.5H39" stroke={accent} strokeWidth={1.8} strokeLinecap="round" />
        </g>
      );
    case "star":
      return <path d={STAR} fill={WHITE} stroke={accent} strokeWidth={1.2} strokeLinejoin="round" />;
    case "sun":
      return (
        <g>
          <circle cx={32} cy={23} r={6.5} fill={accent} />
          <path d={SUN_RAYS} stroke={WHITE} strokeWidth={2} strokeLinecap="round" />
        </g>
      );
    case "crown":
      return (
        <g>
          <path d="M19.5 31 20.5 16.5 26.5 23.5 32 13.5 37.5 23.5 43.5 16.5 44.5 31Z" fill={accent} strokeLinejoin="round" />
          <path d="M19.5 32.5H44.5V35.5H19.5Z" fill={WHITE} />
        </g>
      );
  }
}

export interface SchoolCrestProps {
  crest: CrestData;
  size?: number;
  /** The accessible name, e.g. the school's name. */
  title: string;
  lang?: Lang;
}

export function SchoolCrest({ crest, size = 64, title, lang = "en" }: SchoolCrestProps) {
  const titleId = useId();
  const initial = crest.initial[lang];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{title}</title>
      <path d={SHIELD} fill={crest.primary} stroke={crest.secondary} strokeWidth={3} strokeLinejoin="round" />
      <Motif motif={crest.motif} accent={crest.secondary} />
      <text
        x={32}
        y={46}
        textAnchor="middle"
        dominantBaseline="central"
        fill={WHITE}
        fontSize={lang === "te" ? 13 : 14}
        fontWeight={700}
      >
        {initial}
      </text>
    </svg>
  );
}

/** The crest of a school without its own: ink blue with an open book. */
export function DefaultCrest({
  size = 64,
  title,
  lang = "en",
  initial,
}: {
  size?: number;
  title: string;
  lang?: Lang;
  /** A letter to show instead of the group's initial, e.g. the school name's first letter. */
  initial?: string;
}) {
  const crest: CrestData =
    initial === undefined ? defaultCrest : { ...defaultCrest, initial: { en: initial, te: initial } };
  return <SchoolCrest crest={crest} size={size} title={title} lang={lang} />;
}
