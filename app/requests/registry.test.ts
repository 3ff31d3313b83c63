// The registry is the one home of the kinds of request (issue 26): a new kind is its entry,
// its form and its migration. The type checker names what a new entry leaves out of the
// catalogues and of every Record<RequestKind, …>; these tests name the rest: a column no
// field shows, a label for a field that is not there, a table without its mail trigger,
// an API path nobody answers, and code elsewhere that switches on a kind's name.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_KIND_FACTS, REQUEST_KINDS, SUBMISSION_NAMES } from "#app/config/request-kinds.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { submissionTables } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { ALL_REQUESTS, REQUESTS } from "./registry.server.ts";

/**
 * Columns every submission carries (database/schema.ts submissionColumns: where the visit
 * came from and how far the office took it, issue 29, among them), and a booking's state
 * and invitation sequence (bookingColumns, issue 27): none of them typed by the visitor.
 */
const COMMON_COLUMNS = [
  "id",
  "createdAt",
  "status",
  "language",
  "assigneeId",
  "noticeVersion",
  ...["source", "medium", "campaign", "firstSource", "firstMedium", "firstCampaign", "referrerHost", "landingPage"],
  ...["firstResponseAt", "reached"],
  "booking",
  "bookingSequence",
];

describe("the registry of request kinds", () => {
  it("has exactly one entry per kind, under its own name, each with its own table", () => {
    expect(Object.keys(REQUESTS)).toEqual(REQUEST_KINDS);
    for (const kind of REQUEST_KINDS) expect(REQUESTS[kind].kind).toBe(kind);
    expect(new Set(ALL_REQUESTS.map((entry) => entry.table))).toEqual(new Set(Object.values(submissionTables)));
    expect(new Set(SUBMISSION_NAMES).size).toBe(REQUEST_KINDS.length);
  });

  it.each(REQUEST_KINDS)("%s: shows every column the visitor sent, and names only columns its table has", (kind) => {
    const entry = REQUESTS[kind];
    const columns = Object.keys(getTableColumns(entry.table));
    const shown = entry.fields.map((field) => field.column as string);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.toSorted()).toEqual(columns.filter((column) => !COMMON_COLUMNS.includes(column)).toSorted());
    const named = [entry.phone, entry.email, ...Object.values(entry.name ?? {}), ...Object.values(entry.school ?? {}), ...Object.keys(entry.correctable)];
    for (const column of named.filter(Boolean)) expect(columns).toContain(column);
    expect(entry.pipeline).toContain("new");
  });

  it.each(REQUEST_KINDS.flatMap((kind) => (["en", "te"] as const).map((lang) => [kind, lang] as const)))(
    "%s: the office's labels in %s are exactly its fields, each said",
    (kind, lang) => {
      const labels = catalogues[lang].staff.fields[kind] as Record<string, string>;
      expect(Object.keys(labels).toSorted()).toEqual(REQUESTS[kind].fields.map((field) => field.column as string).toSorted());
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe("");
      for (const field of REQUESTS[kind].fields) expect(field.formLabel(catalogues[lang]).trim()).not.toBe("");
    },
  );

  it("is the only place that tells kinds apart by name: no comparison or case on a kind's name elsewhere in the code", () => {
    const root = join(import.meta.dirname, "../..");
    const kinds = REQUEST_KINDS.join("|");
    const switching = new RegExp(`(case|===|!==)\\s*"(${kinds})"|"(${kinds})"\\s*(===|!==)|kind: "(${kinds})"`);
    // The registry itself; and a calendar file's own two kinds of event (a visit's slot, a tour's day).
    const allowed = [/^app\/requests\//, /^app\/config\/request-kinds\.ts$/, /^app\/lib\/calendar-link\.ts$/];
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const file = relative(root, path);
          if (allowed.some((pattern) => pattern.test(file))) continue;
          readFileSync(path, "utf8")
            .split("\n")
            .forEach((line, i) => {
              if (switching.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(join(root, "app"));
    walk(join(root, "server"));
    expect(found).toEqual([]);
  });
});

describe.each(engines)("every kind's table, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(REQUEST_KINDS)("%s: has the trigger that writes its e-mails to the outbox with its insert, named for its kind", async (kind) => {
    const table = getTableName(REQUESTS[kind].table);
    const triggers = await queryRows<{ name: string; args: string }>(
      database.connection.db,
      sql`select t.tgname as name, encode(t.tgargs, 'escape') as args from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid where c.relname = ${table} and p.proname = 'enqueue_requests_mail' and not t.tgisinternal`,
    );
    expect(triggers.map((trigger) => trigger.args.replace(/\\000$/, ""))).toEqual([kind]);
    expect(REQUEST_KIND_FACTS[kind].apiPath).toMatch(/^[a-z-]+$/);
  });
});
