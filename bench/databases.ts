// The databases of the submission benchmark: a throw-away PostgreSQL database, and the
// row count of contact_messages on either engine.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { connectDatabase, queryRows, type DatabaseTarget } from "#database/client.ts";

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

export interface StoredContactMessages {
  rows: number;
  /** The outbox rows of contact messages (decision 0016: the office's and, with an address, the visitor's). */
  outboxRows: number;
  /** Messages without their office's or their visitor's outbox row (every benchmark message has an address). */
  withoutMail: number;
}

/** Rows in contact_messages, and whether each has its e-mails; for PGlite the server must have stopped (one process per data dir). */
export async function countContactMessages(
  target: { pgliteDataDir: string } | { postgresUrl: string },
): Promise<StoredContactMessages> {
  const dbTarget: DatabaseTarget =
    "pgliteDataDir" in target
      ? { kind: "pglite", dataDir: join(target.pgliteDataDir, "pglite") }
      : { kind: "postgres", url: target.postgresUrl, poolSize: 1 };
  const connection = await connectDatabase(dbTarget);
  const mailOf = (audience: string) =>
    sql`exists (select 1 from outbox_messages o where o.request_kind = 'contact' and o.request_id = c.id and o.audience = ${audience})`;
  try {
    const [row] = await queryRows<{ rows: number; outbox_rows: number; without_mail: number }>(
      connection.db,
      sql`select count(*)::int as rows,
        (select count(*)::int from outbox_messages where request_kind = 'contact') as outbox_rows,
        (count(*) filter (where not (${mailOf("office")} and ${mailOf("visitor")})))::int as without_mail
      from contact_messages c`,
    );
    return { rows: row?.rows ?? 0, outboxRows: row?.outbox_rows ?? 0, withoutMail: row?.without_mail ?? 0 };
  } finally {
    await connection.close();
  }
}
