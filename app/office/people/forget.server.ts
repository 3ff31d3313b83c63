// Forgetting requests (issue 18): a set of requests deleted with everything the database
// holds about them, in one transaction, so that nothing is half gone. The retention purge
// (retention.server.ts) and a person's erasure (people.server.ts) both go through here.
//
// What is keyed to a request, besides its row (database/schema.ts, drizzle/*.sql):
// - request_events: its history and notes (request_kind, request_id; no foreign key);
// - outbox_messages: its e-mails, waiting, sent or failed (request_kind, request_id; written
//   by the insert trigger of drizzle/0006, never by an update or delete);
// - career_resumes: a career application's résumé (a foreign key with on delete cascade,
//   deleted here all the same, so that the rule does not rest on the cascade alone).
// - access_records: who opened it or downloaded its résumé (request_kind, request_id; no
//   value of the request, but a link to nothing once it is gone; decision 0023).
// A table added later that keys rows to a request belongs in forgetRequests too.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.ts";
import { accessRecords, careerResumes, outboxMessages, requestEvents, requestLinks } from "#database/schema.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";

/** Requests to forget: ids per kind. */
export type RequestIds = Partial<Record<RequestKind, readonly number[]>>;
/** Requests deleted per kind (only the kinds that had some). */
export type KindCounts = Partial<Record<RequestKind, number>>;

/** `column` is one of `ids`, as one parameter however many there are (no limit on bound parameters). */
export function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(",")}, ',')::int[])`;
}

/**
 * Deletes the requests and everything attached to them in one transaction (a nested one:
 * a savepoint, when `db` is a transaction already). Ids that no longer exist are skipped.
 * Answers how many requests of each kind were deleted.
 */
export async function forgetRequests(db: Database, requests: RequestIds): Promise<KindCounts> {
  const kinds = REQUEST_KINDS.filter((kind) => (requests[kind]?.length ?? 0) > 0);
  if (kinds.length === 0) return {};
  return db.transaction(async (tx) => {
    const counts: KindCounts = {};
    for (const kind of kinds) {
      const ids = [...new Set(requests[kind])].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
      if (ids.length === 0) continue;
      const { table, resume } = requestOf(kind);
      await tx.delete(requestEvents).where(and(eq(requestEvents.requestKind, kind), idIn(requestEvents.requestId, ids)));
      await tx.delete(outboxMessages).where(and(eq(outboxMessages.requestKind, kind), idIn(outboxMessages.requestId, ids)));
      await tx.delete(accessRecords).where(and(eq(accessRecords.requestKind, kind), idIn(accessRecords.requestId, ids)));
      // The family's private links (issue 27): they would open nothing; gone with the request.
      await tx.delete(requestLinks).where(and(eq(requestLinks.requestKind, kind), idIn(requestLinks.requestId, ids)));
      if (resume) await tx.delete(careerResumes).where(idIn(careerResumes.applicationId, ids));
      const deleted = await tx.delete(table).where(idIn(table.id, ids)).returning({ id: table.id });
      if (deleted.length > 0) counts[kind] = deleted.length;
    }
    return counts;
  });
}
