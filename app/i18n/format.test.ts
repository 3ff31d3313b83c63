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

  it("writes a day of the coming weeks without its year", () => {
    expect(formatDate("2026-11-24", "en", { year: false })).toBe("Tuesday, 24 November");
    expect(formatDate("2026-11-24", "te", { year: false })).toBe("24 నవంబర్, మంగళవారం");
  });

  it("leaves a value that is not a date as it is", () => {
    expect(formatDate("soon", "en")).toBe("soon");
    expect(formatDate("2026-02-30x", "te")).toBe("2026-02-30x");
  });
});

describe("formatInstant", () => {
  it("writes an instant as a clock in India shows it, in the public site's time style", () => {
    const instant = new Date("2026-11-24T12:00:00Z"); // 17:30 in India
    expect(formatInstant(instant, "en")).toBe("24 Nov 2026, 5:30 PM");
    expect(formatInstant(instant, "te")).toBe("24 నవం 2026, సాయంత్రం 5:30");
  });

  it("never writes a bare 24-hour clock: each hour with its part of the day, as the visit's time slots say it", () => {
    const at = (utc: string) => new Date(`2026-11-24T${utc}:00Z`); // India is UTC+05:30
    expect(formatInstant(at("20:48"), "te")).toBe("25 నవం 2026, రాత్రి 2:18");
    expect(formatInstant(at("20:48"), "en")).toBe("25 Nov 2026, 2:18 AM");
    expect(formatInstant(at("18:30"), "te")).toBe("25 నవం 2026, రాత్రి 12:00");
    expect(formatInstant(at("18:30"), "en")).toBe("25 Nov 2026, 12:00 AM");
    expect(formatInstant(at("03:30"), "te")).toBe("24 నవం 2026, ఉదయం 9:00");
    expect(formatInstant(at("06:30"), "te")).toBe("24 నవం 2026, మధ్యాహ్నం 12:00");
    expect(formatInstant(at("06:30"), "en")).toBe("24 Nov 2026, 12:00 PM");
    expect(formatInstant(at("08:30"), "te")).toBe("24 నవం 2026, మధ్యాహ్నం 2:00");
    expect(formatInstant(at("10:30"), "te")).toBe("24 నవం 2026, సాయంత్రం 4:00");
    expect(formatInstant(at("14:00"), "te")).toBe("24 నవం 2026, రాత్రి 7:30");
    for (const lang of ["en", "te"] as const) {
      for (let hour = 0; hour < 24; hour++) {
        const written = formatInstant(new Date(Date.UTC(2026, 10, 24, hour, 5)), lang);
        expect(written, written).toMatch(lang === "en" ? /, (1[0-2]|[1-9]):\d\d [AP]M$/ : /, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) (1[0-2]|[1-9]):\d\d$/);
      }
    }
  });
});
