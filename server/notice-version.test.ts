// Each stored submission records which privacy notice was shown with its form (issue 18):
// through the JSON API (the spec's payloads carry none: the current one is recorded; a
// version the site never published is refused with a message for the field and nothing
// stored) and through a page's own form posted without its scripts (it sends the version
// its notice showed), on PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "#app/config/privacy.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { validPayloads, visitFields } from "../tests/support/payloads.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { engines } from "../tests/support/test-database.ts";

type Fields = Record<string, string>;

describe.each(engines)("the notice version of a stored submission (%s)", (engine) => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await startBuiltSite(engine);
  }, 120_000);
  afterAll(() => built?.close());

  /** A fresh answer to the visit question (its token is spent by one submission). */
  const challenge = async (): Promise<Fields> => {
    const body = (await (await fetch(`${built.site.url}/api/math-challenge`)).json()) as { token: string; question: string };
    const [a = 0, b = 0] = (body.question.match(/\d+/g) ?? []).map(Number);
    const answer = String(a + b);
    return { mathChallenge: answer, mathChallengeAnswer: answer, mathChallengeToken: body.token };
  };

  /** Each kind: its API path, its page's form, its table and a valid payload. */
  const kinds: Array<{ api: string; page: string; table: string; body: () => Promise<Fields> }> = [
    { api: "/api/book-tours", page: "/book-tour", table: "tour_requests", body: async () => validPayloads["/api/book-tours"]() },
    { api: "/api/enrollments", page: "/enroll", table: "enrollment_requests", body: async () => validPayloads["/api/enrollments"]() },
    { api: "/api/contact", page: "/", table: "contact_messages", body: async () => validPayloads["/api/contact"]() },
    { api: "/api/admissions", page: "/school/3/apply", table: "admission_applications", body: async () => validPayloads["/api/admissions"]() },
    { api: "/api/schedule-visits", page: "/schedule-visit", table: "visit_requests", body: async () => ({ ...visitFields(), ...(await challenge()) }) },
    { api: "/api/careers", page: "/careers", table: "career_applications", body: async () => validPayloads["/api/careers"]() },
  ];

  const postJson = (path: string, body: object) =>
    fetch(`${built.site.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  const versions = async (table: string) =>
    (await queryRows<{ v: string | null }>(built.database.connection.db, sql.raw(`select notice_version as v from ${table} order by id`))).map((row) => row.v);

  it.each(kinds)("$table: the API records the current version when the payload has none, and the one sent", async ({ api, table, body }) => {
    const without = await postJson(api, await body());
    expect(without.status).toBe(201);
    const withVersion = await postJson(api, { ...(await body()), noticeVersion: NOTICE_VERSION });
    expect(withVersion.status).toBe(201);
    expect(await versions(table)).toEqual([NOTICE_VERSION, NOTICE_VERSION]);
  });

  it.each(kinds)("$table: a version the site never published is a 400 for that field, nothing stored", async ({ api, table, body }) => {
    const before = await versions(table);
    for (const noticeVersion of ["1999-01-01", "", 20261124]) {
      const response = await postJson(api, { ...(await body()), noticeVersion, language: "te" });
      expect(response.status, String(noticeVersion)).toBe(400);
      const answer = (await response.json()) as { errors: Record<string, string> };
      expect(answer.errors).toEqual({ noticeVersion: catalogues.te.validation.noticeVersion });
    }
    expect(await versions(table)).toEqual(before);
  });

  it.each(kinds)("$table: a page's own form posted without scripts records the version its notice showed", async ({ page, table, body }) => {
    const before = await versions(table);
    const response = await fetch(`${built.site.url}${page}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...(await body()), noticeVersion: NOTICE_VERSION }).toString(),
    });
    expect(response.status).toBe(201);
    expect(await versions(table)).toEqual([...before, NOTICE_VERSION]);
  });

  it("keeps no row without its version", async () => {
    for (const { table } of kinds) expect(await versions(table), table).not.toContain(null);
    expect(built.failures).toEqual([]);
  });
});
