// The inbox as the office sees it: the counts that matter first (overdue, then new per
// kind), then each request with who, where from, how long it has waited, and a tap to call
// or message. Everything a visitor typed is shown as text (React escapes it).
import { Link } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/plural.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import { cn } from "#app/lib/cn.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { isOverdue, PhoneButtons, StatusBadge, Waiting } from "../shell/request-parts.tsx";
import { requestName } from "../shell/request-words.ts";

/** One request as the loader sends it: dates already written out on the server. */
export interface InboxRow {
  key: string;
  id: number;
  /** The request's own page (in the viewer's language). */
  href: string;
  /** The staff member it is assigned to, if any. */
  assignee: string | undefined;
  kind: RequestKind;
  schoolName: string | undefined;
  status: string;
  name: string;
  phone: string;
  email: string;
  received: string;
  /** Hours since it came, while it is still new. */
  waitingHours: number | undefined;
}

/** The counts that matter first: overdue (the 24-hour promise), then new per kind; each a link to those requests. */
export function InboxCounts({
  text,
  newCounts,
  overdue,
  overdueHref,
  kindHref,
}: {
  text: PageText<"staff">;
  newCounts: Partial<Record<RequestKind, number>>;
  overdue: number;
  overdueHref: string;
  kindHref: (kind: RequestKind) => string;
}) {
  const t = text.staff.inbox;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
      <Link to={overdueHref} className={cn("block rounded-xl border-2 p-4 hover:bg-ink-50", overdue > 0 ? "border-danger bg-danger/5" : "border-line bg-white")}>
        <span className="block text-3xl font-bold text-ink-900">{formatNumber(overdue)}</span>
        <span className="text-sm">{t.overdue}</span>
      </Link>
      <div className="rounded-xl border border-line bg-white p-4">
        <h2 className="mb-2 text-sm font-semibold text-muted">{t.newCounts}</h2>
        <ul className="flex flex-wrap gap-2">
          {Object.entries(newCounts).map(([kind, count]) => (
            <li key={kind}>
              <Link to={kindHref(kind as RequestKind)} className="inline-flex min-h-11 items-center gap-1 rounded-full bg-ink-50 px-3 text-sm hover:bg-ink-100">
                {t.kinds[kind as RequestKind]}: <strong>{formatNumber(count)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function InboxList({
  text,
  rows,
  empty,
}: {
  text: PageText<"staff">;
  rows: InboxRow[];
  /** What an empty list says. */
  empty: string;
}) {
  const { format } = useI18n();
  const t = text.staff.inbox;
  return (
    <div className="grid gap-6">
      {rows.length === 0 ? (
        <p className="card p-5 text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t.title}>
          {rows.map((row) => {
            const overdueRow = isOverdue(row.waitingHours);
            return (
              <li key={row.key} className={cn("card grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center", overdueRow && "border-l-4 border-danger")}>
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-semibold text-ink-800">{t.kinds[row.kind]}</span>
                    <span className="text-muted">{row.schoolName ?? t.group}</span>
                    <StatusBadge t={t} status={row.status} kind={row.kind} />
                  </p>
                  <p className="truncate text-lg font-semibold text-ink-900">
                    <Link to={row.href} className="underline decoration-ink-200 underline-offset-4 hover:decoration-ink-800">
                      {row.name || requestName(text.staff, row.kind, row.id)}
                    </Link>
                  </p>
                  <p className="text-sm text-muted">
                    {format(t.received, { when: row.received })}
                    <Waiting t={t} hours={row.waitingHours} />
                  </p>
                  {row.email ? <p className="truncate text-sm">{row.email}</p> : null}
                  {row.assignee ? <p className="truncate text-sm text-muted">{format(t.assignedTo, { email: row.assignee })}</p> : null}
                </div>
                <div className="flex flex-wrap gap-2 empty:hidden">
                  <PhoneButtons t={t} phone={row.phone} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
