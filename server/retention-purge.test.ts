// The server's daily retention purge: it runs on its own after start, logs one line per
// run with counts and cut-off dates only, and stops cleanly.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/config/privacy.ts";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { monthsBefore } from "#app/office/people/retention.server.ts";
import { addPersonRequests, fictionalPerson } from "../tests/support/person-requests.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startRetentionPurge } from "./retention-purge.ts";

describe.each(engines)("the server's retention purge on %s", (engine) => {
  let database: TestDatabase;
  const person = fictionalPerson(9);
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const added = await addAccount(database.connection.db, { email: "office@example.org", role: "admin", password: "a long enough password" });
    if (!added.ok) throw new Error(added.problem);
    await addPersonRequests(database.connection.db, person, { createdAt: monthsBefore(new Date(), 40), accountId: added.member.id });
  }, 120_000);
  afterAll(() => database?.close());

  it("runs after start and then on its interval, one log line per run with counts only", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const schedule = startRetentionPurge({ db: database.connection.db, retention: DEFAULT_RETENTION, logger, firstRunAfterMs: 10, intervalMs: 200 });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await schedule.stop();
    expect(lines[0]).toMatchObject({ purge: { tour: 1, enrollment: 1, contact: 1, admission: 1, visit: 1, career: 1 } });
    expect(String(lines[0]!.msg)).toMatch(/^retention purge: deleted tour 1, enrollment 1, contact 1, admission 1, visit 1, career 1; received before /);
    expect(String(lines[1]!.msg)).toMatch(/^retention purge: deleted tour 0, /);
    const logged = JSON.stringify(lines).toLowerCase();
    expect(logged).not.toContain(person.firstName.toLowerCase());
    expect(logged).not.toContain(person.email.toLowerCase());
    const count = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines).toHaveLength(count); // stopped
  });
});
