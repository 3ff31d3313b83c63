// The text that stands in for a list that failed to load or is empty.
import { CircleAlert, Info } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

export function BrochureNotice({ tone, children }: { tone: "error" | "empty"; children: string }) {
  const Icon = tone === "error" ? CircleAlert : Info;
  return (
    <p
      role={tone === "error" ? "alert" : undefined}
      data-testid={`brochure-${tone}`}
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4",
        tone === "error" ? "border-danger/30 bg-red-50 text-danger" : "border-line bg-white text-muted",
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}
