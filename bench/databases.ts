// The databases of the submission benchmark: a throw-away PostgreSQL database, and the
// rows of a kind of request (with their e-mails) on either engine.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { REQUESTS } from "#app/requests/registry.server.ts";
import { connectDatabase, queryRows, type Database, type DatabaseTarget } from "#database/client.ts";

/** Where the benchmark creates (and drops) its own database; never touched otherwise. */
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates bench_<random> next to the admin database. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface StoredRequests {
  rows: number;
  /** The kind's outbox rows (decision 0016: the office's and, with an address, the visitor's). */
  outboxRows: number;
  /** Requests without their office's or their visitor's outbox row (every benchmark request has an address). */
  withoutMail: number;
}

/** A stopped server's embedded data dir, or a PostgreSQL database. */
export type CountTarget = { pgliteDataDir: string } | { postgresUrl: string };

/** Opens the database of `target`, reads, closes it; for PGlite the server must have stopped (one process per data dir). */
export async function readDatabase<T>(target: CountTarget, read: (db: Database) => Promise<T>): Promise<T> {
  const dbTarget: DatabaseTarget =
    "pgliteDataDir" in target
      ? { kind: "pglite", dataDir: join(target.pgliteDataDir, "pglite") }
      : { kind: "postgres", url: target.postgresUrl, poolSize: 1 };
  const connection = await connectDatabase(dbTarget);
  try {
    return await read(connection.db);
  } finally {
    await connection.close();
  }
}

/** Rows of a kind's table, and whether each has its e-mails. */
export async function countStored(db: Database, kind: RequestKind): Promise<StoredRequests> {
  const table = REQUESTS[kind].table;
  const mailOf = (audience: string) =>
    sql`exists (select 1 from outbox_messages o where o.request_kind = ${kind} and o.request_id = r.id and o.audience = ${audience})`;
  const [row] = await queryRows<{ rows: number; outbox_rows: number; without_mail: number }>(
    db,
    sql`select count(*)::int as rows,
      (select count(*)::int from outbox_messages where request_kind = ${kind}) as outbox_rows,
      (count(*) filter (where not (${mailOf("office")} and ${mailOf("visitor")})))::int as without_mail
    from ${table} r`,
  );
  return { rows: row?.rows ?? 0, outboxRows: row?.outbox_rows ?? 0, withoutMail: row?.without_mail ?? 0 };
}

/** Rows in contact_messages, and whether each has its e-mails. */
export function countContactMessages(target: CountTarget): Promise<StoredRequests> {
  return readDatabase(target, (db) => countStored(db, "contact"));
}
