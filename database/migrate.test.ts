import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "./client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, MIGRATIONS_FOLDER } from "./migrate.ts";
import { seedDatabase } from "./seed.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";

describe.each(engines)("migrations and seed on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false }); // an empty database, migrated once
  });
  afterAll(() => database?.close());

  const snapshot = async () => {
    const { db } = database.connection;
    const columns = await queryRows(db, sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`);
    const applied = await queryRows(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
    return { columns, applied };
  };

  it("creates every table on an empty database", async () => {
    const { columns } = await snapshot();
    const tables = new Set(columns.map((c) => c.table_name as string));
    expect([...tables].sort()).toEqual([
      "access_records", "admission_applications", "booking_day_figures", "career_applications", "career_resumes", "closed_dates", "contact_messages", "content_documents",
      "content_versions", "enrollment_requests", "erasures", "inbox_exports", "outbox_messages", "photo_files", "photos", "rate_limit_counters",
      "request_day_figures", "request_events", "request_links", "request_source_figures", "response_hour_figures", "response_hour_weeks", "school_calendars", "school_documents", "schools", "sign_in_failures",
      "staff_accounts", "staff_sessions", "tour_requests", "used_challenge_tokens", "visit_requests",
    ]);
  });

  it("applies a second time without change", async () => {
    const before = await snapshot();
    await migrateDatabase(database.connection);
    expect(await snapshot()).toEqual(before);
  });

  it("holds an access record's photo deletion to the photo it names (migration 0014), and the photo to that action", async () => {
    const { db } = database.connection;
    const [account] = await queryRows<{ id: number }>(db, sql`insert into staff_accounts (email, password_hash, role) values ('photos@example.org', 'not-a-hash', 'admin') returning id`);
    const photo = JSON.stringify({ scope: "school:2", id: "0b9f7a4e-58f4-4c8e-9d1e-2f6a1c3b5d70", alt: "The school gate" });
    await db.execute(sql`insert into access_records (account_id, action, photo) values (${account!.id}, 'photo-delete', ${photo}::jsonb)`);
    await expect(db.execute(sql`insert into access_records (account_id, action) values (${account!.id}, 'photo-delete')`)).rejects.toThrow();
    await expect(db.execute(sql`insert into access_records (account_id, action, photo) values (${account!.id}, 'person-export', ${photo}::jsonb)`)).rejects.toThrow();
    const rows = await queryRows<{ photo: unknown }>(db, sql`select photo from access_records where action = 'photo-delete'`);
    expect(rows).toEqual([{ photo: JSON.parse(photo) }]);
    await db.execute(sql`delete from access_records`);
    await db.execute(sql`delete from staff_accounts where id = ${account!.id}`);
  });

  it("seeds idempotently, keeping edited rows, and moves id sequences past the seed", async () => {
    const { db } = database.connection;
    await seedDatabase(db);
    await db.execute(sql`update schools set name = 'Edited by the office' where id = 2`);
    await seedDatabase(db);
    const schools = await queryRows<{ code: string; name: string }>(db, sql`select id, code, name from schools order by id`);
    expect(schools.map((r) => r.code)).toEqual(["viswa", "maa", "santhi", "lumbini", "prism", "queens"]);
    expect(schools[1]?.name).toBe("Edited by the office");
    const inserted = await queryRows<{ id: number }>(
      db,
      sql`insert into schools (code, name, description, established, location) values ('new', 'N', 'D', 2020, 'L') returning id`,
    );
    expect(inserted).toEqual([{ id: 7 }]);
  });
});

describe("the migrations' journal", () => {
  // Drizzle's migrator applies only the migrations whose `when` is later than the last one
  // a database has applied: a migration merged with an earlier `when` than its predecessor
  // would be skipped on every database that already exists (a fresh one takes it).
  it("lists every migration file once, in order, each later than the one before", () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")).sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, i) => i));
    for (const [i, entry] of journal.entries.entries()) {
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});
