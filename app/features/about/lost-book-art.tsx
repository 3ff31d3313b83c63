// The 404 page's line illustration: an open book with a question mark floating above.
import { useId } from "react";

const INK = "#17395c";

export function LostBookArt({ title, className }: { title: string; className?: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 240 200" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{title}</title>
      <circle cx="120" cy="70" r="46" fill="#fdf0d5" />
      <g fill="none" stroke={INK} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M104 56a16 16 0 1 1 22 15c-4 2-6 5-6 9v6" />
        <path d="M120 100v1" strokeWidth="6" />
        <path d="M120 140c-18-12-40-15-64-9v42c24-6 46-3 64 9 18-12 40-15 64-9v-42c-24-6-46-3-64 9z" fill="#ffffff" />
        <path d="M120 140v42" />
        <path d="M70 146c12-2 24-1 36 4M70 158c12-2 24-1 36 4M134 150c12-5 24-6 36-4M134 162c12-5 24-6 36-4" strokeWidth="2.5" stroke="#f5a524" />
        <path d="M40 188h160" />
      </g>
    </svg>
  );
}
