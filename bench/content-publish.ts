// Publish to visible (issue 28: "a publish reaches every running instance within 2
// seconds"): `npm run bench:content`. Two built servers on one fresh PostgreSQL database,
// each with its page cache on (as in production), as two instances behind a load balancer.
// A school page's draft is published from here, as the editor's instance would, and both
// servers' /school/1 are asked again and again until each shows it: the time from the
// publish's call to the first answer that shows it, per instance. See bench/README.md.
import { loadavg } from "node:os";
import { join } from "node:path";
import { viswa, type SchoolContent } from "#app/content/schools/index.ts";
import { schoolKey } from "#app/content/store/content-keys.ts";
import { publishDraft, readForEditing, saveDraft } from "#app/content/store/publishing.server.ts";
import { connectDatabase, type DatabaseConnection } from "#database/client.ts";
import { staffAccounts } from "#database/schema.ts";
import { createScratchDatabase } from "./databases.ts";
import { keepFigures, onCleanup, runAsProgram, startServer, type RunningServer, siteForStepAlone } from "./processes.ts";
import { heading, pass, table } from "./report.ts";

export const CONTENT_PUBLISH = {
  ports: [3407, 3408],
  publishes: 20,
  /** How often each server's page is asked while waiting. */
  pollMs: 10,
  /** A publish not seen by then counts as this long (and fails the target). */
  giveUpMs: 10_000,
} as const;

export const CONTENT_PUBLISH_TARGET = "a publish visible on both instances' pages (page cache on): p95 < 2 s";

export interface ContentPublishFigures {
  startedAt: string;
  loadAverage: { before: number[]; after: number[] };
  publishes: number;
  /** Milliseconds from the publish's call to its first answer showing it, per instance. */
  instances: Array<{ port: number; p50: number; p95: number; max: number; missed: number }>;
  verdict: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureContentPublish({ siteDir, tempDir }: { siteDir: string; tempDir: string }): Promise<ContentPublishFigures> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((v) => Math.round(v * 100) / 100);
  const database = await createScratchDatabase();
  const unregister = onCleanup(`drop database ${database.name}`, database.drop);
  const servers: RunningServer[] = [];
  let connection: DatabaseConnection | undefined;
  try {
    for (const [i, port] of CONTENT_PUBLISH.ports.entries()) {
      servers.push(await startServer({ siteDir, port, dataDir: join(tempDir, `data-content-${i}`), databaseUrl: database.url }));
    }
    connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: 2 });
    const db = connection.db;
    const [editor] = await db.insert(staffAccounts).values({ email: "bench-editor@example.org", passwordHash: "not-a-hash", role: "admin" }).returning({ id: staffAccounts.id });
    const seen: number[][] = servers.map(() => []);
    const missed = servers.map(() => 0);
    const shows = async (server: RunningServer, marker: string) => {
      const response = await fetch(`${server.url}/school/1`, { headers: { "accept-language": "en" } });
      return (await response.text()).includes(marker);
    };
    for (let n = 1; n <= CONTENT_PUBLISH.publishes; n++) {
      // Each server keeps a copy of the page first: the publish must make it let go.
      for (const server of servers) for (let i = 0; i < 2; i++) await shows(server, "");
      const marker = `Bench Principal ${n} ${Date.now()}`;
      const opened = (await readForEditing(db, schoolKey(1)))!;
      const draft = structuredClone(viswa) as SchoolContent;
      draft.principal.name = { en: marker, te: marker };
      const saved = await saveDraft(db, schoolKey(1), draft, { revision: opened.revision, accountId: editor!.id });
      if (!saved.ok) throw new Error("the bench's draft was refused");
      const started = performance.now();
      const published = await publishDraft(db, schoolKey(1), { revision: saved.revision, accountId: editor!.id });
      if (!published.ok) throw new Error(`the bench's publish was refused: ${published.reason}`);
      await Promise.all(
        servers.map(async (server, i) => {
          for (;;) {
            if (await shows(server, marker)) return void seen[i]!.push(performance.now() - started);
            if (performance.now() - started > CONTENT_PUBLISH.giveUpMs) {
              missed[i] = missed[i]! + 1;
              return void seen[i]!.push(CONTENT_PUBLISH.giveUpMs);
            }
            await new Promise((resolve) => setTimeout(resolve, CONTENT_PUBLISH.pollMs));
          }
        }),
      );
    }
    const instances = servers.map((server, i) => {
      const sorted = [...seen[i]!].sort((a, b) => a - b);
      return { port: Number(new URL(server.url).port), p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0), missed: missed[i]! };
    });
    return {
      startedAt,
      loadAverage: { before: loadBefore, after: loadavg().map((v) => Math.round(v * 100) / 100) },
      publishes: CONTENT_PUBLISH.publishes,
      instances,
      verdict: instances.every((instance) => instance.p95 < 2_000 && instance.missed === 0),
    };
  } finally {
    await connection?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    unregister();
  }
}

export function printContentPublish(figures: ContentPublishFigures | undefined): void {
  console.log(heading("Publish to visible: two instances on one PostgreSQL database, page cache on"));
  if (!figures) return void console.log("not measured");
  console.log(`${figures.publishes} publishes of /school/1's principal; load average before ${figures.loadAverage.before.join(" ")}, after ${figures.loadAverage.after.join(" ")}`);
  console.log(table(["instance (port)", "p50 ms", "p95 ms", "max ms", "not seen in 10 s"], figures.instances.map((i) => [i.port, i.p50, i.p95, i.max, i.missed])));
  console.log(`${CONTENT_PUBLISH_TARGET}: ${pass(figures.verdict)}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const { siteDir, tempDir } = await siteForStepAlone("content", args);
  const figures = await measureContentPublish({ siteDir, tempDir });
  printContentPublish(figures);
  keepFigures("contentPublish", figures);
}

runAsProgram(import.meta.url, main);
