// npm run data:purge as an office's IT person would run it: a dry run that says what would
// go (counts and cut-off dates, nothing personal) and changes nothing, then the purge; on
// the embedded database, refused plainly while the site holds it; on PostgreSQL, while
// the site could be running.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { monthsBefore } from "#app/office/people/retention.server.ts";
import { connectDatabase, queryRows, type Database } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { seedDatabase } from "#database/seed.ts";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { addPersonRequests, fictionalPerson } from "../tests/support/person-requests.ts";
import { createTestDatabase, engines } from "../tests/support/test-database.ts";

const root = new URL("..", import.meta.url).pathname;

function dataPurge(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/data-cli.ts", "purge", ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const person = fictionalPerson(7);

/** One person's requests of every kind, 40 months old (past every period), and one account. */
async function addExpired(db: Database): Promise<void> {
  const added = await addAccount(db, { email: "office@example.org", role: "admin", password: "a long enough password" });
  if (!added.ok) throw new Error(added.problem);
  await addPersonRequests(db, person, { createdAt: monthsBefore(new Date(), 40), accountId: added.member.id });
}

const requestCount = async (db: Database) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from tour_requests) + (select count(*) from enrollment_requests) + (select count(*) from contact_messages)
        + (select count(*) from admission_applications) + (select count(*) from visit_requests) + (select count(*) from career_applications) as n`,
    )
  )[0]?.n;

const cutoffs = /received before \d{4}-\d{2}-\d{2} \(enquiries\), \d{4}-\d{2}-\d{2} \(admissions; admitted enquiries\), \d{4}-\d{2}-\d{2} \(careers\)/;

describe("npm run data:purge on the embedded database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "data-cli-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("says what a dry run would delete and deletes nothing, then purges", async () => {
    const connection = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      await migrateDatabase(connection);
      await seedDatabase(connection.db);
      await addExpired(connection.db);
    } finally {
      await connection.close();
    }
    const dry = await dataPurge(["--dry-run"], env);
    expect(dry.code).toBe(0);
    expect(dry.output).toContain("retention purge (dry run, nothing deleted): would delete tour 1, enrollment 1, contact 1, admission 1, visit 1, career 1;");
    expect(dry.output).toMatch(cutoffs);
    expect(dry.output.toLowerCase()).not.toContain(person.firstName.toLowerCase());
    expect(dry.output.toLowerCase()).not.toContain(person.email.toLowerCase());

    const reopened = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      expect(Number(await requestCount(reopened.db))).toBe(6);
    } finally {
      await reopened.close();
    }

    const purge = await dataPurge([], env);
    expect(purge.code).toBe(0);
    expect(purge.output).toContain("retention purge: deleted tour 1, enrollment 1, contact 1, admission 1, visit 1, career 1;");
    const after = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      expect(Number(await requestCount(after.db))).toBe(0);
    } finally {
      await after.close();
    }
  }, 120_000);

  it("while the site holds the embedded database, says so plainly and what to do", async () => {
    // This test's own process stands in for the running site.
    writeFileSync(join(dataDir, "embedded-database.lock"), `${process.pid}\n`);
    const refused = await dataPurge(["--dry-run"], env);
    rmSync(join(dataDir, "embedded-database.lock"));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by another process (pid ${process.pid})`);
    expect(refused.output).toContain("On PostgreSQL (DATABASE_URL) this works while the site runs.");
  }, 60_000);

  it("refuses an unknown option", async () => {
    expect(await dataPurge(["--everything"], env)).toMatchObject({ code: 2, output: expect.stringContaining("usage: npm run data:purge") });
  }, 60_000);
});

for (const engine of engines.filter((one) => one === "postgres")) {
  describe(`npm run data:purge on ${engine}`, () => {
    it("purges a database a running site could be using", async () => {
      const database = await createTestDatabase(engine);
      try {
        await addExpired(database.connection.db);
        const url = (database.connection.target as { url: string }).url;
        const result = await dataPurge([], { DATABASE_URL: url });
        expect(result.output).toContain("retention purge: deleted tour 1, enrollment 1, contact 1, admission 1, visit 1, career 1;");
        expect(Number(await requestCount(database.connection.db))).toBe(0);
      } finally {
        await database.close();
      }
    }, 60_000);
  });
}
