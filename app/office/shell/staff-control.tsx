// A staff form's control under its label, tied by id rather than wrapped, so that the
// control's accessible name is the label alone (a wrapped select would add its value).
import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const staffControlClass = "block w-full min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base";

export function StaffControl({ label, className, children }: { label: ReactNode; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
