// What a data-driven section shows instead of its list: placeholders while loading
// (announced once to screen readers), or a plain sentence on error or when empty.
import type { ReactNode } from "react";
import { AwaitList } from "#app/components/await-list.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ListData } from "#app/lib/list-data.ts";

export function Placeholders({
  count,
  label,
  testId,
  className,
  children,
}: {
  count: number;
  /** Visually hidden "Loading…" text. */
  label: string;
  testId: string;
  className?: string;
  /** The inside of one placeholder card (grey bars shaped like the real card). */
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className="mt-10">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            data-testid={testId}
            aria-busy="true"
            aria-hidden="true"
            className="card animate-[pulse-soft_1.6s_ease-in-out_infinite] p-6"
          >
            {children}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A grey bar standing in for a line of text. */
export function Bar({ className }: { className?: string }) {
  return <div className={cn("h-4 rounded-full bg-sand", className)} />;
}

export function StateText({ tone, children }: { tone: "error" | "empty"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "mt-10 rounded-[var(--radius-card)] border p-6 text-center text-lg",
        tone === "error" ? "border-danger/30 bg-white text-danger" : "border-line bg-white text-muted",
      )}
    >
      {children}
    </p>
  );
}

/**
 * A list that may stream in: `placeholders` while its promise is pending, the error text if
 * it fails, the empty text if it is empty, else one `<li>` per item in a card grid.
 */
export function StreamedList<T extends { id: number }>({
  items,
  placeholders,
  errorText,
  emptyText,
  className,
  renderItem,
}: {
  items: ListData<T>;
  placeholders: ReactNode;
  errorText: string;
  emptyText: string;
  className: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <AwaitList items={items} fallback={placeholders} errorElement={<StateText tone="error">{errorText}</StateText>}>
      {(list) =>
        list.length === 0 ? (
          <StateText tone="empty">{emptyText}</StateText>
        ) : (
          <ul className={className}>
            {list.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        )
      }
    </AwaitList>
  );
}
