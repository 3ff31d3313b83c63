// Stores one submission as one row, in one statement, before anyone is told "yes".
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import type { submissionTables } from "#database/schema.ts";

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

export async function storeSubmission<T extends SubmissionTable>(
  db: Pick<Database, "insert">,
  table: T,
  values: SubmissionValues<T>,
  language: Language,
): Promise<StoredSubmission> {
  // An absent field (undefined) takes the column's default, as in a plain insert.
  const row = Object.fromEntries(Object.entries({ ...values, language }).filter(([, value]) => value !== undefined));
  const rows = (await insertStatement(db, table, Object.keys(row)).execute(row)) as StoredSubmission[];
  const stored = rows[0];
  if (!stored) throw new Error("insert returned no row");
  return stored;
}

/**
 * One prepared statement per table and set of columns given, per database handle: the
 * SQL is built once, and PostgreSQL parses and plans it once per connection, instead of
 * both on every submission. The name is the same for the same SQL on every handle.
 */
type InsertStatement = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const statementNames = new Map<string, string>();
const statements = new WeakMap<object, Map<string, InsertStatement>>();

function insertStatement(db: Pick<Database, "insert">, table: SubmissionTable, columns: string[]): InsertStatement {
  const shape = `${getTableName(table)}(${[...columns].sort().join(",")})`;
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  let statement = forDb.get(shape);
  if (!statement) {
    let name = statementNames.get(shape);
    if (!name) statementNames.set(shape, (name = `store_${statementNames.size + 1}`));
    const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
    statement = db
      .insert(table as PgTable)
      .values(placeholders)
      .returning({ id: table.id, createdAt: table.createdAt })
      .prepare(name);
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
