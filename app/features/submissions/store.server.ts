// Stores one submission as one row, in one statement, before anyone is told "yes".
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
  const rows = (await db
    .insert(table as PgTable)
    .values({ ...values, language })
    .returning({ id: table.id, createdAt: table.createdAt })) as StoredSubmission[];
  const row = rows[0];
  if (!row) throw new Error("insert returned no row");
  return row;
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
