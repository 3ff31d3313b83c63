// A calendar's rules at the edges of the day in India: today's slots close as they begin,
// other days' by the date alone, and "today" turns at midnight in India, not at the
// server's midnight, whichever instant was asked about just before.
import { describe, expect, it } from "vitest";
import { todayInIndia } from "#app/lib/india-date.ts";
import { addDays } from "#app/lib/india-date.ts";
import { dayState, defaultCalendar, offeredSlots, openDays, slotStarted, type SchoolCalendar } from "./calendar-rules.ts";

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
    expect(todayInIndia(new Date("2026-12-01T18:30:00.000Z"))).toBe("2026-12-02");
    expect(todayInIndia(new Date("2026-12-01T18:29:59.999Z"))).toBe("2026-12-01");
    expect(todayInIndia(new Date("1969-12-31T20:00:00Z"))).toBe("1970-01-01");
    expect(() => todayInIndia(new Date(Number.NaN))).toThrow(RangeError);
    expect(openDays(defaultCalendar("maa"), afterMidnight)[0]).toBe("2026-12-02");
    expect(slotStarted("2026-12-01", "4:00-5:00", afterMidnight)).toBe(true);
  });

  it("lists as open days exactly the days from today to the horizon that dayState calls open", () => {
    const calendars: SchoolCalendar[] = [
      defaultCalendar("viswa"),
      { ...defaultCalendar("maa"), closedWeekdays: [0, 6], closedDates: [{ date: "2026-12-25", note: "" }, { date: "2027-01-01", note: "" }], horizonDays: 45 },
      { ...defaultCalendar("santhi"), closedWeekdays: [], horizonDays: 0 },
      { ...defaultCalendar("lumbini"), closedWeekdays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 10 },
    ];
    // From an evening in India (its date already the next in UTC's terms) across a year's end.
    for (const now of [morning, new Date("2026-12-20T20:00:00Z")]) {
      for (const calendar of calendars) {
        const today = todayInIndia(now);
        const everyDay = Array.from({ length: calendar.horizonDays + 3 }, (_, n) => addDays(today, n - 1));
        expect(openDays(calendar, now)).toEqual(everyDay.filter((date) => dayState(calendar, date, now) === "open"));
      }
    }
    expect(openDays(calendars[1]!, new Date("2026-12-20T20:00:00Z"))).not.toContain("2026-12-25");
  });
});
