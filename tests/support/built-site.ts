// The built site (`npm test` builds it before the tests; a lone run builds it here) served
// by the real app on a real database: the server bundle's own app and pages, as in
// production (one copy of every module the API and the pages share).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RetentionMonths } from "#app/config/privacy.ts";
import { seedContent } from "#app/content/store/seed-content.server.ts";
import type { Database } from "#database/client.ts";
import type * as ServerEntry from "#server/entry.ts";
import type { MountPages, ReportError } from "#server/pages.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-database.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "./test-server.ts";

const root = new URL("../..", import.meta.url).pathname;

/** The server bundle, built first if it is missing. */
export async function serverBundle(): Promise<typeof ServerEntry> {
  const bundle = join(root, "build/server/index.js");
  if (!existsSync(bundle)) {
    execFileSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], { cwd: root, stdio: "ignore" });
  }
  return (await import(pathToFileURL(bundle).href)) as typeof ServerEntry;
}

/** What startTestServer needs to serve the bundle's pages with the bundle's own app. */
export interface BuiltPages {
  mountPages: MountPages;
  createApp: typeof ServerEntry.createApp;
}

/**
 * The built pages on `db`; each page's failure is handed to `onError`; `pageCacheMs` as in
 * production; `retention` as the environment would set it (none: the defaults).
 */
export async function builtPages(
  db: Database,
  onError: ReportError,
  pageCacheMs = 0,
  retention?: RetentionMonths,
): Promise<BuiltPages> {
  const bundle = await serverBundle();
  const mountPages = bundle.builtPages(
    { db, challengeSecret: TEST_SECRET, reportError: onError, ...(retention ? { retention } : {}) },
    { buildDir: join(root, "build"), pageCacheMs },
  );
  return { mountPages, createApp: bundle.createApp };
}

/**
 * The pages read the website's content as the server does (issue 28): today's modules
 * written as version 1, then held in the bundle's memory, which its own publishes reload
 * (server/entry.ts holdPublishedContent). Without it the bundle's pages read the modules.
 * Answers how to stop hearing of publishes.
 */
export async function holdBuiltContent(db: Database): Promise<() => void> {
  await seedContent(db);
  const { stop } = await (await serverBundle()).holdPublishedContent(db);
  return stop;
}

export interface BuiltSite {
  database: TestDatabase;
  site: TestServer;
  /** What the pages reported as failures (none, in a passing test). */
  failures: string[];
  close(): Promise<void>;
}

/**
 * A fresh, seeded database of `engine` and the built site on it (`content`: reading the
 * website's content as the server does; `pageCacheMs`: its page cache on, as in production).
 */
export async function startBuiltSite(
  engine: Engine = "pglite",
  options: { poolSize?: number; retention?: RetentionMonths; content?: boolean; pageCacheMs?: number } = {},
): Promise<BuiltSite> {
  const database = await createTestDatabase(engine, { poolSize: options.poolSize });
  const stopHolding = options.content ? await holdBuiltContent(database.connection.db) : undefined;
  const failures: string[] = [];
  const pages = await builtPages(database.connection.db, (error) => failures.push(String(error)), options.pageCacheMs, options.retention);
  const site = await startTestServer(database.connection.db, pages);
  return {
    database,
    site,
    failures,
    close: async () => {
      stopHolding?.();
      await site.close();
      await database.close();
    },
  };
}
