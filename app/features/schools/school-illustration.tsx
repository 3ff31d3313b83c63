// The hero's line drawing: a school building with a flag in the school's colour, a tree,
// two children with school bags and a stack of books. Decorative (aria-hidden); a real
// photo from the content module can replace it later.
export function SchoolIllustration({ accent, className }: { accent: string; className?: string }) {
  const ink = "#17395c";
  const marigold = "#f5a524";
  return (
    <svg
      viewBox="0 0 480 340"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke={ink}
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* ground and sun */}
      <circle cx={404} cy={62} r={26} fill="#fdf0d5" stroke={marigold} />
      <path d="M24 300H456" />
      <path d="M60 316H200M260 316H420" strokeWidth={2} opacity={0.5} />
      {/* building */}
      <path d="M110 300V150H330V300" fill="#ffffff" />
      <path d="M96 156 220 92 344 156Z" fill={accent} stroke={ink} />
      <path d="M220 92V46" />
      <path d="M220 48H252L244 58 252 68H220" fill={marigold} />
      <circle cx={220} cy={126} r={14} fill="#ffffff" />
      <path d="M220 118V126L226 130" strokeWidth={2.5} />
      {/* windows and door */}
      <rect x={132} y={176} width={40} height={34} rx={4} fill="#eef4fa" />
      <rect x={268} y={176} width={40} height={34} rx={4} fill="#eef4fa" />
      <rect x={132} y={236} width={40} height={34} rx={4} fill="#eef4fa" />
      <rect x={268} y={236} width={40} height={34} rx={4} fill="#eef4fa" />
      <path d="M152 176V210M288 176V210M152 236V270M288 236V270" strokeWidth={2} />
      <path d="M198 300V232C198 220 208 212 220 212S242 220 242 232V300" fill="#fdf0d5" />
      <path d="M220 212V300" strokeWidth={2} />
      <path d="M186 300V292H254V300" />
      {/* tree */}
      <path d="M400 300V220" />
      <path d="M400 250 384 234M400 238 414 226" strokeWidth={2.5} />
      <circle cx={400} cy={196} r={34} fill="#e7f3ea" />
      <circle cx={378} cy={214} r={20} fill="#e7f3ea" />
      <circle cx={424} cy={212} r={20} fill="#e7f3ea" />
      {/* two children walking to school */}
      <g>
        <circle cx={58} cy={214} r={12} fill="#fdf0d5" />
        <path d="M58 226V262M58 262 48 298M58 262 68 298M58 238 40 254M58 238 76 250" />
        <rect x={60} y={230} width={18} height={22} rx={4} fill={marigold} />
      </g>
      <g>
        <circle cx={96} cy={234} r={10} fill="#fdf0d5" />
        <path d="M96 244V272M96 272 88 298M96 272 104 298M96 254 80 250M96 254 110 266" />
        <rect x={98} y={248} width={14} height={18} rx={3} fill={accent} />
      </g>
      {/* books */}
      <g strokeWidth={2.5}>
        <rect x={346} y={284} width={46} height={12} rx={2} fill={marigold} />
        <rect x={352} y={272} width={40} height={12} rx={2} fill="#dde8f3" />
        <rect x={344} y={260} width={44} height={12} rx={2} fill={accent} />
      </g>
    </svg>
  );
}
