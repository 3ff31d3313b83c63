// The API and the pages' own forms in one server process, on one small pool: a
// submission through either door is stored whatever the other door did on the same
// connection just before. (The API ran one copy of the submission code and the pages'
// actions another, each naming its prepared statements store_1, store_2…: on PostgreSQL
// the same name meant two inserts on one connection, and every form post after an API
// post of another kind answered 503 with nothing stored.)
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { validPayloads, visitFields } from "../tests/support/payloads.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { engines } from "../tests/support/test-database.ts";
type Fields = Record<string, string>;

describe.each(engines)("the API and the pages' forms on one pool (%s)", (engine) => {
  let built: BuiltSite;
  let site: BuiltSite["site"];
  beforeAll(async () => {
    built = await startBuiltSite(engine, { poolSize: 2 });
    site = built.site;
  }, 120_000);
  afterAll(() => built?.close());

  /** A fresh answer to the visit question (its token is spent by one submission). */
  const challenge = async (): Promise<Fields> => {
    const body = (await (await fetch(`${site.url}/api/math-challenge`)).json()) as { token: string; question: string };
    const [a = 0, b = 0] = (body.question.match(/\d+/g) ?? []).map(Number);
    const answer = String(a + b);
    return { mathChallenge: answer, mathChallengeAnswer: answer, mathChallengeToken: body.token };
  };

  /** Every API endpoint, with a valid payload, and the table it writes. */
  const api: Array<{ path: string; table: string; body: () => Promise<Fields> }> = [
    { path: "/api/book-tours", table: "tour_requests", body: async () => validPayloads["/api/book-tours"]() },
    { path: "/api/enrollments", table: "enrollment_requests", body: async () => validPayloads["/api/enrollments"]() },
    { path: "/api/contact", table: "contact_messages", body: async () => validPayloads["/api/contact"]() },
    { path: "/api/admissions", table: "admission_applications", body: async () => validPayloads["/api/admissions"]() },
    { path: "/api/schedule-visits", table: "visit_requests", body: async () => ({ ...visitFields(), ...(await challenge()) }) },
    { path: "/api/careers", table: "career_applications", body: async () => validPayloads["/api/careers"]() },
  ];
  /** Every page's own form, as a browser without the page's scripts posts it. */
  const forms: Array<{ path: string; table: string; body: () => Promise<Fields> }> = [
    { path: "/", table: "contact_messages", body: async () => validPayloads["/api/contact"]() },
    { path: "/book-tour", table: "tour_requests", body: async () => validPayloads["/api/book-tours"]() },
    { path: "/enroll", table: "enrollment_requests", body: async () => validPayloads["/api/enrollments"]() },
    { path: "/school/3/apply", table: "admission_applications", body: async () => validPayloads["/api/admissions"]() },
    { path: "/schedule-visit", table: "visit_requests", body: async () => ({ ...visitFields(), ...(await challenge()) }) },
    {
      path: "/careers",
      table: "career_applications",
      body: async () => validPayloads["/api/careers"](),
    },
  ];

  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(built.database.connection.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

  it("stores every API submission and every form post, interleaved", async () => {
    const expected = new Map<string, number>();
    const answers: string[] = [];
    for (const door of api) {
      for (const form of forms) {
        const viaApi = await fetch(`${site.url}${door.path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(await door.body()),
        });
        const viaPage = await fetch(`${site.url}${form.path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(await form.body()).toString(),
        });
        answers.push(`${door.path} ${viaApi.status} then ${form.path} ${viaPage.status}`);
        for (const table of [door.table, form.table]) expected.set(table, (expected.get(table) ?? 0) + 1);
      }
    }
    expect(answers.filter((answer) => !/ 201 then .* 201$/.test(answer))).toEqual([]);
    for (const [table, rows] of expected) expect(await count(table), table).toBe(rows);
    expect(built.failures).toEqual([]);
  });
});
