// Submissions written together (storeSubmission's `together`): each caller is answered
// with its own row, and a row the database refuses fails alone.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { careerApplications, contactMessages } from "#database/schema.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { storeSubmission } from "#app/requests/store.server.ts";

describe.each(engines)("storing submissions together on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());
  beforeEach(() => database.reset());

  it("answers each of many simultaneous submissions with its own row", async () => {
    const stored = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        storeSubmission(database.connection.db, contactMessages, { ...validPayloads["/api/contact"](), message: `message ${i}` }, "en", { together: true }),
      ),
    );
    const rows = await queryRows<{ id: number; message: string }>(database.connection.db, sql`select id, message from contact_messages`);
    expect(rows).toHaveLength(60);
    const messageOf = new Map(rows.map((row) => [row.id, row.message]));
    expect(stored.map((s) => messageOf.get(s.id))).toEqual(stored.map((_, i) => `message ${i}`));
  });

  it("fails only the row the database refuses; the others in its batch are stored", async () => {
    const application = (availableFrom: string) => ({ ...validPayloads["/api/careers"](), availableFrom });
    const outcomes = await Promise.allSettled(
      // A date the schema lets through no longer, and the database refuses: year 0.
      ["2027-01-01", "2027-01-02", "0000-01-01", "2027-01-03"].map((date) =>
        storeSubmission(database.connection.db, careerApplications, application(date), "en", { together: true }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    // Which rows are stored, not their order: after the refusal the rows are written one by one, at once.
    const rows = await queryRows<{ available_from: string }>(database.connection.db, sql`select available_from::text from career_applications order by available_from`);
    expect(rows.map((row) => row.available_from)).toEqual(["2027-01-01", "2027-01-02", "2027-01-03"]);
  });
});
