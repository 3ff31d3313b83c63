// The kept figures (decision 0036) with two instances of the site on one PostgreSQL: two
// connection pools write at once, as two servers do: parents' requests arriving and the
// office answering them, the same school and day on both. Nothing deadlocks or fails, and
// what the triggers kept equals a recount from the rows.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import type { StaffMember } from "#app/office/sign-in/staff-member.ts";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { contactMessages, visitRequests } from "#database/schema.ts";
import { keptFigures as kept } from "../../../tests/support/insights-rows.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { changeRequest } from "../request/request-detail.server.ts";

describe.runIf(engines.includes("postgres"))("the kept figures with two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let other: DatabaseConnection;
  let office: StaffMember;
  const instances = () => [database.connection.db, other.db];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const target = database.connection.target;
    if (target.kind !== "postgres") throw new Error("a PostgreSQL database was asked for");
    other = await connectDatabase({ ...target, poolSize: 10 });
    const added = await addAccount(database.connection.db, { email: "office@example.org", role: "admin", password: "a long enough passphrase" });
    if (!added.ok) throw new Error(added.problem);
    office = added.member;
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it("counts requests arriving and answered on both at once, as a recount from the rows does", async () => {
    const TOTAL = 80;
    // Parents' requests, half through each instance, all at once: one school, one day, a few sources.
    const ids = await Promise.all(
      Array.from({ length: TOTAL }, async (_, i) => {
        const db = instances()[i % 2]!;
        if (i % 4 === 3) {
          const [row] = await db
            .insert(visitRequests)
            .values({
              parentName: `Parent ${i}`, email: `parent${i}@example.org`, phone: "+91 98765 43210", studentName: "Ravi", school: "viswa", studentAge: "5-6",
              gradeInterested: "1", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2", source: ["google", "facebook"][i % 2]!,
            })
            .returning({ id: visitRequests.id });
          return { kind: "visit" as const, id: row!.id };
        }
        const [row] = await db
          .insert(contactMessages)
          .values({ firstName: `Parent ${i}`, lastName: "Rao", email: `parent${i}@example.org`, phone: "+91 98765 43210", school: "viswa", message: "Fees?", source: ["google", "direct"][i % 2]! })
          .returning({ id: contactMessages.id });
        return { kind: "contact" as const, id: row!.id };
      }),
    );
    // The office answers them on both instances at once, in two orders: a call, then a visit booked, a note.
    const changes = ids.flatMap(({ kind, id }, i) => [
      { db: instances()[i % 2]!, kind, id, change: { action: "status", status: "contacted" } as const },
      { db: instances()[(i + 1) % 2]!, kind, id, change: { action: "note", note: "Called the family." } as const },
      ...(i % 3 === 0 ? [{ db: instances()[i % 2]!, kind, id, change: { action: "status", status: "visit_scheduled" } as const }] : []),
    ]);
    const ordered = [...changes.filter((_, i) => i % 2 === 0), ...changes.filter((_, i) => i % 2 === 1).reverse()];
    const outcomes = await Promise.all(ordered.map(({ db, kind, id, change }) => changeRequest(db, office, kind, id, change)));
    expect(outcomes.filter((outcome) => outcome !== "changed" && outcome !== "unchanged")).toEqual([]);

    const db = database.connection.db;
    const before = await kept(db);
    await db.execute(sql`select request_figures_rebuild()`);
    expect(await kept(db)).toEqual(before);
    const [sums] = await queryRows<{ requests: number; answered: number }>(db, sql`select coalesce(sum(requests), 0)::int as requests, coalesce(sum(answered), 0)::int as answered from request_day_figures`);
    expect(sums).toEqual({ requests: TOTAL, answered: TOTAL });
  }, 120_000);
});
