// The booking panel of a request's page (issue 27) reads the school's places only when it
// offers times: for a booking asked for or confirmed, not for a cancelled one, another
// kind of request, or a row whose place is not the forms' any more. PGlite, and
// PostgreSQL when set.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#database/client.ts";
import { contactMessages, visitRequests } from "#database/schema.ts";
import { openDay } from "../../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { bookingPanel } from "./request-booking.server.ts";

describe.each(engines)("the booking panel on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate visit_requests, contact_messages`);
  });

  /** The database as the panel is given it, counting the queries it starts. */
  function counted(): { db: Database; queries: () => number } {
    let queries = 0;
    const real = db();
    const proxy = new Proxy(real, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (key === "select" || key === "execute" || key === "transaction") queries += 1;
          return (value as (...all: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db: proxy, queries: () => queries };
  }

  async function visit(values: Partial<typeof visitRequests.$inferInsert> = {}) {
    const [row] = await db()
      .insert(visitRequests)
      .values({
        parentName: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
        studentAge: "5-6", gradeInterested: "1", preferredDate: openDay(3), preferredTime: "10:00-11:00", numberOfVisitors: "2", ...values,
      })
      .returning();
    return row!;
  }

  it("reads the school's places for a booking still asked for or confirmed, and offers them", async () => {
    for (const booking of ["asked", "confirmed"] as const) {
      const row = await visit({ booking });
      const reader = counted();
      const panel = await bookingPanel(reader.db, "visit", row, "en");
      expect(panel?.state).toBe(booking);
      expect(panel?.choices.length).toBeGreaterThan(0);
      expect(reader.queries()).toBeGreaterThan(0);
    }
  });

  it("reads nothing for a cancelled booking, another kind of request, or a place that is not the forms'", async () => {
    const cancelled = await visit({ booking: "cancelled" });
    const reader = counted();
    const panel = await bookingPanel(reader.db, "visit", cancelled, "en");
    expect(panel).toMatchObject({ state: "cancelled", choices: [] });

    const [contact] = await db()
      .insert(contactMessages)
      .values({ firstName: "Anil", lastName: "K", email: "anil@example.org", phone: "9000000001", school: "maa", message: "Bus routes?" })
      .returning();
    expect(await bookingPanel(reader.db, "contact", contact!, "en")).toBeUndefined();

    const odd = await visit();
    await db().update(visitRequests).set({ preferredTime: "6:00-7:00" }).where(eq(visitRequests.id, odd.id));
    const [stored] = await db().select().from(visitRequests).where(eq(visitRequests.id, odd.id));
    expect(await bookingPanel(reader.db, "visit", stored!, "en")).toBeUndefined();

    expect(reader.queries()).toBe(0);
  });
});
