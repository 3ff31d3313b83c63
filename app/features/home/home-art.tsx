// Line illustrations for the home page, drawn inline so they cost no request and stay
// sharp on any screen. A real photo can replace each later (same box, with alt text).
import { useId } from "react";

export const INK = "#17395c";
export const MARIGOLD = "#e08a00";
export const SOFT_MARIGOLD = "#fdf0d5";
const SOFT_INK = "#dde8f3";

export const line = {
  fill: "none",
  stroke: INK,
  strokeWidth: 3,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function Svg({ title, viewBox, className, children }: { title: string; viewBox: string; className?: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox} role="img" aria-labelledby={titleId} focusable="false" className={className}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

const WINDOWS = [
  { x: 172, y: 186 },
  { x: 296, y: 186 },
  { x: 172, y: 246 },
  { x: 296, y: 246 },
];

/** A school building with a flag and a clock, a tree, a stack of books and two children walking in. */
export function HeroArt({ title, className }: { title: string; className?: string }) {
  return (
    <Svg title={title} viewBox="0 0 480 360" className={className}>
      <circle cx={250} cy={185} r={165} fill={SOFT_MARIGOLD} />
      {/* sun and birds */}
      <circle cx={398} cy={72} r={20} fill="#ffffff" stroke={MARIGOLD} strokeWidth={3} />
      <path
        d="M398 38V44M398 100V106M364 72H370M426 72H432M374 48l4 4M418 92l4 4M422 48l-4 4M378 92l-4 4"
        stroke={MARIGOLD}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path {...line} strokeWidth={2.5} d="M72 86q7-7 14 0q7-7 14 0M110 62q6-6 12 0q6-6 12 0" />
      {/* building */}
      <path {...line} fill="#ffffff" d="M152 318V164H348V318" />
      <path {...line} fill={SOFT_INK} d="M136 168 250 100 364 168Z" />
      <circle {...line} fill="#ffffff" cx={250} cy={140} r={15} />
      <path {...line} strokeWidth={2.5} d="M250 131V140L257 144" />
      <path {...line} d="M250 100V56" />
      <path d="M251 57H284L275 67L284 77H251Z" fill={MARIGOLD} stroke={INK} strokeWidth={2.5} strokeLinejoin="round" />
      {WINDOWS.map(({ x, y }) => (
        <g key={`${x}-${y}`}>
          <rect {...line} fill={SOFT_INK} x={x} y={y} width={32} height={30} rx={3} />
          <path {...line} strokeWidth={2} d={`M${x + 16} ${y}V${y + 30}M${x} ${y + 15}H${x + 32}`} />
        </g>
      ))}
      <path {...line} fill={SOFT_MARIGOLD} d="M228 318V272a22 22 0 0 1 44 0V318" />
      <path {...line} strokeWidth={2} d="M250 252V318" />
      {/* ground */}
      <path {...line} d="M24 318H456" />
      {/* tree */}
      <path {...line} d="M112 318V262M112 286l-12-12M112 278l12-10" />
      <circle {...line} fill={SOFT_INK} cx={112} cy={236} r={30} />
      {/* books */}
      <rect {...line} fill="#ffffff" x={30} y={300} width={64} height={18} rx={3} />
      <rect {...line} fill={SOFT_MARIGOLD} x={38} y={282} width={54} height={18} rx={3} />
      <rect {...line} fill="#ffffff" x={28} y={264} width={58} height={18} rx={3} />
      <path {...line} strokeWidth={2} d="M44 309H84M48 291H82M40 273H74" />
      {/* two children holding hands */}
      <circle {...line} fill="#ffffff" cx={384} cy={247} r={11} />
      <path {...line} fill={SOFT_INK} d="M376 262h16l4 32h-24Z" />
      <path {...line} d="M378 294l-4 24M390 294l4 24M376 268l-12 18M392 268l12 14" />
      <rect {...line} fill={MARIGOLD} x={364} y={262} width={12} height={20} rx={3} />
      <circle {...line} fill="#ffffff" cx={424} cy={262} r={9} />
      <path {...line} fill={SOFT_MARIGOLD} d="M424 272l-11 30h22Z" />
      <path {...line} d="M420 302l-2 16M428 302l2 16M418 280l-14 2M430 280l8 12" />
    </Svg>
  );
}
