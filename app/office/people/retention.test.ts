// The retention purge on a real database (PGlite, and PostgreSQL when set): a request past
// its period leaves nothing in any table (its row, history and notes, e-mails, résumé),
// one within it stays, an enquiry that led to an admission stays as long as an admission,
// the periods come from the environment, a dry run changes nothing, one purge runs at a
// time, and the record of the purge holds counts only.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION, retentionMonths } from "#app/config/privacy.ts";
import { queryRows } from "#database/client.ts";
import { erasures } from "#database/schema.ts";
import { parseEnv } from "#server/env.ts";
import { addPersonRequests, fictionalPerson, type Person } from "../../../tests/support/person-requests.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { tracesOf } from "../../../tests/support/traces.ts";
import { addAccount } from "../sign-in/accounts.server.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { describePurge, monthsBefore, purgeExpiredRequests } from "./retention.server.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const monthsAgo = (months: number) => new Date(monthsBefore(NOW, months).getTime() - 3_600_000);

const tracesOfPerson = (database: TestDatabase, person: Person) =>
  tracesOf(database.connection.db, { texts: [person.firstName, person.email], phoneDigits: [person.phone.replace(/\D/g, "").slice(2)] });

/** Rows per table of every table of the schema, for "nothing changed". */
async function tableCounts(database: TestDatabase): Promise<Record<string, number>> {
  const db = database.connection.db;
  const tables = await queryRows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = row?.n ?? 0;
  }
  return counts;
}

/** Rows keyed to the request in the tables that key rows to requests. */
async function attachedRows(database: TestDatabase, kind: RequestKind, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.connection.db,
    sql`select (select count(*) from request_events where request_kind = ${kind} and request_id = ${id})
      + (select count(*) from outbox_messages where request_kind = ${kind} and request_id = ${id})
      + (select count(*) from access_records where request_kind = ${kind} and request_id = ${id})
      + (select count(*) from career_resumes where ${kind} = 'career' and application_id = ${id}) as n`,
  );
  return Number(row?.n ?? 0);
}

describe.each(engines)("the retention purge on %s", (engine) => {
  let database: TestDatabase;
  let accountId: number;
  const db = () => database.connection.db;
  const expired = fictionalPerson(1); // 40 months ago: past every period
  const recent = fictionalPerson(2); // 11 months ago: within every period
  const middle = fictionalPerson(3); // 13 months ago: enquiries and careers past theirs, admissions not
  const admitted = fictionalPerson(4); // 13 months ago, enquiries admitted: kept as an admission
  let ids: Record<string, Record<RequestKind, number>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const added = await addAccount(db(), { email: "office@example.org", role: "admin", password: "a long enough password" });
    if (!added.ok) throw new Error(added.problem);
    accountId = added.member.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate request_events, outbox_messages, erasures, tour_requests, enrollment_requests, contact_messages,
      admission_applications, visit_requests, career_resumes, career_applications`);
    ids = {
      expired: await addPersonRequests(db(), expired, { createdAt: monthsAgo(40), accountId }),
      recent: await addPersonRequests(db(), recent, { createdAt: monthsAgo(11), accountId }),
      middle: await addPersonRequests(db(), middle, { createdAt: monthsAgo(13), accountId }),
      admitted: await addPersonRequests(db(), admitted, { createdAt: monthsAgo(13), status: "admitted", accountId }),
    };
  });

  const exists = async (kind: RequestKind, id: number) => {
    const table = { tour: "tour_requests", enrollment: "enrollment_requests", contact: "contact_messages", admission: "admission_applications", visit: "visit_requests", career: "career_applications" }[kind];
    const [row] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`);
    return row?.n === 1;
  };

  it("leaves nothing of an expired request in any table, and keeps the ones within their period", async () => {
    expect(await tracesOfPerson(database, expired)).not.toEqual([]); // the search finds what is there
    const result = await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW });
    // expired: all six; middle: its four enquiries and its career application, not its admission; admitted: its career application.
    expect(result).toMatchObject({ ran: true, dryRun: false, counts: { tour: 2, enrollment: 2, contact: 2, admission: 1, visit: 2, career: 3 } });

    expect(await tracesOfPerson(database, expired)).toEqual([]);
    for (const kind of REQUEST_KINDS) {
      expect(await exists(kind, ids.expired![kind])).toBe(false);
      expect(await attachedRows(database, kind, ids.expired![kind])).toBe(0);
      expect(await exists(kind, ids.recent![kind])).toBe(true);
      expect(await attachedRows(database, kind, ids.recent![kind])).toBeGreaterThan(0);
      // An enquiry that led to an admission is kept as long as one; the admission itself too.
      expect(await exists(kind, ids.admitted![kind])).toBe(kind !== "career");
      expect(await exists(kind, ids.middle![kind])).toBe(kind === "admission");
      expect(await attachedRows(database, kind, ids.middle![kind])).toBe(kind === "admission" ? 5 : 0);
    }
    expect(await tracesOfPerson(database, recent)).toEqual(expect.arrayContaining(["career_resumes.content", "contact_messages.email", "request_events.note"]));
  });

  it("forgets an admitted enquiry once an admission's period is over", async () => {
    const longAgo = fictionalPerson(5);
    const old = await addPersonRequests(db(), longAgo, { createdAt: monthsAgo(37), status: "admitted", accountId });
    await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW });
    for (const kind of REQUEST_KINDS) expect(await exists(kind, old[kind])).toBe(false);
    expect(await tracesOfPerson(database, longAgo)).toEqual([]);
  });

  it("keeps requests as long as the environment's periods say", async () => {
    const retention = retentionMonths(parseEnv({ RETENTION_ENQUIRY_MONTHS: "24", RETENTION_ADMISSION_MONTHS: "48", RETENTION_CAREERS_MONTHS: "6" }));
    const result = await purgeExpiredRequests(db(), retention, { now: NOW });
    // Enquiries of 13 months stay (24), careers of 11 and 13 months go (6), the admission of 40 months stays (48).
    expect(result).toMatchObject({ ran: true, counts: { tour: 1, enrollment: 1, contact: 1, visit: 1, career: 4 } });
    expect(result.ran && result.counts.admission).toBeUndefined();
    expect(await exists("admission", ids.expired!.admission)).toBe(true);
    expect(await exists("contact", ids.middle!.contact)).toBe(true);
    expect(await exists("career", ids.recent!.career)).toBe(false);
  });

  it("in a dry run counts what would go and changes nothing", async () => {
    const before = await tableCounts(database);
    const result = await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW, dryRun: true });
    expect(result).toMatchObject({ ran: true, dryRun: true, counts: { tour: 2, enrollment: 2, contact: 2, admission: 1, visit: 2, career: 3 } });
    expect(await tableCounts(database)).toEqual(before);
    const line = describePurge(result);
    expect(line).toBe(
      "retention purge (dry run, nothing deleted): would delete tour 2, enrollment 2, contact 2, admission 1, visit 2, career 3; " +
        "received before 2025-11-24 (enquiries), 2023-11-24 (admissions; admitted enquiries), 2025-11-24 (careers)",
    );
  });

  it("records that the purge happened, with counts and no account, and nothing of what it deleted", async () => {
    await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW });
    const records = await db().select().from(erasures);
    expect(records).toEqual([
      expect.objectContaining({ event: "purge", accountId: null, field: null, counts: { tour: 2, enrollment: 2, contact: 2, admission: 1, visit: 2, career: 3 } }),
    ]);
    // A purge with nothing to do records nothing.
    await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW });
    expect(await db().select().from(erasures)).toHaveLength(1);
  });

  it("runs one purge at a time: two at once delete each request once and record one purge", async () => {
    const [first, second] = await Promise.all([
      purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW }),
      purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW }),
    ]);
    const deleted = [first, second].map((result) => (result.ran ? Object.values(result.counts).reduce((a, b) => a + (b ?? 0), 0) : 0));
    expect(deleted.sort()).toEqual([0, 12]);
    expect(await db().select().from(erasures)).toHaveLength(1);
  });
});

// Two connections to one database: PostgreSQL only (PGlite is one connection, one process).
for (const engine of engines.filter((one) => one === "postgres")) {
  describe(`the retention purge's lock on ${engine}`, () => {
    let database: TestDatabase;
    let expiredTour: number;
    const db = () => database.connection.db;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const added = await addAccount(db(), { email: "office@example.org", role: "admin", password: "a long enough password" });
      if (!added.ok) throw new Error(added.problem);
      expiredTour = (await addPersonRequests(db(), fictionalPerson(1), { createdAt: monthsAgo(40), accountId: added.member.id })).tour;
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });
    const exists = async (_kind: "tour", id: number) =>
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from tour_requests where id = ${id}`))[0]?.n === 1;
    it("does nothing while another instance's purge holds the lock", async () => {
      const other = new pg.Client({ connectionString: (database.connection.target as { url: string }).url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(18, 1)");
        const result = await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW });
        expect(result.ran).toBe(false);
        expect(describePurge(result)).toContain("retention purge skipped: another purge is running");
        expect(await exists("tour", expiredTour)).toBe(true);
        await other.query("commit");
        expect(await purgeExpiredRequests(db(), DEFAULT_RETENTION, { now: NOW })).toMatchObject({ ran: true, counts: { tour: 1 } });
      } finally {
        await other.end();
      }
    });
  });
}
