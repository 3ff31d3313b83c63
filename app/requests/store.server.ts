// Stores each submission as one row before anyone is told "yes": one statement each, or
// several arrived together in one statement (`together`).
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { statementName } from "#database/statement-name.ts";
import type { submissionTables } from "#database/schema.ts";
import { batchWhileBusy } from "#app/lib/batch-while-busy.ts";

export type SubmissionTable = (typeof submissionTables)[keyof typeof submissionTables];
export interface StoredSubmission {
  id: number;
  createdAt: Date;
}

/** The columns a caller provides: everything but id, created_at, status and language. */
export type SubmissionValues<T extends SubmissionTable> = Omit<
  T["$inferInsert"],
  "id" | "createdAt" | "status" | "language"
>;

/** Submissions that may be written together with others arriving at once (below). */
export const TOGETHER = { together: true };

export async function storeSubmission<T extends SubmissionTable>(
  db: Pick<Database, "insert">,
  table: T,
  values: SubmissionValues<T>,
  language: Language,
  { together = false }: { together?: boolean } = {},
): Promise<StoredSubmission> {
  // An absent field (undefined) takes the column's default, as in a plain insert.
  const row = Object.fromEntries(Object.entries({ ...values, language }).filter(([, value]) => value !== undefined));
  if (!together) return insertOne(db, table, row);
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = insertBatches(db)));
  return batches(shapeOf(table, Object.keys(row)), { table, row });
}

/**
 * Submissions of one table and set of columns that arrive while the previous ones are
 * being written go to the database as one multi-row insert, in one transaction: under a
 * flood of submissions, one statement and one WAL flush per round trip instead of one
 * per request. Each is still stored before its request is answered. For tables where a
 * row is seldom refused on its own: when the database refuses one (an admission's school
 * that does not exist, by its foreign key), the batch's rows are written one by one, so
 * that only that row fails.
 */
const batchesOf = new WeakMap<object, (shape: string, item: { table: SubmissionTable; row: Row }) => Promise<StoredSubmission>>();

type Row = Record<string, unknown>;

function insertBatches(db: Pick<Database, "insert">) {
  return batchWhileBusy<{ table: SubmissionTable; row: Row }, StoredSubmission>(async (_shape, items) => {
    const [{ table }] = items as [{ table: SubmissionTable; row: Row }];
    const one = (row: Row) => insertOne(db, table, row);
    if (items.length === 1) return Promise.allSettled(items.map(({ row }) => one(row)));
    try {
      const stored = (await db
        .insert(table as PgTable)
        .values(items.map(({ row }) => row))
        .returning({ id: table.id, createdAt: table.createdAt })) as StoredSubmission[];
      // Ids are drawn in the order of the rows given.
      stored.sort((a, b) => a.id - b.id);
      if (stored.length !== items.length) throw new Error("insert returned another number of rows");
      return stored.map((value) => ({ status: "fulfilled", value }));
    } catch (error) {
      // A row the database refused (a data or integrity error, SQLSTATE class 22 or 23):
      // nothing was written, so each row is tried on its own. Any other failure (a lost
      // connection) may have come after the commit: the batch fails, never written twice.
      if (!/^2[23]/.test(postgresErrorCode(error) ?? "")) throw error;
      return Promise.allSettled(items.map(({ row }) => one(row)));
    }
  });
}

async function insertOne(db: Pick<Database, "insert">, table: SubmissionTable, row: Row): Promise<StoredSubmission> {
  const rows = (await insertStatement(db, table, Object.keys(row)).execute(row)) as StoredSubmission[];
  const stored = rows[0];
  if (!stored) throw new Error("insert returned no row");
  return stored;
}

const shapeOf = (table: SubmissionTable, columns: string[]) => `${getTableName(table)}(${[...columns].sort().join(",")})`;

/**
 * One prepared statement per table and set of columns given, per database handle: the
 * SQL is built once, and PostgreSQL parses and plans it once per connection, instead of
 * both on every submission. A statement is named by the SQL it runs: a pooled connection
 * knows each name once, and whichever code prepares a name means the same statement by
 * it (a name counted from 1 meant different inserts to two copies of this module, and
 * node-postgres refused the second: a lost submission).
 */
type InsertStatement = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const statements = new WeakMap<object, Map<string, InsertStatement>>();

function insertStatement(db: Pick<Database, "insert">, table: SubmissionTable, columns: string[]): InsertStatement {
  const shape = shapeOf(table, columns);
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  let statement = forDb.get(shape);
  if (!statement) {
    const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
    const query = db
      .insert(table as PgTable)
      .values(placeholders)
      .returning({ id: table.id, createdAt: table.createdAt });
    statement = query.prepare(statementName("store", query.toSQL().sql));
    forDb.set(shape, statement);
  }
  return statement;
}

/** A PostgreSQL error code from a driver error, whether wrapped by Drizzle or not. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === "object"; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
