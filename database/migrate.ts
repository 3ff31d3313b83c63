// Applies the committed SQL migrations in drizzle/. Safe to run at every start and by
// several instances at once (PostgreSQL: an advisory lock serialises them).
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import type { DatabaseConnection } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));
const MIGRATION_LOCK_KEY = 7_240_531; // any constant shared by all instances

export async function migrateDatabase(connection: DatabaseConnection, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (connection.target.kind === "pglite") {
    await migratePglite(connection.db as unknown as PgliteDatabase<Record<string, never>>, config);
    return;
  }
  const pool = (connection.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
