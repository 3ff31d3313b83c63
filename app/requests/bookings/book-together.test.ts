// Bookings taken together (book-together.server.ts), on PGlite and PostgreSQL: bookings
// that arrive while others are being written share one transaction, yet each gets the
// answer it would have got alone: a token spent twice in one batch is "used" once, a
// wrong answer spends its token and stores nothing, the last places go to the first asked,
// a row the database refuses fails alone. On PostgreSQL, two servers (two pools of their
// own) taking the same last place store one booking: the slot's lock holds across them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { tourRequests, usedChallengeTokens, visitRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { openDay, openDayAfter } from "../../../tests/support/payloads.ts";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { formatDate } from "#app/i18n/format.ts";
import { refusalMessage } from "./refusal-words.ts";
import { bookPlace, type BookingAsked } from "./book-together.server.ts";
import { defaultCalendar, openDays } from "./calendar-rules.ts";
import { takePlaces } from "./places.server.ts";

const visitRow = (date: string, slot: string, school = "viswa", studentName = "Ravi") => ({
  parentName: "Lakshmi Rao",
  email: "parent@example.org",
  phone: "+91 98765 43210",
  studentName,
  school,
  studentAge: "5-6",
  gradeInterested: "1",
  preferredDate: date,
  preferredTime: slot,
  numberOfVisitors: "2",
});

let tokens = 0;
const question = (right = true, tokenId = `token-${(tokens += 1)}`) => ({ tokenId, expiresAt: new Date(Date.now() + 600_000), right });

const visit = (date: string, slot: string, options: { school?: string; studentName?: string; question?: BookingAsked["question"] } = {}): BookingAsked => ({
  place: { kind: "visit", school: (options.school ?? "viswa") as "viswa", date, slot: slot as "10:00-11:00" },
  row: visitRow(date, slot, options.school, options.studentName),
  language: "en",
  question: options.question ?? question(),
});

const tour = (date: string, school = "queens"): BookingAsked => ({
  place: { kind: "tour", school: school as "queens", date },
  row: { school, peopleCount: "2", studentClass: "3rd", date, parentName: "Lakshmi Rao", phone: "+91 98765 43210", email: "" },
  language: "te",
});

describe.each(engines)("bookings taken together on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate visit_requests, tour_requests, outbox_messages, used_challenge_tokens restart identity`);
  });

  it("answers each booking of a batch as it would be answered alone", async () => {
    const date = openDay(4);
    const shared = question(true, "shared-token");
    const wrong = question(false);
    // The first goes at once; the others arrive while it is written and go together.
    const outcomes = await Promise.all([
      bookPlace(db(), visit(date, "9:00-10:00")),
      bookPlace(db(), visit(date, "10:00-11:00", { question: shared })),
      bookPlace(db(), visit(date, "11:00-12:00", { question: shared })),
      bookPlace(db(), visit(date, "11:00-12:00", { question: wrong })),
      ...Array.from({ length: 5 }, () => bookPlace(db(), visit(date, "2:00-3:00"))),
      bookPlace(db(), visit(date, "2:00-3:00", { school: "maa" })),
    ]);
    const said = outcomes.map((outcome) => (outcome.ok ? "stored" : outcome.reason));
    expect(said).toEqual(["stored", "stored", "used", "wrong", "stored", "stored", "stored", "refused", "refused", "stored"]);
    const refused = outcomes[7];
    expect(refused).toMatchObject({ ok: false, reason: "refused", refused: { reason: "full", place: { slot: "2:00-3:00" } } });
    // The refusal names what is still open that day: not the full slot, the others.
    if (refused && !refused.ok && refused.reason === "refused") {
      expect(refused.refused.openSlots).not.toContain("2:00-3:00");
      expect(refused.refused.openSlots).toContain("3:00-4:00");
    }
    const rows = await db().select().from(visitRequests);
    expect(rows).toHaveLength(6);
    const ids = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.stored.id] : []));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // Each stored booking's id is its own row: the slot and school it asked for.
    const stored = outcomes[9];
    expect(stored?.ok && rows.find((row) => row.id === stored.stored.id)?.school).toBe("maa");
    // Every token spent once: the shared one, the wrong one, and each other booking's.
    const spent = await db().select().from(usedChallengeTokens);
    expect(spent).toHaveLength(9);
  });

  it("fails only the booking whose row the database refuses, and stores the others of its batch", async () => {
    const date = openDay(5);
    const outcomes = await Promise.allSettled([
      bookPlace(db(), visit(date, "9:00-10:00")),
      bookPlace(db(), visit(date, "10:00-11:00")),
      // A NUL character: PostgreSQL refuses the text (a data error), the batch is retried one by one.
      bookPlace(db(), visit(date, "10:00-11:00", { studentName: "Ra\u0000vi" })),
      bookPlace(db(), visit(date, "11:00-12:00")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(await db().select().from(visitRequests)).toHaveLength(3);
  });

  it("answers a full slot on a day with no time left with the next days that have a place, full days skipped", async () => {
    const full = openDay(10);
    const fullToo = openDayAfter(full);
    const fill = (date: string) => TIME_SLOTS.flatMap((slot) => Array.from({ length: 3 }, () => bookPlace(db(), visit(date, slot))));
    const filled = await Promise.all([...fill(full), ...fill(fullToo)]);
    expect(filled.every((outcome) => outcome.ok)).toBe(true);
    const refused = await bookPlace(db(), visit(full, "10:00-11:00"));
    if (refused.ok || refused.reason !== "refused") throw new Error(`not refused: ${JSON.stringify(refused)}`);
    expect(refused.refused).toMatchObject({ reason: "full", openSlots: [] });
    const next = openDayAfter(fullToo);
    expect(refused.refused.nextOpenDays).toEqual([next, openDayAfter(next), openDayAfter(openDayAfter(next))]);
    expect(refusalMessage(refused.refused, "en")).toContain(formatDate(next, "en"));
    // A day beyond the calendar's horizon: the first days with a place, from the start.
    const beyond = await bookPlace(db(), visit(openDay(200), "10:00-11:00"));
    if (beyond.ok || beyond.reason !== "refused") throw new Error(`not refused: ${JSON.stringify(beyond)}`);
    expect(beyond.refused.reason).toBe("beyond");
    expect(beyond.refused.nextOpenDays[0]! <= openDay(2)).toBe(true);
  });

  it("answers a full tour day with the next days that have a place, skipping days full before and days the same batch fills", async () => {
    const full = openDay(11);
    const fullBefore = openDayAfter(full);
    const lastPlace = openDayAfter(fullBefore);
    const fill = (date: string, count: number) => Promise.all(Array.from({ length: count }, () => bookPlace(db(), tour(date))));
    expect((await Promise.all([fill(full, 5), fill(fullBefore, 5), fill(lastPlace, 4)])).flat().every((outcome) => outcome.ok)).toBe(true);
    // The first goes alone; the last place and the full day's refusal go together after it.
    const [, taken, refused] = await Promise.all([bookPlace(db(), tour(openDay(2))), bookPlace(db(), tour(lastPlace)), bookPlace(db(), tour(full))]);
    expect(taken?.ok).toBe(true);
    if (!refused || refused.ok || refused.reason !== "refused") throw new Error(`not refused: ${JSON.stringify(refused)}`);
    const next = openDayAfter(lastPlace);
    expect(refused.refused).toMatchObject({ reason: "full", openSlots: [], nextOpenDays: [next, openDayAfter(next), openDayAfter(openDayAfter(next))] });
    expect(refusalMessage(refused.refused, "te")).toContain(formatDate(next, "te"));
  });

  it("answers a full last day with the calendar's first days that have a place", async () => {
    const now = new Date();
    const days = openDays(defaultCalendar("queens"), now);
    const last = days.at(-1)!;
    const fill = (date: string) => Array.from({ length: 5 }, () => bookPlace(db(), tour(date)));
    expect((await Promise.all([...fill(last), ...fill(days[0]!)])).every((outcome) => outcome.ok)).toBe(true);
    // The call that locked the place counted no later day open (empty, not unknown): the
    // refusal then reads the calendar's first days once, not its later ones first.
    const [verdict] = await db().transaction((tx) => takePlaces(tx, [{ place: tour(last).place }], now));
    expect(verdict).toMatchObject({ reason: "full", nextOpenDays: [] });
    // The full first day skipped.
    expect(await bookPlace(db(), tour(last))).toMatchObject({ ok: false, refused: { reason: "full", nextOpenDays: days.slice(1, 4) } });
  });

  it("counts a school's own capacities when it names the next open days", async () => {
    // Two tours a day and one family a slot at this school, set by its office.
    await db().execute(
      sql`insert into school_calendars (school, visit_capacity, tour_capacity, closed_weekdays, horizon_days) values ('maa', ${JSON.stringify(Object.fromEntries(TIME_SLOTS.map((slot) => [slot, 1])))}::jsonb, 2, '[0]'::jsonb, 60)`,
    );
    try {
      const full = openDay(12);
      const second = openDayAfter(full);
      const third = openDayAfter(second);
      const tours = await Promise.all([full, full, second, second, third].map((date) => bookPlace(db(), tour(date, "maa"))));
      expect(tours.every((outcome) => outcome.ok)).toBe(true);
      const tourRefused = await bookPlace(db(), tour(full, "maa"));
      expect(tourRefused).toMatchObject({ ok: false, refused: { reason: "full", nextOpenDays: [third, openDayAfter(third), openDayAfter(openDayAfter(third))] } });
      const visits = await Promise.all([full, second].flatMap((date) => TIME_SLOTS.map((slot) => bookPlace(db(), visit(date, slot, { school: "maa" })))));
      expect(visits.every((outcome) => outcome.ok)).toBe(true);
      const visitRefused = await bookPlace(db(), visit(full, "9:00-10:00", { school: "maa" }));
      expect(visitRefused).toMatchObject({ ok: false, refused: { reason: "full", openSlots: [], nextOpenDays: [third, openDayAfter(third), openDayAfter(openDayAfter(third))] } });
    } finally {
      await db().execute(sql`delete from school_calendars where school = 'maa'`);
    }
  });

  it("takes tours' days together: the day's last places to the first asked", async () => {
    const date = openDay(6);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => bookPlace(db(), tour(date))));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, true, true, false, false, false]);
    expect(await db().select().from(tourRequests)).toHaveLength(5);
  });
});

describe.each(engines.filter((engine) => engine === "postgres"))("two servers booking on one %s database", (engine) => {
  let database: TestDatabase;
  let other: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
    // A second server's own pool on the same database: its batches are its own.
    const { target } = database.connection;
    if (target.kind !== "postgres") throw new Error("two servers share a PostgreSQL database");
    other = await connectDatabase({ kind: "postgres", url: target.url, poolSize: 10 });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it("stores one booking of fifty asked at once for a slot's last place through two servers", async () => {
    const date = openDay(8);
    const servers = [database.connection.db, other.db];
    expect((await bookPlace(servers[0]!, visit(date, "3:00-4:00"))).ok).toBe(true);
    expect((await bookPlace(servers[1]!, visit(date, "3:00-4:00"))).ok).toBe(true);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => bookPlace(servers[i % 2]!, visit(date, "3:00-4:00"))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const [row] = await queryRows<{ held: number }>(
      database.connection.db,
      sql`select count(*)::int as held from visit_requests where preferred_date = ${date} and preferred_time = '3:00-4:00'`,
    );
    expect(row?.held).toBe(3);
  });

  it("fails every booking of a flood at once when no transaction can be opened, none left waiting", async () => {
    const { target } = database.connection;
    if (target.kind !== "postgres") throw new Error("two servers share a PostgreSQL database");
    const lost = await connectDatabase({ kind: "postgres", url: target.url.replace(/\/[^/?]+(\?|$)/, "/no_such_database$1"), poolSize: 2 });
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => bookPlace(lost.db, tour(openDay(20 + (i % 3)), "maa"))));
      expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
      // The next one is tried anew, and fails as plainly.
      await expect(bookPlace(lost.db, tour(openDay(20), "maa"))).rejects.toThrow();
    } finally {
      await lost.close();
    }
  });

  it("stores a tour day's last place once through two servers, whichever slots they also take", async () => {
    const date = openDay(9);
    const servers = [database.connection.db, other.db];
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => bookPlace(servers[i % 2]!, tour(date, "maa"))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
  });
});
