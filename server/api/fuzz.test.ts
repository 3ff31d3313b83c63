// Property-based fuzzing of the six POST endpoints against the real app and a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). For any body:
// never a 5xx; 201 exactly when the payload is valid (the endpoint's own schema, plus
// a known school for admissions and a correct fresh challenge for visits) and then one
// more row, or when the bots' honeypot is filled and then no row; a non-201 answer
// leaves the table's row count unchanged; every 4xx is JSON {message, errors?}.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { admissionApplicationSchema } from "#app/features/admissions/admission-schema.ts";
import { careerApplicationSchema } from "#app/features/careers/career-schema.ts";
import { contactMessageSchema } from "#app/features/enquiries/contact-schema.ts";
import { enrollmentRequestSchema } from "#app/features/enquiries/enrollment-schema.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { checkChallenge } from "#app/forms/challenge.server.ts";
import { HONEYPOT_FIELD, honeypotFilled } from "#app/forms/validation/honeypot.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "../../tests/support/test-server.ts";
import { validPayloads, visitFields } from "../../tests/support/payloads.ts";

type Payload = Record<string, unknown>;
/** What the server must do with a body. */
type Expectation = "store" | "refuse" | "fake" | "tooLarge";

/** The API's body limit, "100kb" in server/api/http.ts. */
const BODY_LIMIT_BYTES = 100 * 1024;

interface Endpoint {
  path: string;
  table: string;
  schema: z.ZodType;
  /** The field names of a valid payload (what near-valid mutations pick from). */
  fields: readonly string[];
}

const VISIT_FIELDS = [...Object.keys(visitFields()), "mathChallenge", "mathChallengeToken", "mathChallengeAnswer"];

const endpoints: Endpoint[] = [
  { path: "/api/book-tours", table: "tour_requests", schema: tourRequestSchema, fields: Object.keys(validPayloads["/api/book-tours"]()) },
  { path: "/api/enrollments", table: "enrollment_requests", schema: enrollmentRequestSchema, fields: Object.keys(validPayloads["/api/enrollments"]()) },
  { path: "/api/contact", table: "contact_messages", schema: contactMessageSchema, fields: Object.keys(validPayloads["/api/contact"]()) },
  { path: "/api/admissions", table: "admission_applications", schema: admissionApplicationSchema, fields: Object.keys(validPayloads["/api/admissions"]()) },
  { path: "/api/schedule-visits", table: "visit_requests", schema: visitRequestSchema, fields: VISIT_FIELDS },
  { path: "/api/careers", table: "career_applications", schema: careerApplicationSchema, fields: Object.keys(validPayloads["/api/careers"]()) },
];

const RUNS = { json: 60, text: 60, nearValid: 100 };
const PROPERTY_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 10_000;

// ---- arbitraries ---------------------------------------------------------------

/** Whitespace of every kind, including what String.prototype.trim strips and what it does not. */
const whitespace = fc
  .array(fc.constantFrom(" ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u1680", "\u2003", "\u2028", "\u2029", "\u3000", "\ufeff", "\u200b"), { maxLength: 12 })
  .map((parts) => parts.join(""));

/**
 * Long strings around and beyond the field limits (100, 300, 1000, 2000, 5000) and the
 * 100 KB body limit. Kept as a Huge value, which becomes the string in JSON.stringify
 * but prints short in a counterexample.
 */
class Huge {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}
  toJSON(): string {
    return this.unit.repeat(this.length);
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)}.repeat(${this.length})`;
  }
}
const hugeString = fc
  .tuple(fc.constantFrom("x", "é", "తె", "😀", " ", "9"), fc.oneof(fc.integer({ min: 95, max: 6_000 }), fc.integer({ min: 6_000, max: 120_000 })))
  .map(([unit, length]) => new Huge(unit, length));

/** Values at the edges of what the schemas and the database accept. */
const edgeValues = fc.constantFrom<unknown>(
  "", " ", "0", "-1", "1.5", "1e3", "  3 ", "0003", "7", "99", "2147483648", "99999999999",
  "0000-01-01", "0001-01-01", "1969-12-31", "9999-12-31", "2026-02-30", "2026-2-3", "today",
  "QUEENS", "queens ", "5+", "5 +", "10th", "10", "nursery\u0000", "a\u0000b", "\u0000",
  "\ud800", "\udfff", "\u202eevil", "'; drop table contact_messages; --", "<script>alert(1)</script>",
  "__proto__", "constructor", "toString", "NaN", "Infinity", "true", "null", "undefined",
  "+91 (900) 000-0000", "+++++++++++", "------------", "parent@example", "a@b.co", "a@b.c\u0000",
  0, -0, 1, -1, 3, 6, 7, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2147483647, 2147483648,
  true, false, null, [], {}, [null], { valueOf: 3 },
);

/** Anything a field may be replaced with. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: edgeValues, weight: 4 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: "binary" }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme" }), weight: 1 },
  { arbitrary: whitespace, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), weight: 1 },
);

type Mutation =
  | { kind: "remove"; field: string }
  | { kind: "replace"; field: string; value: unknown }
  | { kind: "extra"; fields: Record<string, unknown> };

const extraFields = fc.oneof(
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }),
  fc.record({ language: fc.oneof(fc.constantFrom("en", "te", "hi", "TE", ""), anyValue) }),
  fc.constant({ id: 999, status: "closed", createdAt: "2000-01-01T00:00:00.000Z", schoolId: 1, isAdmin: true }),
  // the bots' honeypot: filled (answered 201, nothing stored), blank or not a string
  fc.record({ [HONEYPOT_FIELD]: fc.oneof(fc.string(), whitespace, anyValue) }),
);

const mutation = (fields: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant("remove" as const), field: fc.constantFrom(...fields) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant("replace" as const), field: fc.constantFrom(...fields), value: anyValue }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant("extra" as const), fields: extraFields }), weight: 1 },
  );

function applyMutations(valid: Payload, mutations: Mutation[]): Payload {
  const payload: Payload = { ...valid };
  for (const m of mutations) {
    if (m.kind === "remove") delete payload[m.field];
    else if (m.kind === "replace") payload[m.field] = m.value;
    else Object.assign(payload, m.fields);
  }
  return payload;
}

/** Arbitrary request bodies as text: strings, JSON-ish text, raw bytes; with a JSON-ish content type. */
const textBody = fc.record({
  body: fc.oneof(
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
    fc.json(), // valid JSON of any shape
    fc.json().chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))), // truncated
    fc.constantFrom("{", "}", "[", "{\"a\":", "{}garbage", "\ufeff{}", "{\"__proto__\":{\"x\":1}}", "{\"constructor\":{\"prototype\":{}}}", "  {}  ", "\u0000{}", "{\"firstName\":\"\\u0000\"}"),
    fc.uint8Array({ maxLength: 300 }), // raw bytes, mostly not UTF-8
  ),
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "application/json; charset=UTF-16",
    "application/json; charset=latin1",
    "application/json; charset=nonsense",
  ),
});

// ---- the suite -----------------------------------------------------------------

describe.each(engines)("fuzzing the API on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let schoolIds: Set<number>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database.connection.db);
    const rows = await queryRows<{ id: number }>(database.connection.db, sql`select id from schools`);
    schoolIds = new Set(rows.map((r) => Number(r.id)));
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  // Per property, not per run: each run compares the row count before and after its request.
  beforeEach(async () => {
    await database.reset();
  });

  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(database.connection.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);
  const stored = async (table: string, id: number) =>
    Number((await queryRows<{ n: number }>(database.connection.db, sql`select count(*)::int as n from ${sql.raw(table)} where id = ${id}`))[0]?.n);

  const freshVisit = async (): Promise<Payload> => {
    const res = await fetch(`${server.url}/api/math-challenge`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json()) as { token: string; question: string };
    const [, a, b] = /(\d+)\D+(\d+)/.exec(body.question) ?? [];
    const answer = String(Number(a) + Number(b));
    return { ...visitFields(), mathChallenge: answer, mathChallengeToken: body.token, mathChallengeAnswer: answer };
  };
  const validPayload = (path: string): Promise<Payload> | Payload =>
    path === "/api/schedule-visits" ? freshVisit() : validPayloads[path as keyof typeof validPayloads]();

  /**
   * What the server must do with a body as it parsed it: store it, refuse it, or (a
   * filled honeypot: a bot) answer 201 and store nothing.
   */
  const expectation = (endpoint: Endpoint, body: unknown): Expectation => {
    if (honeypotFilled(body)) return "fake";
    const parsed = endpoint.schema.safeParse(body);
    if (!parsed.success) return "refuse";
    const data = parsed.data as Payload;
    if (endpoint.path === "/api/admissions") return schoolIds.has(data.schoolId as number) ? "store" : "refuse";
    if (endpoint.path === "/api/schedule-visits") {
      const answer = (data.mathChallengeAnswer ?? data.mathChallenge) as string;
      return checkChallenge(TEST_SECRET, data.mathChallengeToken as string, answer).ok ? "store" : "refuse";
    }
    if (endpoint.path === "/api/careers") {
      return checkChallenge(TEST_SECRET, data.captchaToken as string, data.captchaAnswer as string).ok ? "store" : "refuse";
    }
    return "store";
  };

  /** For raw text: what a body decoded as UTF-8 (as the server does) must get. */
  const expectationOfText = (endpoint: Endpoint, raw: string | Uint8Array<ArrayBuffer>): Expectation => {
    const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : Buffer.from(raw);
    if (bytes.length > BODY_LIMIT_BYTES) return "tooLarge";
    try {
      return expectation(endpoint, JSON.parse(bytes.toString("utf8").replace(/^\ufeff/, "")));
    } catch {
      return "refuse";
    }
  };

  /**
   * Posts one body and checks the invariants. `expected` is known for JSON values; for
   * raw text (other charsets, bytes) only a 201 is checked against the UTF-8 reading.
   */
  const postAndCheck = async (endpoint: Endpoint, raw: string | Uint8Array<ArrayBuffer>, contentType: string, expected?: Expectation) => {
    const before = await count(endpoint.table);
    let res: Response;
    try {
      res = await fetch(`${server.url}${endpoint.path}`, {
        method: "POST",
        headers: { "content-type": contentType },
        body: raw,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`${endpoint.path}: no answer within ${REQUEST_TIMEOUT_MS} ms (${String(error)})`);
    }
    const text = await res.text();
    const after = await count(endpoint.table);
    const context = `${endpoint.path} answered ${res.status} ${text.slice(0, 300)}`;

    expect(res.status, `${context}: a 5xx`).toBeLessThan(500);
    expect([201, 400, 413, 415], context).toContain(res.status);
    if (expected === "tooLarge") expect(res.status, `${context}: a body over ${BODY_LIMIT_BYTES} bytes`).toBe(413);
    else if (expected !== undefined) expect(res.status, `${context}: a body within the limit`).not.toBe(413);

    if (res.status === 201) {
      const outcome = expected ?? expectationOfText(endpoint, raw);
      expect(["store", "fake"], `${context}: 201 for a payload that must get ${outcome}`).toContain(outcome);
      const body = JSON.parse(text) as { id: number; createdAt: string };
      expect(Object.keys(body).sort(), context).toEqual(["createdAt", "id"]);
      if (outcome === "fake") {
        expect(after, `${context}: a filled honeypot stored a row`).toBe(before);
        return;
      }
      expect(after, `${context}: row count`).toBe(before + 1);
      expect(await stored(endpoint.table, body.id), `${context}: row ${body.id} stored`).toBe(1);
      return;
    }

    expect(expected, `${context}: a valid payload was refused`).not.toBe("store");
    expect(expected, `${context}: a filled honeypot was not answered 201`).not.toBe("fake");
    expect(after, `${context}: rows changed on a ${res.status}`).toBe(before);
    expect(res.headers.get("content-type") ?? "", context).toMatch(/^application\/json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof body.message === "string" && body.message.length > 0, `${context}: message`).toBe(true);
    for (const key of Object.keys(body)) expect(["message", "errors"], context).toContain(key);
    if ("errors" in body) {
      const errors = body.errors;
      expect(typeof errors === "object" && errors !== null && !Array.isArray(errors), `${context}: errors is an object`).toBe(true);
      for (const value of Object.values(errors as object)) expect(typeof value, context).toBe("string");
    }
  };

  const postJson = async (endpoint: Endpoint, value: unknown) => {
    const raw = JSON.stringify(value) ?? "null";
    // What the server sees: the JSON round trip drops undefined, maps NaN to null, -0 to 0.
    const seen: unknown = JSON.parse(raw);
    const tooLarge = Buffer.byteLength(raw, "utf8") > BODY_LIMIT_BYTES;
    await postAndCheck(endpoint, raw, "application/json", tooLarge ? "tooLarge" : expectation(endpoint, seen));
  };

  const options = (numRuns: number) => ({ numRuns, interruptAfterTimeLimit: 90_000 });

  describe.each(endpoints)("$path", (endpoint) => {
    it("survives arbitrary JSON values as the body", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
      const value = fc.oneof(
        fc.jsonValue(),
        fc.anything({ maxDepth: 3, withBoxedValues: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true }),
        // objects carrying the endpoint's own keys with arbitrary values: deeper into the schema
        fc.dictionary(fc.constantFrom(...endpoint.fields, "language"), anyValue, { maxKeys: endpoint.fields.length + 1 }),
      );
      await fc.assert(
        fc.asyncProperty(value, (v) => postJson(endpoint, v)),
        options(RUNS.json),
      );
    });

    it("survives arbitrary text and bytes as the body", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
      await fc.assert(
        fc.asyncProperty(textBody, ({ body, contentType }) => postAndCheck(endpoint, body, contentType)),
        options(RUNS.text),
      );
    });

    it("stores near-valid payloads exactly when they are valid", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
      const mutations = fc.array(mutation(endpoint.fields), { minLength: 1, maxLength: 3 });
      // Always tried, whatever the seed: values the schemas let through that PostgreSQL refuses.
      const examples: Array<[Mutation[]]> = endpoint.fields.flatMap((field) =>
        ["a\u0000b", "0000-01-01"].map((value): [Mutation[]] => [[{ kind: "replace", field, value }]]),
      );
      await fc.assert(
        fc.asyncProperty(mutations, async (ms) => {
          const valid = await validPayload(endpoint.path);
          await postJson(endpoint, applyMutations(valid, ms));
        }),
        { ...options(RUNS.nearValid), examples },
      );
    });
  });

  it("still stores each valid payload after the fuzzing (sanity check of the oracle)", async () => {
    for (const endpoint of endpoints) {
      await postJson(endpoint, await validPayload(endpoint.path));
      expect(await count(endpoint.table), endpoint.path).toBe(1);
    }
  });
});
