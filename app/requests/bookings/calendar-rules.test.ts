// A calendar's rules at the edges of the day in India: today's slots close as they begin,
// other days' by the date alone, and "today" turns at midnight in India, not at the
// server's midnight, whichever instant was asked about just before.
import { describe, expect, it } from "vitest";
import { todayInIndia } from "#app/lib/india-date.ts";
import { defaultCalendar, offeredSlots, openDays, slotStarted } from "./calendar-rules.ts";

describe("calendar rules", () => {
  // 2026-12-01 09:30 in India (04:00 UTC): the 9:00 slot has begun, the 10:00 one not.
  const morning = new Date("2026-12-01T04:00:00Z");

  it("closes today's slots as they begin, and judges other days by their date", () => {
    expect(slotStarted("2026-12-01", "9:00-10:00", morning)).toBe(true);
    expect(slotStarted("2026-12-01", "10:00-11:00", morning)).toBe(false);
    expect(slotStarted("2026-11-30", "4:00-5:00", morning)).toBe(true);
    expect(slotStarted("2026-12-02", "9:00-10:00", morning)).toBe(false);
    expect(offeredSlots(defaultCalendar("viswa"), "2026-12-01", morning)).not.toContain("9:00-10:00");
    expect(offeredSlots(defaultCalendar("viswa"), "2026-12-02", morning)).toHaveLength(6);
  });

  it("turns the day at midnight in India, for each instant asked in turn", () => {
    const beforeMidnight = new Date("2026-12-01T18:29:00Z"); // 23:59 in India
    const afterMidnight = new Date("2026-12-01T18:31:00Z"); // 00:01 on the 2nd
    expect(todayInIndia(beforeMidnight)).toBe("2026-12-01");
    expect(todayInIndia(afterMidnight)).toBe("2026-12-02");
    expect(todayInIndia(beforeMidnight)).toBe("2026-12-01");
    expect(openDays(defaultCalendar("maa"), afterMidnight)[0]).toBe("2026-12-02");
    expect(slotStarted("2026-12-01", "4:00-5:00", afterMidnight)).toBe(true);
  });
});
