// The API and the pages' own forms in one server process, on one small pool: a
// submission through either door is stored whatever the other door did on the same
// connection just before. (The API ran one copy of the submission code and the pages'
// actions another, each naming its prepared statements store_1, store_2…: on PostgreSQL
// the same name meant two inserts on one connection, and every form post after an API
// post of another kind answered 503 with nothing stored.)
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { everySubmission } from "../tests/support/every-submission.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { engines } from "../tests/support/test-database.ts";

describe.each(engines)("the API and the pages' forms on one pool (%s)", (engine) => {
  let built: BuiltSite;
  let site: BuiltSite["site"];
  beforeAll(async () => {
    built = await startBuiltSite(engine, { poolSize: 2 });
    site = built.site;
  }, 120_000);
  afterAll(() => built?.close());

  const { api, forms } = everySubmission(() => site.url);

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
