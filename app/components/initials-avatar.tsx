import { cn } from "#app/lib/cn.ts";

const palette = ["#17395c", "#7c2d12", "#14532d", "#581c87", "#134e4a", "#831843"];

/** A person's picture, or their initials on a colour picked from their name when there is none. */
export function Avatar({ name, imageUrl, size = 48, className }: { name: string; imageUrl?: string | null; size?: number; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={size} height={size} loading="lazy" className={cn("rounded-full object-cover", className)} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const colour = palette[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % palette.length];
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, backgroundColor: colour }}
      className={cn("inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white", className)}
    >
      {initials}
    </span>
  );
}
