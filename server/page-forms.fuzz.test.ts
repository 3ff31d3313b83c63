// Property-based fuzzing of the pages' own form posts (decision 0009), on the built site
// and a real database: whatever fields and values a browser (or anything else) posts to a
// page or its data URL, never a 5xx, and a row is stored exactly when the answer is 201
// without the honeypot filled. (The checks themselves are the API's: fuzz.test.ts.)
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { queryRows } from "#database/client.ts";
import { validPayloads, visitFields } from "../tests/support/payloads.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const forms = [
  { paths: ["/", "/_root.data", "/te"], table: "contact_messages", valid: () => validPayloads["/api/contact"]() },
  { paths: ["/careers", "/careers.data"], table: "career_applications", valid: () => validPayloads["/api/careers"]() },
  // Without a live question no visit can be stored: every post is refused, none a 5xx.
  { paths: ["/schedule-visit", "/te/schedule-visit.data"], table: "visit_requests", valid: () => visitFields() },
  // The dialogs' forms on pages of their own.
  { paths: ["/book-tour", "/te/book-tour.data"], table: "tour_requests", valid: () => validPayloads["/api/book-tours"]() },
  { paths: ["/enroll", "/enroll.data"], table: "enrollment_requests", valid: () => validPayloads["/api/enrollments"]() },
  { paths: ["/school/2/apply", "/te/school/5/apply.data"], table: "admission_applications", valid: () => validPayloads["/api/admissions"]() },
];

/** A value as a browser could send it: anything a text field takes, short or over the limits. */
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "తెలుగు", "<script>", "9876543210", "2026-13-40", "queens", "5+"),
  fc.tuple(fc.constantFrom("x", "తె", "😀"), fc.integer({ min: 90, max: 60_000 })).map(([unit, n]) => unit.repeat(n)),
);

describe("fuzzing the pages' own form posts", () => {
  let database: TestDatabase;
  let site: TestServer;
  const failures: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const pages = await builtPages(database.connection.db, (e) => failures.push(e));
    site = await startTestServer(database.connection.db, pages);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });
  beforeEach(() => database.reset());

  const count = async (table: string) => (await queryRows(database.connection.db, sql.raw(`select id from ${table}`))).length;

  describe.each(forms)("$paths.0", ({ paths, table, valid }) => {
    it("answers any set of fields without a 5xx, and stores a row only for a 201 without the honeypot", { timeout: 120_000 }, async () => {
      const fields = Object.keys(valid());
      let created = 0;
      const body = fc.oneof(
        // Valid, and near-valid: one of the form's own fields changed or left out.
        fc.constant(null).map(() => valid()),
        fc
          .tuple(fc.constantFrom(...fields), fc.option(value, { nil: undefined }))
          .map(([field, changed]) => {
            const near: Record<string, string> = { ...valid() };
            if (changed === undefined) delete near[field];
            else near[field] = changed;
            return near;
          }),
        // Anything at all.
        fc.dictionary(fc.oneof(fc.constantFrom(...fields, HONEYPOT_FIELD, "language"), fc.string({ maxLength: 12 })), value, { maxKeys: 12 }),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(...paths), async (fieldsSent, path) => {
          const before = await count(table);
          const res = await fetch(`${site.url}${path}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fieldsSent).toString(),
          });
          await res.arrayBuffer();
          expect(res.status).toBeLessThan(500);
          const stored = (await count(table)) - before;
          const bot = ((fieldsSent as Record<string, string>)[HONEYPOT_FIELD] ?? "").trim() !== "";
          expect(stored).toBe(res.status === 201 && !bot ? 1 : 0);
          created += stored;
        }),
        { numRuns: 40, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
      );
      expect(failures).toEqual([]);
      // The near-valid bodies reach the database too, not only the refusals.
      if (table !== "visit_requests") expect(created).toBeGreaterThan(0);
    });
  });
});
