// The front desk's day list marks today's times as the clock in India stands: a time that
// is over (its bookings still listed: a family may come late) and the time on now; the
// times of other days, those gone by included, are not marked. PGlite, and PostgreSQL
// when set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaInstant } from "#app/lib/india-date.ts";
import { visitRequests } from "#database/schema.ts";
import { addTestMember } from "../../../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { dayList, slotPhase } from "./day-list.server.ts";

/** A Tuesday: MAA is open, with the default calendar's six times. */
const DAY = "2026-12-01";

describe("where today's times stand", () => {
  it("is ended from the end of its hour, running from its start, and nothing before or on another day", () => {
    const at = (time: string, date = DAY) => indiaInstant(date, time);
    expect(slotPhase(DAY, "9:00-10:00", at("08:59"))).toBeNull();
    expect(slotPhase(DAY, "9:00-10:00", at("09:00"))).toBe("running");
    expect(slotPhase(DAY, "9:00-10:00", at("09:59"))).toBe("running");
    expect(slotPhase(DAY, "9:00-10:00", at("10:00"))).toBe("ended");
    // The afternoon's times are 2 to 5 in the afternoon.
    expect(slotPhase(DAY, "2:00-3:00", at("11:00"))).toBeNull();
    expect(slotPhase(DAY, "2:00-3:00", at("14:30"))).toBe("running");
    expect(slotPhase(DAY, "4:00-5:00", at("23:59"))).toBe("ended");
    // Yesterday's and tomorrow's times, and a time stored that is not one of ours.
    expect(slotPhase("2026-11-30", "9:00-10:00", at("14:30"))).toBeNull();
    expect(slotPhase("2026-12-02", "9:00-10:00", at("14:30"))).toBeNull();
    expect(slotPhase(DAY, "6:00-7:00", at("23:00"))).toBeNull();
  });
});

describe.each(engines)("the day list's times on %s", (engine) => {
  let database: TestDatabase;
  let maa: StaffMember;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    maa = await addTestMember(db(), "maa@example.org", "staff", "maa");
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate visit_requests`);
  });

  it("marks today's times at 2:30 in the afternoon, keeping the bookings of those over, and no other day's", async () => {
    const visit = { email: "", phone: "9000000001", studentName: "Ravi", school: "maa", studentAge: "5-6", gradeInterested: "1", numberOfVisitors: "2" };
    await db().insert(visitRequests).values([
      { ...visit, parentName: "Came Early", preferredDate: DAY, preferredTime: "9:00-10:00" },
      { ...visit, parentName: "Coming Now", preferredDate: DAY, preferredTime: "2:00-3:00" },
      { ...visit, parentName: "Yesterday Family", preferredDate: "2026-11-30", preferredTime: "9:00-10:00" },
    ]);
    const now = indiaInstant(DAY, "14:30");
    const { days } = await dayList(db(), maa, "maa", "2026-11-30", 3, now);
    const phases = days.map((day) => [day.date, Object.fromEntries(day.slots.map((slot) => [slot.slot, slot.phase]))]);
    expect(phases).toEqual([
      ["2026-11-30", { "9:00-10:00": null, "10:00-11:00": null, "11:00-12:00": null, "2:00-3:00": null, "3:00-4:00": null, "4:00-5:00": null }],
      [DAY, { "9:00-10:00": "ended", "10:00-11:00": "ended", "11:00-12:00": "ended", "2:00-3:00": "running", "3:00-4:00": null, "4:00-5:00": null }],
      ["2026-12-02", { "9:00-10:00": null, "10:00-11:00": null, "11:00-12:00": null, "2:00-3:00": null, "3:00-4:00": null, "4:00-5:00": null }],
    ]);
    const today = days[1]!;
    expect(today.slots.find((slot) => slot.slot === "9:00-10:00")!.bookings.map((booking) => booking.name)).toEqual(["Came Early"]);
    expect(today.slots.find((slot) => slot.slot === "2:00-3:00")!.bookings.map((booking) => booking.name)).toEqual(["Coming Now"]);
  });
});
