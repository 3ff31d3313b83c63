// The academic year pages offer admissions for: next June's once admissions for it have
// opened (October 1st in India), this June's before; the configuration can pin it.
import { describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { admissionsYear } from "./admissions-year.server.ts";

const october = { opensInMonth: 10 };

describe("admissionsYear", () => {
  it.each([
    // Asia/Kolkata is UTC+5:30: 18:30 UTC is already the next day in India.
    ["2026-09-30T18:29:59.999Z", "2026–2027"], // 23:59:59 on September 30th in India
    ["2026-09-30T18:30:00.000Z", "2027–2028"], // midnight of October 1st in India, still September 30th in UTC
    ["2026-10-01T12:00:00.000Z", "2027–2028"],
    ["2026-12-31T18:29:59.999Z", "2027–2028"], // New Year's Eve in India
    ["2026-12-31T18:30:00.000Z", "2027–2028"], // New Year's Day in India, still 2026 in UTC
    ["2027-01-01T06:00:00.000Z", "2027–2028"],
    ["2027-06-15T06:00:00.000Z", "2027–2028"], // the year has begun; admissions for it go on
    ["2027-09-30T18:29:59.999Z", "2027–2028"],
    ["2027-09-30T18:30:00.000Z", "2028–2029"],
  ])("at %s it is %s", (instant, expected) => {
    expect(admissionsYear(new Date(instant), october)).toBe(expected);
  });

  it("moves with the month admissions open in", () => {
    const midOctober = new Date("2026-10-15T06:00:00.000Z");
    expect(admissionsYear(midOctober, { opensInMonth: 11 })).toBe("2026–2027");
    expect(admissionsYear(midOctober, { opensInMonth: 9 })).toBe("2027–2028");
  });

  it("takes a month in the first half of the year as the opening of that June's year", () => {
    const march = { opensInMonth: 3 };
    expect(admissionsYear(new Date("2027-02-28T06:00:00.000Z"), march)).toBe("2026–2027");
    expect(admissionsYear(new Date("2027-03-01T06:00:00.000Z"), march)).toBe("2027–2028");
    expect(admissionsYear(new Date("2027-12-15T06:00:00.000Z"), march)).toBe("2027–2028");
    expect(admissionsYear(new Date("2027-06-15T06:00:00.000Z"), { opensInMonth: 7 })).toBe("2027–2028");
    expect(admissionsYear(new Date("2027-07-01T06:00:00.000Z"), { opensInMonth: 7 })).toBe("2028–2029");
  });

  it("answers the override whatever the date", () => {
    const pinned = { opensInMonth: 10, yearOverride: "2030–2031" };
    expect(admissionsYear(new Date("2026-03-01T06:00:00.000Z"), pinned)).toBe("2030–2031");
    expect(admissionsYear(new Date("2026-11-24T06:00:00.000Z"), pinned)).toBe("2030–2031");
  });

  it("reads the group's configuration by default: admissions open in October, no override", () => {
    expect(groupFirstVersion.admissions.opensInMonth).toBe(10);
    expect(groupFirstVersion.admissions.yearOverride).toBeNull();
    expect(admissionsYear(new Date("2026-11-24T06:00:00.000Z"))).toBe("2027–2028");
  });

  it("writes the two years with an en dash", () => {
    expect(admissionsYear()).toMatch(/^(\d{4})\u2013(\d{4})$/);
    const [start, end] = admissionsYear().split("\u2013").map(Number);
    expect((end ?? 0) - (start ?? 0)).toBe(1);
  });
});
