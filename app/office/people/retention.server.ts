// The retention purge (issue 18, decision 0022): requests older than their kind's period
// (app/config/privacy.ts, as the privacy page states it) are forgotten with everything
// attached (forget.server.ts). An enquiry that led to an admission (status admitted) is
// kept as long as an admission application. One purge at a time however many servers
// run: each run holds a PostgreSQL advisory lock for its transaction, and a run that
// finds it held does nothing (the other is doing the work).
import { and, eq, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { RetentionMonths } from "#app/config/privacy.ts";
import { queryRows, type Database } from "#database/client.ts";
import { erasures } from "#database/schema.ts";
import { purgeDeadLinks } from "#app/requests/links/request-link.server.ts";
import { forgetRequests, type KindCounts, type RequestIds } from "./forget.server.ts";
import { REQUEST_KIND_FACTS, REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { requestOf } from "#app/requests/registry.server.ts";

/** The advisory lock's key (pg_try_advisory_xact_lock(int, int)): issue 18, the purge. */
const PURGE_LOCK = sql`18, 1`;

/** The instant `months` calendar months before `now` (the 31st of a shorter month: its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Requests received before these instants are past their period. */
export interface RetentionCutoffs {
  enquiry: Date;
  admission: Date;
  careers: Date;
}

export function retentionCutoffs(retention: RetentionMonths, now = new Date()): RetentionCutoffs {
  return {
    enquiry: monthsBefore(now, retention.enquiry),
    admission: monthsBefore(now, retention.admission),
    careers: monthsBefore(now, retention.careers),
  };
}

/** A kind's rows past their period (its retention class: app/config/request-kinds.ts). */
function expired(kind: RequestKind, cutoffs: RetentionCutoffs): SQL | undefined {
  const { table } = requestOf(kind);
  const retention = REQUEST_KIND_FACTS[kind].retention;
  if (retention !== "enquiry") return lt(table.createdAt, cutoffs[retention]);
  // An enquiry that led to an admission is kept as long as the admission's application.
  return or(
    and(ne(table.status, "admitted"), lt(table.createdAt, cutoffs.enquiry)),
    and(eq(table.status, "admitted"), lt(table.createdAt, cutoffs.admission)),
  );
}

/** The ids of every request past its period, per kind. */
async function expiredRequests(db: Database, cutoffs: RetentionCutoffs): Promise<RequestIds> {
  const entries = await Promise.all(
    REQUEST_KINDS.map(async (kind) => {
      const { table } = requestOf(kind);
      const rows = await db.select({ id: table.id }).from(table).where(expired(kind, cutoffs));
      return [kind, rows.map((row) => row.id)] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, ids]) => ids.length > 0));
}

export type PurgeResult =
  /** Done (or, dry, what would be done): requests per kind, and the cut-offs used. */
  | { ran: true; dryRun: boolean; counts: KindCounts; cutoffs: RetentionCutoffs }
  /** Another purge holds the lock: nothing done. */
  | { ran: false; cutoffs: RetentionCutoffs };

/**
 * Forgets every request past its period, in one transaction, and records that the purge
 * happened (the erasures table: counts per kind, no account) when it deleted anything.
 * `dryRun`: counts what would go and changes nothing (the transaction is rolled back).
 */
export async function purgeExpiredRequests(
  db: Database,
  retention: RetentionMonths,
  { now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {},
): Promise<PurgeResult> {
  const cutoffs = retentionCutoffs(retention, now);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
    if (!lock?.locked) return { ran: false, cutoffs };
    const requests = await expiredRequests(tx, cutoffs);
    if (dryRun) {
      const counts = Object.fromEntries(Object.entries(requests).map(([kind, ids]) => [kind, ids.length]));
      return { ran: true, dryRun: true, counts, cutoffs };
    }
    const counts = await forgetRequests(tx, requests);
    // The families' links of requests gone or past their day (issue 27).
    await purgeDeadLinks(tx, now);
    if (Object.keys(counts).length > 0) await tx.insert(erasures).values({ event: "purge", accountId: null, counts });
    return { ran: true, dryRun: false, counts, cutoffs };
  });
}

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** A run in one line for the log and the command: counts per kind and the cut-offs, nothing of any request. */
export function describePurge(result: PurgeResult): string {
  const { cutoffs } = result;
  const before = `received before ${day(cutoffs.enquiry)} (enquiries), ${day(cutoffs.admission)} (admissions; admitted enquiries), ${day(cutoffs.careers)} (careers)`;
  if (!result.ran) return `retention purge skipped: another purge is running (${before})`;
  const counts = REQUEST_KINDS.map((kind) => `${kind} ${result.counts[kind] ?? 0}`).join(", ");
  return `retention purge${result.dryRun ? " (dry run, nothing deleted): would delete" : ": deleted"} ${counts}; ${before}`;
}
