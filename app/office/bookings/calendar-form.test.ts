// The booking calendar's forms as posted: every field read, every problem found, nothing
// saved from a form with one; and whose school a bookings page shows.
import { describe, expect, it } from "vitest";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { readClosedDate, readDateToOpen, readSettings, wholeNumber } from "./calendar-form.ts";
import { chooseSchool, schoolAddress } from "./school-choice.ts";

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
};
const valid = {
  "visit-9:00-10:00": "3",
  "visit-10:00-11:00": "3",
  "visit-11:00-12:00": "0",
  "visit-2:00-3:00": "3",
  "visit-3:00-4:00": "3",
  "visit-4:00-5:00": "1000",
  tourCapacity: " 5 ",
  closedWeekdays: ["6", "0", "0"],
  horizonDays: "365",
};

describe("a whole number typed", () => {
  it.each([
    ["", 0, { problem: "missing" }],
    ["-1", 0, { problem: "negative" }],
    ["-0", 1, { problem: "tooFew" }],
    ["0", 1, { problem: "tooFew" }],
    ["2.5", 0, { problem: "notWhole" }],
    ["1e3", 0, { problem: "notWhole" }],
    ["three", 0, { problem: "notWhole" }],
    ["1001", 0, { problem: "tooMany" }],
    ["99999999999999999999", 0, { problem: "tooMany" }],
    ["007", 0, { value: 7 }],
  ] as const)("%j (at least %i)", (text, min, expected) => {
    expect(wholeNumber(text, min, 1000)).toEqual(expected);
  });
});

describe("the settings form", () => {
  it("reads a valid form whole", () => {
    expect(readSettings(form(valid))).toEqual({
      ok: true,
      settings: {
        visitCapacity: { "9:00-10:00": 3, "10:00-11:00": 3, "11:00-12:00": 0, "2:00-3:00": 3, "3:00-4:00": 3, "4:00-5:00": 1000 },
        tourCapacity: 5,
        closedWeekdays: [0, 6],
        horizonDays: 365,
      },
    });
    // No box ticked: open every day.
    expect(readSettings(form({ ...valid, closedWeekdays: [] }))).toMatchObject({ ok: true, settings: { closedWeekdays: [] } });
  });

  it("finds every problem at once, and keeps what was typed", () => {
    const reading = readSettings(form({ ...valid, "visit-9:00-10:00": "-1", tourCapacity: "many", horizonDays: "366", closedWeekdays: ["0", "7"] }));
    expect(reading).toEqual({
      ok: false,
      problems: { "visit-9:00-10:00": "negative", tourCapacity: "notWhole", horizonDays: "tooMany", closedWeekdays: "weekday" },
      values: expect.objectContaining({ closedWeekdays: ["0"] }),
    });
    expect(reading.ok ? null : reading.values.numbers).toMatchObject({ "visit-9:00-10:00": "-1", tourCapacity: "many", horizonDays: "366" });
    // A field left out is a field not given.
    const { tourCapacity: _left, ...without } = valid;
    expect(readSettings(form(without))).toMatchObject({ ok: false, problems: { tourCapacity: "missing" } });
  });
});

describe("a closed date", () => {
  it("is a real date from today on, with a reason of at most 200 characters", () => {
    expect(readClosedDate(form({ date: "2027-01-14", note: "  Sankranti \n holiday " }), "2026-11-26")).toEqual({ ok: true, date: "2027-01-14", note: "Sankranti holiday" });
    expect(readClosedDate(form({ date: "2026-11-26" }), "2026-11-26")).toEqual({ ok: true, date: "2026-11-26", note: "" });
    expect(readClosedDate(form({ date: "2026-11-25" }), "2026-11-26")).toMatchObject({ ok: false, problems: { date: "past" } });
    expect(readClosedDate(form({ date: "2027-02-30" }), "2026-11-26")).toMatchObject({ ok: false, problems: { date: "date" } });
    expect(readClosedDate(form({ date: "14/01/2027", note: "x".repeat(201) }), "2026-11-26")).toMatchObject({ ok: false, problems: { date: "date", note: "noteTooLong" } });
    expect(readClosedDate(form({ date: "2027-01-14", note: "a\u0000b" }), "2026-11-26")).toMatchObject({ ok: true, note: "ab" });
    expect(readDateToOpen(form({ date: "2027-01-14" }))).toBe("2027-01-14");
    expect(readDateToOpen(form({ date: "2027-01-14\u0000x" }))).toBeNull();
  });
});

describe("whose school a bookings page shows", () => {
  const admin: StaffMember = { id: 1, email: "office@example.org", role: "admin", schoolCode: null };
  const maa: StaffMember = { id: 2, email: "maa@example.org", role: "staff", schoolCode: "maa" };
  it("is a school's staff's own, and no other", () => {
    expect(chooseSchool(maa, null)).toEqual({ school: "maa" });
    expect(chooseSchool(maa, "")).toEqual({ school: "maa" });
    expect(chooseSchool(maa, "maa")).toEqual({ school: "maa" });
    expect(chooseSchool(maa, "viswa")).toEqual({ notFound: true });
    expect(chooseSchool(maa, "nowhere")).toEqual({ notFound: true });
    expect(chooseSchool({ ...maa, schoolCode: null }, null)).toEqual({ notFound: true });
  });
  it("is the one a group admin picked", () => {
    expect(chooseSchool(admin, null)).toEqual({ pick: true });
    expect(chooseSchool(admin, "queens")).toEqual({ school: "queens" });
    expect(chooseSchool(admin, "nowhere")).toEqual({ notFound: true });
    expect(schoolAddress("/staff/bookings", admin, "maa", { from: "2026-12-01" })).toBe("/staff/bookings?school=maa&from=2026-12-01");
    expect(schoolAddress("/staff/bookings", maa, "maa")).toBe("/staff/bookings");
  });
});
