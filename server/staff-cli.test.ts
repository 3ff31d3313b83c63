// npm run staff:add, as an office's IT person would run it: the password piped in (a
// script) or typed at a prompt; refused while the site holds the embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "#database/client.ts";
import { staffAccounts } from "#database/schema.ts";
import { createTestDatabase, engines } from "../tests/support/test-database.ts";

const root = new URL("..", import.meta.url).pathname;

function staffAdd(args: string[], env: Record<string, string>, stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/staff-cli.ts", "add", ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run staff:add on the embedded database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "staff-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds a group admin and a school's staff with the password piped in, never echoing it", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const admin = await staffAdd(["--email", "Office@Example.org", "--role", "admin"], env, "a long enough password\nignored second line\n");
    expect(admin).toMatchObject({ code: 0 });
    expect(admin.output).toContain("Added office@example.org: group admin.");
    expect(admin.output).not.toContain("a long enough password");
    const staff = await staffAdd(["--email", "maa@example.org", "--role", "staff", "--school", "maa"], env, "another long password\n");
    expect(staff.output).toContain("Added maa@example.org: staff of maa.");

    const connection = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const rows = await connection.db.select().from(staffAccounts);
      expect(rows.map((r) => [r.email, r.role, r.schoolCode])).toEqual([
        ["office@example.org", "admin", null],
        ["maa@example.org", "staff", "maa"],
      ]);
    } finally {
      await connection.close();
    }
  }, 60_000);

  it("says what is wrong and stores nothing for a short password, a missing school or a second account", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    expect(await staffAdd(["--email", "x@example.org", "--role", "admin"], env, "too short\n")).toMatchObject({
      code: 1,
      output: expect.stringContaining("at least 12 characters"),
    });
    expect(await staffAdd(["--email", "x@example.org", "--role", "staff"], env, "a long enough password\n")).toMatchObject({
      code: 1,
      output: expect.stringContaining("School staff need --school"),
    });
    expect(await staffAdd(["--email", "office@example.org", "--role", "admin"], env, "a long enough password\n")).toMatchObject({
      code: 1,
      output: expect.stringContaining("already exists"),
    });
    expect(await staffAdd(["--email", "x@example.org", "--role", "admin", "--password", "given"], env, "")).toMatchObject({ code: 2 });
  }, 60_000);

  it("while another process holds the embedded database, says so plainly and what to do", async () => {
    // This test's own process stands in for the running site.
    writeFileSync(join(dataDir, "embedded-database.lock"), `${process.pid}\n`);
    const refused = await staffAdd(["--email", "late@example.org", "--role", "admin"], { DATA_DIR: dataDir, DATABASE_URL: "" }, "a long enough password\n");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by another process (pid ${process.pid})`);
    expect(refused.output).toContain("On PostgreSQL (DATABASE_URL) this works while the site runs.");
    rmSync(join(dataDir, "embedded-database.lock"));
  }, 60_000);
});

describe.runIf(engines.includes("postgres"))("npm run staff:add on PostgreSQL", () => {
  it("adds the account in a database a running site could be using", async () => {
    const database = await createTestDatabase("postgres", { seed: false });
    try {
      const url = (database.connection.target as { url: string }).url;
      const result = await staffAdd(["--email", "queens@example.org", "--role", "staff", "--school", "queens"], { DATABASE_URL: url }, "a long enough password\n");
      expect(result.output).toContain("Added queens@example.org: staff of queens.");
      const rows = await database.connection.db.select().from(staffAccounts);
      expect(rows.map((r) => r.email)).toEqual(["queens@example.org"]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
