/** The group's mark: an open book under a rising sun, in ink and marigold. */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" fill="#0f2a44" />
      <circle cx="24" cy="22" r="8" fill="#f5a524" />
      <path d="M8 30c6-3 11-3 16 0 5-3 10-3 16 0v9c-6-3-11-3-16 0-5-3-10-3-16 0z" fill="#fbf7f0" />
      <path d="M24 30v9" stroke="#0f2a44" strokeWidth="1.5" />
    </svg>
  );
}
