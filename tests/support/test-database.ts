// Real databases for tests: in-memory PGlite always, and a throw-away PostgreSQL
// database (created on the server of TEST_DATABASE_URL, dropped afterwards) when set.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseConnection } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { seedDatabase } from "#database/seed.ts";

export type Engine = "pglite" | "postgres";

/** The engines the suite runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  connection: DatabaseConnection;
  /** Empties the submission tables (the seeded schools stay). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A new, empty PostgreSQL database on the server of TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const templates = new Map<boolean, Blob>();

/** The run's migrated (and seeded) embedded database to start from (tests/support/pglite-templates.setup.ts). */
function pgliteTemplate(seeded: boolean): Blob {
  let template = templates.get(seeded);
  if (!template) {
    template = new Blob([readFileSync(join(inject("pgliteTemplates"), seeded ? "seeded.tar" : "migrated.tar"))]);
    templates.set(seeded, template);
  }
  return template;
}

export async function createTestDatabase(
  engine: Engine,
  options: { seed?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  let dropDatabase = async () => {};
  let connection: DatabaseConnection;
  if (engine === "pglite") {
    connection = await connectDatabase({ kind: "pglite", loadDataDir: pgliteTemplate(options.seed !== false) });
  } else {
    const created = await createPostgresDatabase();
    connection = await connectDatabase({ kind: "postgres", url: created.url, poolSize: options.poolSize ?? 20 });
    dropDatabase = created.drop;
  }
  await migrateDatabase(connection);
  if (options.seed !== false) await seedDatabase(connection.db);
  let closed = false;
  return {
    connection,
    reset: async () => {
      await connection.db.execute(
        sql.raw(
          "truncate tour_requests, enrollment_requests, contact_messages, admission_applications, visit_requests, career_resumes, career_applications, used_challenge_tokens restart identity",
        ),
      );
    },
    close: async () => {
      if (!closed) {
        closed = true;
        await connection.close().catch(() => {});
      }
      await dropDatabase();
    },
  };
}
