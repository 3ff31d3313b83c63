import { Star } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";

/** As many filled stars as the integer rating (spec 9), out of five, with a text alternative. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { m, format } = useI18n();
  const whole = Math.max(0, Math.min(5, Math.trunc(rating)));
  return (
    <p className={className} role="img" aria-label={format(m.common.stars, { rating: whole })}>
      <span className="inline-flex gap-0.5" aria-hidden="true">
        {Array.from({ length: whole }, (_, i) => (
          <Star key={i} data-testid="star" className="size-4 fill-marigold-400 text-marigold-500" />
        ))}
      </span>
    </p>
  );
}
