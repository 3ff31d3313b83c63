// Submissions written together (storeSubmission's `together`): each caller is answered
// with its own row, and a row the database refuses fails alone.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { careerApplications, contactMessages } from "#database/schema.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { insertRows, storeSubmission, submissionRow } from "#app/requests/store.server.ts";

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

  it("writes rows of different columns in one call, each answered in its place, the absent ones taking their defaults", async () => {
    const { db } = database.connection;
    const payload = validPayloads["/api/contact"]();
    const rows = [0, 1, 2, 3, 4].map((i) => submissionRow({ ...payload, message: `message ${i}`, medium: i % 2 ? undefined : "email" }, "te"));
    const stored = await insertRows(db, contactMessages, rows);
    const written = await queryRows<{ id: number; message: string; medium: string; language: string }>(db, sql`select id, message, medium, language from contact_messages`);
    const byId = new Map(written.map((row) => [row.id, row]));
    expect(stored.map((s) => byId.get(s.id)?.message)).toEqual(["message 0", "message 1", "message 2", "message 3", "message 4"]);
    expect(stored.map((s) => byId.get(s.id)?.medium)).toEqual(["email", "", "email", "", "email"]);
    expect(written.every((row) => row.language === "te")).toBe(true);
    expect(stored.every((s) => s.createdAt instanceof Date)).toBe(true);
  });

  it("keeps every character of its values however an array's text would read them, its dates as dates, and leaves out a key that is no column", async () => {
    const { db } = database.connection;
    const texts = ['say "hello"', "back\\slash \\\"", "{a,b}", "NULL", "", "line one\nline two", "తెలుగు, ఇంగ్లీష్", " spaced ", "comma, and } brace"];
    const rows = texts.map((message) => ({ ...submissionRow({ ...validPayloads["/api/contact"](), message }, "en"), notAColumn: "ignored" }));
    const stored = await insertRows(db, contactMessages, rows);
    const written = await queryRows<{ id: number; message: string }>(db, sql`select id, message from contact_messages`);
    const byId = new Map(written.map((row) => [row.id, row.message]));
    expect(stored.map((s) => byId.get(s.id))).toEqual(texts);
    const applications = ["2027-01-31", "2028-02-29"].map((availableFrom) => submissionRow({ ...validPayloads["/api/careers"](), availableFrom }, "te"));
    const [first, second] = await insertRows(db, careerApplications, applications);
    const dates = await queryRows<{ id: number; available_from: string; language: string }>(db, sql`select id, available_from::text, language from career_applications order by id`);
    expect(dates).toEqual([
      { id: first!.id, available_from: "2027-01-31", language: "te" },
      { id: second!.id, available_from: "2028-02-29", language: "te" },
    ]);
  });

  it("writes in the transaction whose handle it is given: rolled back, nothing stays", async () => {
    const { db } = database.connection;
    const row = submissionRow(validPayloads["/api/contact"](), "en");
    await expect(
      db.transaction(async (tx) => {
        await insertRows(tx, contactMessages, [row, row]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await queryRows(db, sql`select id from contact_messages`)).toHaveLength(0);
  });
});
