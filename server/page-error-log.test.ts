// A page that fails is one line in the server's log (issue 26: a staff page's failure was
// logged twice, once as itself and once more as its error boundary passed it on), with
// its kind and code, never its message. The built site on PGlite, its log captured.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "../tests/support/built-site.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { pageErrorReporter } from "./logger.ts";

describe("a failing page in the server's log", () => {
  let database: TestDatabase;
  let site: TestServer;
  let cookie = "";
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const db = database.connection.db;
    await addAdminAndMaaStaff(db);
    // The server's own reporter (server/entry.ts), writing where the test can read it.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    site = await startTestServer(db, await builtPages(db, pageErrorReporter(pino(sink))));
    cookie = await staffCookie(site.url, "office@example.org", "a long enough password");
    // Real failures of the database under the pages: tables their loaders read are gone.
    await db.execute(sql`alter table access_records rename to access_records_gone`);
    await db.execute(sql`alter table schools rename to schools_gone`);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it.each(["/staff/access", "/te/staff/access", "/staff/access.data", "/school/1", "/te/school/2.data"])("GET %s: a 500, and one line in the log", async (path) => {
    lines.length = 0;
    const response = await fetch(`${site.url}${path}`, { headers: { cookie } });
    expect(response.status).toBe(500);
    await response.text();
    const logged = lines.filter((line) => line.msg === "page request failed");
    expect(logged).toEqual([{ level: 50, time: expect.any(Number), pid: expect.any(Number), hostname: expect.any(String), path, errorType: "Error", errorCode: "42P01", msg: "page request failed" }]);
  });
});
