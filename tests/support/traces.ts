// Where a person's values are still in the database: every text, varchar, jsonb and bytea
// column of every table (information_schema, so a table or column added later is searched
// too), searched for each value (case-insensitive), and a phone number by its digits
// however the column wrote them.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#database/client.ts";

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** The columns a person's values could be in. */
export async function searchableColumns(db: Database): Promise<Column[]> {
  return queryRows<Column>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'bytea')
      order by table_name, column_name`,
  );
}

/**
 * "table.column" for every column holding one of `texts` (case-insensitive) or a number
 * with the digits `phoneDigits` (spaces, dashes and a +91 or 0 in front make no difference).
 */
export async function tracesOf(db: Database, { texts, phoneDigits }: { texts: string[]; phoneDigits: string[] }): Promise<string[]> {
  const found: string[] = [];
  for (const column of await searchableColumns(db)) {
    const name = sql.identifier(column.column_name);
    const table = sql.identifier(column.table_name);
    const asText =
      column.data_type === "bytea" ? sql`encode(${name}, 'escape')` : sql`${name}::text`;
    const conditions = [
      ...texts.map((text) => sql`position(lower(${text}) in lower(${asText})) > 0`),
      ...phoneDigits.map((digits) => sql`position(${digits} in regexp_replace(${asText}, '[^0-9]', '', 'g')) > 0`),
    ];
    if (conditions.length === 0) continue;
    const [row] = await queryRows<{ hits: number }>(db, sql`select count(*)::int as hits from ${table} where ${sql.join(conditions, sql` or `)}`);
    if ((row?.hits ?? 0) > 0) found.push(`${column.table_name}.${column.column_name}`);
  }
  return found;
}
