import { describe, expect, it } from "vitest";
import { formatDate, formatInstant } from "./format.ts";

describe("formatDate", () => {
  it("writes a calendar date in the visitor's language, whatever the time zone", () => {
    expect(formatDate("2026-11-24", "en")).toBe("Tuesday, 24 November 2026");
    expect(formatDate("2026-11-24", "te")).toBe("24 నవంబర్ 2026, మంగళవారం");
  });

  it("writes the Telugu date without a comma between the day and the month", () => {
    expect(formatDate("2026-01-05", "te")).toBe("5 జనవరి 2026, సోమవారం");
    expect(formatDate("2027-06-01", "te")).toBe("1 జూన్ 2027, మంగళవారం");
    expect(formatDate("2027-06-01", "en")).toBe("Tuesday, 1 June 2027");
  });

  it("leaves a value that is not a date as it is", () => {
    expect(formatDate("soon", "en")).toBe("soon");
    expect(formatDate("2026-02-30x", "te")).toBe("2026-02-30x");
  });
});

describe("formatInstant", () => {
  it("writes an instant as a clock in India shows it, in each language", () => {
    const instant = new Date("2026-11-24T12:00:00Z"); // 17:30 in India
    expect(formatInstant(instant, "en")).toBe("24 Nov 2026, 5:30 pm");
    expect(formatInstant(instant, "te")).toBe("24 నవం 2026, 17:30");
  });
});
