// Who opened what (issue 18, decision 0023): a row for each time a staff member opened a
// request's page, downloaded a résumé or exported a person's data, written before the
// data goes out; and the record as a group admin reads it. The inbox's CSV exports have
// been recorded in inbox_exports since decision 0015 (with their filter and row count):
// the record reads them beside these rows, so no export is written down twice; so too the
// website's published versions and roll-backs (content_versions, issue 28: who, when).
import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.ts";
import { accessRecords, contentVersions, erasures, inboxExports, staffAccounts } from "#database/schema.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { accountEmails } from "../sign-in/accounts.server.ts";

/** What a row records: a request's page opened, its résumé downloaded, a person's data exported, a school's document published or removed. */
export type AccessAction = "opened" | "resume" | "person-export" | "document-upload" | "document-remove" | "photo-delete";

/** What the erasures table records (decision 0022): a person's data erased or corrected, a retention purge. */
export type ErasureEvent = "erasure" | "purge" | "correction";

/** What content_versions records (issue 28): a page's draft published, an earlier version published again. */
export type ContentEvent = "publish" | "restore";

/** The record's actions: these rows', the inbox's CSV exports (inbox_exports), the erasures table's and the website's versions. */
export type RecordedAction = AccessAction | "export" | ErasureEvent | ContentEvent;

export interface AccessToRecord {
  accountId: number;
  action: AccessAction;
  /** The request opened; none for a person's export, which spans requests. */
  request?: { kind: RequestKind; id: number };
  /** A person's export: how many requests the file held. */
  rowCount?: number;
}

/**
 * Writes one access down. It throws when it cannot: the caller then refuses the view
 * (503) rather than show what was not recorded (decision 0023).
 */
export async function recordAccess(db: Database, access: AccessToRecord): Promise<void> {
  await db.insert(accessRecords).values({
    accountId: access.accountId,
    action: access.action,
    requestKind: access.request?.kind ?? null,
    requestId: access.request?.id ?? null,
    rowCount: access.rowCount ?? null,
  });
}

/** What the record is narrowed to (all optional): one account's accesses, one request's. */
export interface AccessFilter {
  accountId?: number;
  request?: { kind: RequestKind; id?: number };
}

export interface AccessEntry {
  /** Unique across the sources: "a<id>" (access_records), "e<id>" (inbox_exports), "r<id>" (erasures), "c<key>:<version>" (content_versions). */
  key: string;
  at: Date;
  /** None: the daily retention purge, which no one asked for. */
  accountId: number | null;
  /** The account's address (accounts are never deleted, only disabled); "" for the purge. */
  email: string;
  action: RecordedAction;
  requestKind: RequestKind | null;
  requestId: number | null;
  /** An inbox export's filter as inbox_exports keeps it. */
  filter: Record<string, string | boolean> | null;
  /** An export's rows (inbox) or requests (a person's). */
  rowCount: number | null;
  /** An erasure's, purge's or correction's requests per kind (never what they held). */
  counts: Partial<Record<RequestKind, number>> | null;
  /** A correction's field: name, phone or email. */
  field: string | null;
  /** A published version: which document ("school:1"), its number, and the earlier one it published again. */
  content: { key: string; version: number; restoredFrom: number | null } | null;
  /** A school's document published or removed (issue 28): its school, id and English title then. */
  schoolDocument: SchoolDocumentLine | null;
  /** A library's photo deleted (issue 28): its library ("school:1", "group"), id and English description then. */
  photo: PhotoLine | null;
}

export interface PhotoLine {
  scope: string;
  id: string;
  alt: string;
}

export interface SchoolDocumentLine {
  schoolId: number;
  id: string;
  title: string;
}

/**
 * The record, newest first, `limit` rows after `offset`. A filter by request leaves the
 * inbox's exports, the erasures and the website's versions out (they name no request).
 * The seed's first versions, which no one published, are not in it.
 */
export async function accessPage(
  db: Database,
  filter: AccessFilter,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<AccessEntry[]> {
  const accesses = db
    .select({
      source: sql<"a" | "e" | "r" | "c">`'a'`.as("source"),
      id: accessRecords.id,
      at: accessRecords.createdAt,
      accountId: sql<number | null>`${accessRecords.accountId}`.as("account_id"),
      action: sql<RecordedAction>`${accessRecords.action}`.as("action"),
      requestKind: accessRecords.requestKind,
      requestId: accessRecords.requestId,
      filter: sql<Record<string, string | boolean> | null>`null::jsonb`.as("filter"),
      rowCount: accessRecords.rowCount,
      counts: sql<Record<string, number> | null>`null::jsonb`.as("counts"),
      field: sql<string | null>`null::text`.as("field"),
      documentKey: sql<string | null>`null::text`.as("document_key"),
      schoolDocument: sql<SchoolDocumentLine | null>`${accessRecords.document}`.as("school_document"),
      photo: sql<PhotoLine | null>`${accessRecords.photo}`.as("photo"),
      version: sql<number | null>`null::integer`.as("version"),
      restoredFrom: sql<number | null>`null::integer`.as("restored_from"),
    })
    .from(accessRecords)
    .where(and(...accessConditions(filter)));
  const exports = db
    .select({
      source: sql<"a" | "e" | "r" | "c">`'e'`.as("source"),
      id: inboxExports.id,
      at: inboxExports.createdAt,
      accountId: sql<number | null>`${inboxExports.accountId}`.as("account_id"),
      action: sql<RecordedAction>`'export'`.as("action"),
      requestKind: sql<string | null>`null::text`.as("request_kind"),
      requestId: sql<number | null>`null::integer`.as("request_id"),
      filter: sql<Record<string, string | boolean> | null>`${inboxExports.filter}`.as("filter"),
      rowCount: inboxExports.rowCount,
      counts: sql<Record<string, number> | null>`null::jsonb`.as("counts"),
      field: sql<string | null>`null::text`.as("field"),
      documentKey: sql<string | null>`null::text`.as("document_key"),
      schoolDocument: sql<SchoolDocumentLine | null>`null::jsonb`.as("school_document"),
      photo: sql<PhotoLine | null>`null::jsonb`.as("photo"),
      version: sql<number | null>`null::integer`.as("version"),
      restoredFrom: sql<number | null>`null::integer`.as("restored_from"),
    })
    .from(inboxExports)
    .where(filter.request ? sql`false` : filter.accountId === undefined ? undefined : eq(inboxExports.accountId, filter.accountId));
  const erased = db
    .select({
      source: sql<"a" | "e" | "r" | "c">`'r'`.as("source"),
      id: erasures.id,
      at: erasures.createdAt,
      accountId: sql<number | null>`${erasures.accountId}`.as("account_id"),
      action: sql<RecordedAction>`${erasures.event}`.as("action"),
      requestKind: sql<string | null>`null::text`.as("request_kind"),
      requestId: sql<number | null>`null::integer`.as("request_id"),
      filter: sql<Record<string, string | boolean> | null>`null::jsonb`.as("filter"),
      rowCount: sql<number | null>`null::integer`.as("row_count"),
      counts: sql<Record<string, number> | null>`${erasures.counts}`.as("counts"),
      field: sql<string | null>`${erasures.field}`.as("field"),
      documentKey: sql<string | null>`null::text`.as("document_key"),
      schoolDocument: sql<SchoolDocumentLine | null>`null::jsonb`.as("school_document"),
      photo: sql<PhotoLine | null>`null::jsonb`.as("photo"),
      version: sql<number | null>`null::integer`.as("version"),
      restoredFrom: sql<number | null>`null::integer`.as("restored_from"),
    })
    .from(erasures)
    .where(filter.request ? sql`false` : filter.accountId === undefined ? undefined : eq(erasures.accountId, filter.accountId));
  const published = db
    .select({
      source: sql<"a" | "e" | "r" | "c">`'c'`.as("source"),
      id: contentVersions.version,
      at: contentVersions.publishedAt,
      accountId: sql<number | null>`${contentVersions.publishedBy}`.as("account_id"),
      action: sql<RecordedAction>`case when ${contentVersions.restoredFrom} is null then 'publish' else 'restore' end`.as("action"),
      requestKind: sql<string | null>`null::text`.as("request_kind"),
      requestId: sql<number | null>`null::integer`.as("request_id"),
      filter: sql<Record<string, string | boolean> | null>`null::jsonb`.as("filter"),
      rowCount: sql<number | null>`null::integer`.as("row_count"),
      counts: sql<Record<string, number> | null>`null::jsonb`.as("counts"),
      field: sql<string | null>`null::text`.as("field"),
      documentKey: sql<string | null>`${contentVersions.key}`.as("document_key"),
      schoolDocument: sql<SchoolDocumentLine | null>`null::jsonb`.as("school_document"),
      photo: sql<PhotoLine | null>`null::jsonb`.as("photo"),
      version: sql<number | null>`${contentVersions.version}`.as("version"),
      restoredFrom: sql<number | null>`${contentVersions.restoredFrom}`.as("restored_from"),
    })
    .from(contentVersions)
    .where(
      filter.request
        ? sql`false`
        : and(isNotNull(contentVersions.publishedBy), filter.accountId === undefined ? undefined : eq(contentVersions.publishedBy, filter.accountId)),
    );
  // Newest first; within one instant, each source's rows newest first.
  const rows = await unionAll(accesses, exports, erased, published)
    .orderBy(desc(sql`created_at`), sql`source`, desc(sql`id`))
    .limit(limit)
    .offset(offset);
  const emails = await accountEmails(db, [...new Set(rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])))]);
  return rows.map((row) => ({
    key: row.source === "c" ? `c${row.documentKey}:${row.version}` : `${row.source}${row.id}`,
    at: row.at,
    accountId: row.accountId,
    email: row.accountId === null ? "" : (emails.get(row.accountId) ?? ""),
    action: row.action,
    requestKind: row.requestKind as RequestKind | null,
    requestId: row.requestId,
    filter: row.filter,
    rowCount: row.rowCount,
    counts: row.counts as AccessEntry["counts"],
    field: row.field,
    content: row.documentKey !== null && row.version !== null ? { key: row.documentKey, version: row.version, restoredFrom: row.restoredFrom } : null,
    schoolDocument: row.schoolDocument,
    photo: row.photo,
  }));
}

function accessConditions(filter: AccessFilter): SQL[] {
  return [
    ...(filter.accountId === undefined ? [] : [eq(accessRecords.accountId, filter.accountId)]),
    ...(filter.request ? [eq(accessRecords.requestKind, filter.request.kind)] : []),
    ...(filter.request?.id === undefined ? [] : [eq(accessRecords.requestId, filter.request.id)]),
  ];
}

/** One request's latest accesses (its page's short list, for group admins). */
export async function requestAccesses(db: Database, kind: RequestKind, id: number, limit: number): Promise<AccessEntry[]> {
  return accessPage(db, { request: { kind, id } }, { limit });
}

/** Every account, by address: who the record's filter offers. */
export async function accessAccounts(db: Database): Promise<{ id: number; email: string }[]> {
  return db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts).orderBy(staffAccounts.email);
}
