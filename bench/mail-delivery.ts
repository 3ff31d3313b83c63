// The outbox's delivery speed (issue 17): a step of `npm run bench`, and on its own
// `npm run bench:mail`. 10,000 messages wait in the outbox (5,000 contact messages stored
// with their trigger on: the office's and the visitor's e-mail each), and the server's
// own sender (server/mail/sender.ts with the server's composer) delivers them to a real
// SMTP server on loopback (bench/smtp-sink.ts, in a process of its own), on PostgreSQL and
// on PGlite. Timed from the sender's first claim until every row is recorded sent; the
// SMTP server's count by Message-ID checks that each arrived once. See bench/README.md.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { seedDatabase } from "#database/seed.ts";
import { outboxComposer } from "#server/mail/compose-outbox.ts";
import { OutboxSender } from "#server/mail/sender.ts";
import { createScratchDatabase } from "./databases.ts";
import { keepFigures, onCleanup, runAsProgram } from "./processes.ts";
import { heading, pass, table } from "./report.ts";
import { forkSmtpSink, type SinkProcess } from "./smtp-sink.ts";

export const MAIL_DELIVERY = {
  messages: 10_000,
  runs: 3,
  /** The server's default pool (DATABASE_POOL_SIZE). */
  poolSize: 10,
} as const;

export const MAIL_TARGET = ">= 200 messages/s delivered to a loopback SMTP server (10,000 waiting, PostgreSQL)";

const SITE_URL = "https://www.vidyanjalischools.in";

export type MailEngine = "postgres" | "pglite";

export interface MailRun {
  seconds: number;
  perSecond: number;
  /** Rows recorded sent at the end. */
  sentRows: number;
  /** Accepted by the SMTP server, distinct Message-IDs, and ids accepted more than once. */
  received: number;
  distinct: number;
  duplicates: number;
  /** Every row sent and every message arrived once. */
  exact: boolean;
  /** The sending process's CPU time (user + system) per message: steadier than the rate on a shared machine. */
  cpuMsPerMessage: number;
}

export interface MailEngineFigures {
  engine: MailEngine;
  messages: number;
  fillSeconds: number;
  runs: MailRun[];
  perSecond: { median: number; min: number; max: number };
}

export interface MailDeliveryFigures {
  startedAt: string;
  target: string;
  loadAverageBefore: number[];
  engines: MailEngineFigures[];
  verdict: boolean | undefined;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A database of the engine, migrated and seeded, and how to drop it. */
async function openDatabase(engine: MailEngine, tempDir: string): Promise<{ connection: DatabaseConnection; drop: () => Promise<void> }> {
  if (engine === "pglite") {
    const dataDir = mkdtempSync(join(tempDir, "mail-pglite-"));
    const connection = await connectDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(connection);
    await seedDatabase(connection.db);
    return { connection, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createScratchDatabase();
  const unregister = onCleanup(`drop database ${database.name}`, database.drop);
  const connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: MAIL_DELIVERY.poolSize });
  await migrateDatabase(connection);
  await seedDatabase(connection.db);
  return {
    connection,
    drop: async () => {
      await database.drop();
      unregister();
    },
  };
}

/** `messages / 2` contact messages with an address, written as the public POST's trigger writes their mail. */
async function fill(connection: DatabaseConnection, messages: number): Promise<void> {
  const schools = sql.raw(`array[${SCHOOL_CODES.map((code) => `'${code}'`).join(",")}]`);
  await connection.db.execute(sql`
    insert into contact_messages (first_name, last_name, email, phone, school, message, language)
    select 'Bench', 'Mail ' || i, 'bench' || i || '@example.org', '+91 90000 ' || lpad((i % 100000)::text, 5, '0'),
      (${schools})[1 + i % ${SCHOOL_CODES.length}], 'Is there a bus from Uppal? (' || i || ')',
      case when i % 3 = 0 then 'te' else 'en' end
    from generate_series(1, ${Math.ceil(messages / 2)}) as i`);
  const [waiting] = await queryRows<{ n: number }>(connection.db, sql`select count(*)::int as n from outbox_messages where status = 'waiting'`);
  if (waiting?.n !== messages) throw new Error(`expected ${messages} waiting messages, found ${waiting?.n}`);
}

/** Every message waiting again, as if never sent (same rows, same Message-IDs). */
async function rewind(connection: DatabaseConnection): Promise<void> {
  await connection.db.execute(
    sql`update outbox_messages set status = 'waiting', attempts = 0, next_attempt_at = now(), lease_until = null, sent_at = null, last_error = null`,
  );
}

async function oneRun(connection: DatabaseConnection, sink: SinkProcess, messages: number): Promise<MailRun> {
  await sink.reset();
  const sender = new OutboxSender({
    db: connection.db,
    smtpUrl: sink.url,
    from: "Vidyanjali Schools <admissions@vidyanjalischools.in>",
    messageIdDomain: "vidyanjalischools.in",
    compose: outboxComposer(SITE_URL, "bench-link-secret-0123456789abcdef0123456789"),
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    await sender.drain();
  } finally {
    await sender.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const [row] = await queryRows<{ n: number }>(connection.db, sql`select count(*)::int as n from outbox_messages where status = 'sent'`);
  const counts = await sink.counts();
  const duplicates = Object.keys(counts.duplicates).length;
  return {
    seconds: round(seconds, 2),
    perSecond: round(messages / seconds),
    sentRows: row?.n ?? 0,
    received: counts.received,
    distinct: counts.distinct,
    duplicates,
    cpuMsPerMessage: round((user + system) / 1000 / messages, 2),
    exact: row?.n === messages && counts.received === messages && counts.distinct === messages && duplicates === 0,
  };
}

export async function measureMailDelivery({
  tempDir,
  engines = ["postgres", "pglite"],
  runs = MAIL_DELIVERY.runs,
  messages = MAIL_DELIVERY.messages,
  log = console.log,
}: {
  tempDir: string;
  engines?: MailEngine[];
  runs?: number;
  messages?: number;
  log?: (line: string) => void;
}): Promise<MailDeliveryFigures> {
  const figures: MailDeliveryFigures = {
    startedAt: new Date().toISOString(),
    target: MAIL_TARGET,
    loadAverageBefore: loadavg().map((v) => round(v, 2)),
    engines: [],
    verdict: undefined,
  };
  const sink = await forkSmtpSink();
  const unregister = onCleanup("stop the SMTP sink", sink.stop);
  try {
    for (const engine of engines) {
      const { connection, drop } = await openDatabase(engine, tempDir);
      try {
        const t = performance.now();
        await fill(connection, messages);
        const fillSeconds = round((performance.now() - t) / 1000, 2);
        const done: MailRun[] = [];
        for (let run = 1; run <= runs; run++) {
          if (run > 1) await rewind(connection);
          const result = await oneRun(connection, sink, messages);
          log(
            `  ${engine} run ${run}: ${result.perSecond} messages/s (${result.seconds} s), ${result.sentRows} rows sent, ` +
              `${result.received} received, ${result.distinct} distinct, ${result.duplicates} twice; ` +
              `sender CPU ${result.cpuMsPerMessage} ms/message`,
          );
          done.push(result);
        }
        const rates = done.map((r) => r.perSecond);
        figures.engines.push({
          engine,
          messages,
          fillSeconds,
          runs: done,
          perSecond: { median: round(median(rates)), min: Math.min(...rates), max: Math.max(...rates) },
        });
      } finally {
        await connection.close();
        await drop();
      }
    }
  } finally {
    await sink.stop();
    unregister();
  }
  const postgres = figures.engines.find((e) => e.engine === "postgres");
  figures.verdict = postgres && postgres.messages === MAIL_DELIVERY.messages
    ? postgres.runs.every((r) => r.exact) && postgres.perSecond.median >= 200
    : undefined;
  return figures;
}

export function printMailDelivery(figures: MailDeliveryFigures | undefined): void {
  console.log(heading("Mail delivery (the outbox's sender to a loopback SMTP server)"));
  if (!figures) return void console.log("not measured");
  console.log(`load average before: ${figures.loadAverageBefore.join(" ")}`);
  console.log(
    table(
      ["engine", "messages", "runs", "median msg/s", "min", "max", "each run", "CPU ms/msg", "all exact"],
      figures.engines.map((e) => [
        e.engine,
        e.messages,
        e.runs.length,
        e.perSecond.median,
        e.perSecond.min,
        e.perSecond.max,
        e.runs.map((r) => r.perSecond).join(" / "),
        e.runs.map((r) => r.cpuMsPerMessage).join(" / "),
        e.runs.every((r) => r.exact) ? "yes" : "NO",
      ]),
    ),
  );
  console.log("exact: every row recorded sent, and the SMTP server took each Message-ID once; CPU: the sending process's, per message");
  console.log(`${MAIL_TARGET}: ${pass(figures.verdict)}`);
}

// ---------------------------------------------------------------- on its own

/** `npm run bench:mail [-- --runs N] [-- --messages N] [-- --engine postgres|pglite]`; keeps the figures in bench/results.json. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const engine = value("--engine");
  const tempDir = mkdtempSync(join(tmpdir(), "bench-mail-"));
  onCleanup("remove temporary files", () => rmSync(tempDir, { recursive: true, force: true }));
  const messages = Number(value("--messages") ?? MAIL_DELIVERY.messages);
  const figures = await measureMailDelivery({
    tempDir,
    engines: engine === "postgres" || engine === "pglite" ? [engine] : undefined,
    runs: Number(value("--runs") ?? MAIL_DELIVERY.runs),
    messages,
  });
  printMailDelivery(figures);
  if (messages === MAIL_DELIVERY.messages) keepFigures("mailDelivery", figures);
}

runAsProgram(import.meta.url, main);
