import { cn } from "#app/lib/cn.ts";

/** Eyebrow, heading and intro at the top of a home page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  centered = false,
  onDark = false,
  className,
}: {
  /** The heading's id, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  centered?: boolean;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", centered && "mx-auto text-center", className)}>
      <p className={cn("eyebrow", onDark && "text-marigold-300")}>{eyebrow}</p>
      <h2 id={id} className={cn("heading-section mt-2", onDark && "text-white")}>
        {title}
      </h2>
      {intro ? <p className={cn("mt-4 text-lg", onDark ? "text-ink-100" : "text-muted")}>{intro}</p> : null}
    </div>
  );
}
