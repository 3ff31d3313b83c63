// Vitest's global setup for the unit and API run: the two embedded databases the tests
// start from (migrated; migrated and seeded), made once and dumped to files. A fresh
// PGlite runs initdb, 2-6 s of CPU on this machine each time; loading a dump skips it.
// The dumps are made from this checkout's migrations at the start of every run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { seedDatabase } from "#database/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the dumps tests/support/test-database.ts loads: migrated.tar, seeded.tar. */
    pgliteTemplates: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "pglite-templates-"));
  const connection = await connectDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(connection);
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    writeFileSync(join(dir, "migrated.tar"), Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await seedDatabase(connection.db);
    writeFileSync(join(dir, "seeded.tar"), Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await connection.close();
  }
  project.provide("pgliteTemplates", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
