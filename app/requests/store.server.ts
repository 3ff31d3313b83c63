// Stores each submission as one row before anyone is told "yes": one statement each, or
// several arrived together in one statement (`together`).
import { getTableColumns, getTableName, sql, type Query } from "drizzle-orm";
import { PgDialect, type PgColumn, type SelectedFieldsOrdered } from "drizzle-orm/pg-core";
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

/** A submission's row as written: an absent field (undefined) is left out and takes the column's default, as in a plain insert. */
export function submissionRow(values: object, language: Language): Row {
  // A plain loop: built for every submission (the entries' arrays were 3% of the server's work per booking under a flood).
  const row: Row = {};
  for (const key of Object.keys(values)) {
    const value = (values as Row)[key];
    if (value !== undefined) row[key] = value;
  }
  row.language = language;
  return row;
}

/** Submissions that may be written together with others arriving at once (below). */
export const TOGETHER = { together: true };

export async function storeSubmission<T extends SubmissionTable>(
  db: Writer,
  table: T,
  values: SubmissionValues<T>,
  language: Language,
  { together = false }: { together?: boolean } = {},
): Promise<StoredSubmission> {
  const row = submissionRow(values, language);
  if (!together) return insertOne(db, table, row);
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = insertBatches(db)));
  return batches(`${getTableName(table)}(${columnsOf(row)})`, { table, row });
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

export type Row = Record<string, unknown>;

/** A row's columns, sorted: rows with the same are written by the same statement. */
const columnsOf = (row: Row) => Object.keys(row).sort().join(",");

function insertBatches(db: Writer) {
  return batchWhileBusy<{ table: SubmissionTable; row: Row }, StoredSubmission>(async (_shape, items) => {
    const [{ table }] = items as [{ table: SubmissionTable; row: Row }];
    const one = (row: Row) => insertOne(db, table, row);
    if (items.length === 1) return Promise.allSettled(items.map(({ row }) => one(row)));
    try {
      const stored = await insertRows(db, table, items.map(({ row }) => row));
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

async function insertOne(db: Writer, table: SubmissionTable, row: Row): Promise<StoredSubmission> {
  const [stored] = await insertRows(db, table, [row]);
  if (!stored) throw new Error("insert returned no row");
  return stored;
}

/** A database handle or a transaction's: what an insert is run with. */
export type Writer = Pick<Database, "_">;

/**
 * Writes rows of a table, answered in the order given: rows with the same columns in one
 * statement (an absent column takes its default), each column's values one array
 * parameter, the rows made by `unnest`. Each statement is a prepared one, per table and
 * set of columns, whatever the number of rows: its SQL is built once, PostgreSQL parses
 * and plans it once per connection, and a 30-row insert is a handful of parameters, not
 * 450 (building and filling those, a new statement for each number of rows, had been a
 * tenth of the server's work per tour booking). Run through the handle's session
 * (drizzle's `_.session.prepareQuery`, as its own builders do), so that a transaction's
 * handle runs it in the transaction.
 */
export async function insertRows(db: Writer, table: SubmissionTable, rows: Row[]): Promise<StoredSubmission[]> {
  const stored: StoredSubmission[] = [];
  const shapes = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const columns = columnsOf(row);
    const same = shapes.get(columns);
    if (same) same.push(i);
    else shapes.set(columns, [i]);
  });
  for (const [shape, indexes] of shapes) {
    const plan = insertPlan(table, shape.split(","));
    const values: Record<string, unknown[]> = {};
    plan.columns.forEach(({ key, column }, k) => {
      values[`c${k}`] = indexes.map((rowIndex) => {
        const value = rows[rowIndex]![key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
    });
    const written = (await db._.session.prepareQuery(plan.query, plan.fields, plan.name, true).execute(values)) as StoredSubmission[];
    if (written.length !== indexes.length) throw new Error("insert returned another number of rows");
    // Ids are drawn in the order of the rows given (unnest gives them in the arrays' order).
    written.sort((a, b) => a.id - b.id);
    indexes.forEach((rowIndex, j) => (stored[rowIndex] = written[j]!));
  }
  return stored;
}

interface InsertPlan {
  query: Query;
  /** The table's columns written, in the order of the statement's parameters (c0, c1…). */
  columns: Array<{ key: string; column: PgColumn }>;
  fields: SelectedFieldsOrdered;
  name: string;
}

/**
 * The plans made, the most recently used last: a handful of tables times the sets of
 * columns met. Bounded, since a client decides which optional fields it sends.
 */
const plans = new Map<string, InsertPlan>();
const MAX_PLANS = 300;

/** Turns a plan's statement into its SQL and parameters once (no database handle needed for that). */
const dialect = new PgDialect();

/** A statement writing `keys` (a row's keys; any that is no column of the table is left out, as drizzle's insert does). */
function insertPlan(table: SubmissionTable, keys: string[]): InsertPlan {
  const key = `${getTableName(table)}(${keys.join(",")})`;
  let plan = plans.get(key);
  if (plan) plans.delete(key);
  else {
    const tableColumns: Record<string, PgColumn> = getTableColumns(table);
    const columns = keys.flatMap((key) => (Object.hasOwn(tableColumns, key) ? [{ key, column: tableColumns[key]! }] : []));
    const query = dialect.sqlToQuery(
      sql`insert into ${table} (${sql.join(
        columns.map(({ column }) => sql.identifier(column.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(
        columns.map(({ column }, k) => sql`${sql.placeholder(`c${k}`)}::${sql.raw(column.getSQLType())}[]`),
        sql`, `,
      )}) returning ${sql.identifier(table.id.name)}, ${sql.identifier(table.createdAt.name)}`,
    );
    // A statement is named by the SQL it runs: a pooled connection knows each name once,
    // and whichever code prepares a name means the same statement by it (a name counted
    // from 1 meant different inserts to two copies of this module, and node-postgres
    // refused the second: a lost submission).
    plan = { query, columns, fields: [{ path: ["id"], field: table.id }, { path: ["createdAt"], field: table.createdAt }], name: statementName("store", query.sql) };
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
  }
  plans.set(key, plan);
  return plan;
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
