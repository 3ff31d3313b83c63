// Visits and tours as bookings (issue 27), on PGlite and PostgreSQL: a slot's capacity
// holds when fifty families ask for its last place at once; a closed day, a slot not
// offered, a day beyond the calendar are refused with what is still open; a cancelled or
// moved booking frees its place; the office's confirmation moves the status in the same
// transaction as its e-mail and plans one reminder, which a move replaces and a
// cancellation removes.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { queryRows } from "#database/client.ts";
import { closedDates, outboxMessages, requestEvents, schoolCalendars, tourRequests, visitRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { openDay } from "../../../tests/support/payloads.ts";
import { requestOf } from "../registry.server.ts";
import { DIRECT } from "../sources/source-values.ts";
import { changeBooking, reminderDue } from "./booking.server.ts";
import { defaultCalendar } from "./calendar-rules.ts";
import { schoolAvailability } from "./places.server.ts";

const SECRET = "bookings-test-secret-0123456789abcdef0123";

describe.each(engines)("bookings on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  const deps = () => ({ db: db(), challengeSecret: SECRET });

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 20 });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(
      sql`truncate visit_requests, tour_requests, outbox_messages, request_events, school_calendars, closed_dates, used_challenge_tokens restart identity`,
    );
  });

  /** A visit as the API receives it, answered, for `date` and `slot` at `school`. */
  const bookVisit = (date: string, slot: string, school = "viswa", email = "parent@example.org") => {
    const { token, a, b } = issueChallenge(SECRET);
    const parsed = visitRequestSchema.parse({
      parentName: "Lakshmi Rao",
      email,
      phone: "+91 98765 43210",
      studentName: "Ravi",
      school,
      studentAge: "5-6",
      gradeInterested: "1",
      preferredDate: date,
      preferredTime: slot,
      numberOfVisitors: "2",
      mathChallenge: String(a + b),
      mathChallengeToken: token,
    });
    const { language: _language, ...input } = parsed;
    return requestOf("visit").submit(deps(), { ...input, ...DIRECT }, "en", undefined);
  };
  const bookTour = (date: string, school = "queens") => {
    const { language: _language, ...input } = tourRequestSchema.parse({ school, peopleCount: "2", studentClass: "3rd", date });
    return requestOf("tour").submit(deps(), { ...input, ...DIRECT }, "te", undefined);
  };
  const held = async (date: string, slot: string) =>
    (await db().select().from(visitRequests).where(and(eq(visitRequests.preferredDate, date), eq(visitRequests.preferredTime, slot)))).filter(
      (row) => row.booking !== "cancelled",
    ).length;

  it("stores exactly one of fifty visits asked at once for a slot's last place, and refuses the others with the open times", async () => {
    const date = openDay(3);
    for (let i = 0; i < 2; i += 1) expect((await bookVisit(date, "10:00-11:00")).ok).toBe(true);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => bookVisit(date, "10:00-11:00")));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused).toHaveLength(49);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ ok: false, conflict: { field: "preferredTime" } });
      const { message } = (outcome as { conflict: { message: string } }).conflict;
      expect(message).toContain("10:00 – 11:00 AM");
      expect(message).toContain("is fully booked");
      expect(message).toContain("9:00 – 10:00 AM");
    }
    expect(await held(date, "10:00-11:00")).toBe(3);
  }, 60_000);

  it("stores exactly one of fifty tours asked at once for a day's last place", async () => {
    const date = openDay(4);
    for (let i = 0; i < 4; i += 1) expect((await bookTour(date)).ok).toBe(true);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => bookTour(date)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refusal = outcomes.find((outcome) => !outcome.ok) as { conflict: { field: string; message: string } };
    expect(refusal.conflict.field).toBe("date");
    // In the visitor's language (the tour was sent in Telugu).
    expect(refusal.conflict.message).toMatch(/[\u0C00-\u0C7F]/);
    const [row] = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from tour_requests where date = ${date}`);
    expect(row?.count).toBe(5);
  }, 60_000);

  it("refuses a closed weekday, a holiday, a slot not offered and a day beyond the calendar, naming what is open", async () => {
    let sunday = addDays(todayInIndia(), 1);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    const closed = await bookVisit(sunday, "10:00-11:00");
    expect(closed).toMatchObject({ ok: false, conflict: { field: "preferredDate" } });
    expect((closed as { conflict: { message: string } }).conflict.message).toMatch(/has no visits or tours on Sunday.*Next open days: Monday/);

    const holiday = openDay(5);
    await db().insert(closedDates).values({ school: "viswa", date: holiday, note: "Sankranti" });
    expect(await bookVisit(holiday, "10:00-11:00")).toMatchObject({ ok: false, conflict: { field: "preferredDate" } });
    // Another school's calendar is its own.
    expect((await bookVisit(holiday, "10:00-11:00", "maa")).ok).toBe(true);

    const calendar = defaultCalendar("viswa");
    await db()
      .insert(schoolCalendars)
      .values({ school: "viswa", visitCapacity: { ...calendar.visitCapacity, "4:00-5:00": 0 }, tourCapacity: 5, closedWeekdays: [0], horizonDays: 10 });
    expect(await bookVisit(openDay(2), "4:00-5:00")).toMatchObject({ ok: false, conflict: { field: "preferredTime" } });
    const beyond = await bookVisit(openDay(20), "10:00-11:00");
    expect((beyond as { conflict: { message: string } }).conflict.message).toContain("can be booked up to");
    const open = await schoolAvailability(db(), "visit", "viswa");
    expect(open.days.every((day) => day.date <= addDays(todayInIndia(), 10))).toBe(true);
    expect(open.days.flatMap((day) => day.slots).some((slot) => slot.slot === "4:00-5:00")).toBe(false);
    expect(await queryRows(db(), sql`select id from visit_requests where school = 'viswa'`)).toHaveLength(0);
  });

  it("frees a place when a booking is cancelled or moved, and refuses a move into a full slot without changing anything", async () => {
    const date = openDay(6);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const outcome = await bookVisit(date, "2:00-3:00");
      if (outcome.ok) ids.push(outcome.stored.id);
    }
    expect(ids).toHaveLength(3);
    expect((await bookVisit(date, "2:00-3:00")).ok).toBe(false);
    expect(await changeBooking(db(), "visit", ids[0]!, "family", { action: "cancel" })).toMatchObject({ ok: true, changed: true });
    expect((await bookVisit(date, "2:00-3:00")).ok).toBe(true);
    // Full again: a move into it is refused, and the booking stays where it was.
    const other = await bookVisit(date, "3:00-4:00");
    if (!other.ok) throw new Error("not stored");
    const refused = await changeBooking(db(), "visit", other.stored.id, "family", { action: "move", to: { date, slot: "2:00-3:00" } });
    expect(refused).toMatchObject({ ok: false, reason: "refused" });
    const [still] = await db().select().from(visitRequests).where(eq(visitRequests.id, other.stored.id));
    expect([still!.preferredTime, still!.bookingSequence]).toEqual(["3:00-4:00", 0]);
    // A move frees the old place.
    expect(await changeBooking(db(), "visit", ids[1]!, "family", { action: "move", to: { date, slot: "3:00-4:00" } })).toMatchObject({ ok: true });
    expect(await held(date, "2:00-3:00")).toBe(2);
    const events = await db().select().from(requestEvents).where(eq(requestEvents.requestId, ids[1]!));
    expect(events.map((event) => [event.action, event.accountId, event.fromValue, event.toValue])).toEqual([
      ["moved", null, `${date} 2:00-3:00`, `${date} 3:00-4:00`],
    ]);
    // The office hears of the family's move; the family gets their message.
    const mail = await db().select().from(outboxMessages).where(and(eq(outboxMessages.requestId, ids[1]!), eq(outboxMessages.requestKind, "visit")));
    expect(mail.map((row) => [row.audience, row.purpose]).toSorted()).toEqual(
      [["office", "family-change"], ["office", "received"], ["visitor", "moved"], ["visitor", "received"]].toSorted(),
    );
  });

  it("refuses a move to a day that is no date (none sent, 30 February, 45 December) as a closed day, changing nothing", async () => {
    const date = openDay(7);
    const booked = await bookVisit(date, "10:00-11:00");
    if (!booked.ok) throw new Error("not stored");
    const year = date.slice(0, 4);
    for (const day of ["", `${year}-02-30`, `${year}-12-45`]) {
      const refused = await changeBooking(db(), "visit", booked.stored.id, "family", { action: "move", to: { date: day, slot: "10:00-11:00" } });
      expect(refused).toMatchObject({ ok: false, reason: "refused", refusal: { reason: "closed-day" } });
    }
    const [still] = await db().select().from(visitRequests).where(eq(visitRequests.id, booked.stored.id));
    expect([still!.preferredDate, still!.bookingSequence]).toEqual([date, 0]);
  });

  it("confirms in one transaction: status, history, the family's e-mail and one reminder the evening before; a move replaces it, a cancellation removes it", async () => {
    const date = openDay(8);
    const outcome = await bookVisit(date, "11:00-12:00");
    if (!outcome.ok) throw new Error("not stored");
    const id = outcome.stored.id;
    const office = { accountId: await staffAccount() };
    expect(await changeBooking(db(), "visit", id, office, { action: "confirm" })).toMatchObject({ ok: true, changed: true });
    const [row] = await db().select().from(visitRequests).where(eq(visitRequests.id, id));
    expect([row!.status, row!.booking, row!.bookingSequence]).toEqual(["visit_scheduled", "confirmed", 1]);
    const reminders = () =>
      db()
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.requestId, id), eq(outboxMessages.purpose, "reminder")));
    let [reminder] = await reminders();
    expect(reminder!.nextAttemptAt.toISOString()).toBe(new Date(`${addDays(date, -1)}T18:00:00+05:30`).toISOString());
    expect(reminder!.nextAttemptAt.getTime()).toBe(reminderDue(date).getTime());
    // Confirmed again at another time: the booking moves, one reminder waits for the new day.
    const later = openDay(9) === date ? openDay(10) : openDay(9);
    expect(await changeBooking(db(), "visit", id, office, { action: "confirm", to: { date: later, slot: "9:00-10:00" } })).toMatchObject({ ok: true });
    const waiting = await reminders();
    expect(waiting).toHaveLength(1);
    reminder = waiting[0];
    expect(reminder!.nextAttemptAt.getTime()).toBe(reminderDue(later).getTime());
    const [moved] = await db().select().from(visitRequests).where(eq(visitRequests.id, id));
    expect([moved!.preferredDate, moved!.preferredTime, moved!.bookingSequence]).toEqual([later, "9:00-10:00", 2]);
    expect(await changeBooking(db(), "visit", id, office, { action: "cancel" })).toMatchObject({ ok: true });
    expect(await reminders()).toHaveLength(0);
    expect(await changeBooking(db(), "visit", id, "family", { action: "move", to: { date, slot: "9:00-10:00" } })).toEqual({ ok: false, reason: "cancelled" });
    const visitorMail = await db()
      .select({ purpose: outboxMessages.purpose })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.requestId, id), eq(outboxMessages.audience, "visitor")));
    expect(visitorMail.map((mail) => mail.purpose)).toEqual(["received", "confirmed", "confirmed", "cancelled"]);
    const history = await db().select().from(requestEvents).where(eq(requestEvents.requestId, id));
    expect(history.map((event) => event.action)).toEqual(["confirmed", "status", "confirmed", "cancelled"]);
  });

  it("writes nothing when the outbox row cannot be written: the confirmation and its e-mail are one", async () => {
    const outcome = await bookVisit(openDay(7), "3:00-4:00");
    if (!outcome.ok) throw new Error("not stored");
    const office = { accountId: await staffAccount() };
    await db().execute(sql`alter table outbox_messages add constraint outbox_test_refuse check (purpose <> 'confirmed')`);
    try {
      await expect(changeBooking(db(), "visit", outcome.stored.id, office, { action: "confirm" })).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table outbox_messages drop constraint outbox_test_refuse`);
    }
    const [row] = await db().select().from(visitRequests).where(eq(visitRequests.id, outcome.stored.id));
    expect([row!.status, row!.booking]).toEqual(["new", "asked"]);
    expect(await db().select().from(requestEvents)).toHaveLength(0);
  });

  it("keeps a tour booked without contact: no e-mail to anyone but the office", async () => {
    const outcome = await bookTour(openDay(2));
    if (!outcome.ok) throw new Error("not stored");
    const [row] = await db().select().from(tourRequests).where(eq(tourRequests.id, outcome.stored.id));
    expect([row!.parentName, row!.phone, row!.email]).toEqual(["", "", ""]);
    const mail = await db().select().from(outboxMessages);
    expect(mail.map((message) => message.audience)).toEqual(["office"]);
  });

  async function staffAccount(): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into staff_accounts (email, password_hash, role, school_code) values (${`clerk${Math.random()}@example.org`}, 'x', 'staff', 'viswa') returning id`,
    );
    return row!.id;
  }
});
