// The database handle: embedded PGlite by default, PostgreSQL when a URL is given.
// Created once at start-up and passed down (never imported as a global), so tests can
// hand in their own.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createEmbeddedFolder } from "./embedded-init.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  // No dataDir: in memory. loadDataDir: a dump (PGlite's dumpDataDir) to start from instead of
  // running initdb: the tests start each database from one already migrated and seeded.
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; poolSize?: number };

export interface DatabaseConnection {
  db: Database;
  target: DatabaseTarget;
  /** Answers when the database does; throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database's PostgreSQL settings (PGlite writes them to the folder's
 * postgresql.conf at each start). Its 128 MB default of shared_buffers is all touched at
 * start inside PGlite's WebAssembly heap; 32 MB holds the site's data many times over.
 * Measured (decision 0024): resting at 225–248 MB instead of 334–366 MB, with POST
 * /api/contact the same within the spread (648–721 against 655–704 per s, 3 pairs).
 */
const EMBEDDED_CONFIGURATION = "shared_buffers = 32MB";

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * Bytes to PostgreSQL's hex text and back, for PGlite. Its own (0.5.16) go through a JS
 * array with a string per byte: a 5 MB résumé cost ~200 MB of heap each way, and twenty
 * uploads at once took the server to 974 MB (server/resume-upload-memory.test.ts).
 */
const hexOfBytes = (value: unknown): string => {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
};
const bytesOfHex = (text: string): Uint8Array => {
  const bytes = Buffer.from(text.slice(2), "hex");
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === "pglite") {
    if (target.dataDir) {
      mkdirSync(target.dataDir, { recursive: true });
      createEmbeddedFolder(target.dataDir);
    }
    const client = await PGlite.create(target.dataDir, {
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      serializers: { [BYTEA]: hexOfBytes },
      parsers: { [BYTEA]: bytesOfHex },
      postgresqlconf: EMBEDDED_CONFIGURATION,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      target,
      ping: async () => {
        await client.query("select 1");
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    // Statements that hang (a stalled server) fail instead of holding a request forever.
    query_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query
  // gets a fresh connection or a clear error.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    target,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
