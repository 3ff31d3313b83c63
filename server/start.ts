// Start-up shared by the server and the database commands: open the database the
// environment names, bring its schema up to date, seed it when empty.
import { join, resolve } from "node:path";
import { connectDatabase, type DatabaseConnection, type DatabaseTarget } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { claimEmbeddedDatabase } from "./embedded-lock.ts";
import type { Env } from "./env.ts";

export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: join(resolve(env.DATA_DIR), "pglite") };
}

/** `migrationsFolder`: drizzle/ of the project (the server bundle is not beside it). */
export async function openMigratedDatabase(env: Env, migrationsFolder?: string): Promise<DatabaseConnection> {
  const target = databaseTarget(env);
  if (target.kind === "pglite") claimEmbeddedDatabase(resolve(env.DATA_DIR));
  const connection = await connectDatabase(target);
  try {
    await migrateDatabase(connection, migrationsFolder);
    return connection;
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
}
