// The calendar invite's builder (issue 17), read back by an independent parser (ical.js):
// a visit's slot as the right instants for India whatever the server's own time zone, a
// tour as an all-day event, commas and semicolons escaped, Telugu folded at 75 octets
// without cutting a character, the text in the visitor's language.
import { afterEach, describe, expect, it } from "vitest";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { maa } from "#app/content/schools/index.ts";
import { octetLines, readCalendar } from "../../../tests/support/calendar-file.ts";
import { calendarInvite, inviteEvent, inviteUid, writeInvite, type InviteEvent } from "./invite.server.ts";

const SITE = "https://www.vidyanjalischools.in";
const stamp = new Date("2026-11-25T10:00:00Z");
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const visit = (slot: (typeof TIME_SLOTS)[number], date = "2026-12-01") => ({ kind: "visit", school: "maa", date, slot }) as const;

describe("a visit's invite", () => {
  it("spans the slot in India, as UTC instants, published and tentative", () => {
    const file = calendarInvite(visit("9:00-10:00"), "en", { siteUrl: SITE, stamp });
    expect(file).toMatchObject({ filename: "visit-maa-2026-12-01.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    expect(file.content).toContain("\r\nDTSTART:20261201T033000Z\r\n");
    expect(file.content).toContain("\r\nDTEND:20261201T043000Z\r\n");
    expect(file.content.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const { method, events } = readCalendar(file.content);
    expect(method).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: "visit-maa-20261201-0900@vidyanjalischools.in",
      allDay: false,
      start: "2026-12-01T03:30:00.000Z",
      end: "2026-12-01T04:30:00.000Z",
      tzid: null,
      status: "TENTATIVE",
      summary: "Campus visit – MAA School",
      location: `MAA School, ${maa.map.address.en}`,
      url: `${SITE}/school/2`,
    });
    expect(events[0]!.description).toContain("Tuesday, 1 December 2026, 9:00 – 10:00 AM (India time)");
    expect(events[0]!.description).toContain(`Phone: ${maa.joinUs.phone}`);
    // Nobody is asked to answer.
    expect(file.content).not.toMatch(/ATTENDEE|ORGANIZER|RSVP/);
  });

  it("puts each slot at its hours: the morning's before noon, the afternoon's after", () => {
    const starts = TIME_SLOTS.map((slot) => readCalendar(calendarInvite(visit(slot), "en", { siteUrl: SITE, stamp }).content).events[0]);
    expect(starts.map((event) => [event!.start.slice(11, 16), event!.end.slice(11, 16)])).toEqual([
      ["03:30", "04:30"], // 9–10 in India
      ["04:30", "05:30"],
      ["05:30", "06:30"],
      ["08:30", "09:30"], // 2–3 in the afternoon
      ["09:30", "10:30"],
      ["10:30", "11:30"],
    ]);
  });

  it.each(["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Asia/Kolkata"])(
    "writes the same instants on a server whose clock is in %s, on a day that starts in India before midnight UTC",
    (zone) => {
      process.env.TZ = zone;
      // 9:00 in India on 1 January is 03:30 UTC that day: 19:30 on 31 December in Los Angeles, 17:30 on 1 January at +14.
      const [event] = readCalendar(calendarInvite(visit("9:00-10:00", "2027-01-01"), "en", { siteUrl: SITE, stamp }).content).events;
      expect([event!.start, event!.end]).toEqual(["2027-01-01T03:30:00.000Z", "2027-01-01T04:30:00.000Z"]);
      const [tour] = readCalendar(calendarInvite({ kind: "tour", school: "viswa", date: "2026-12-31" }, "en", { siteUrl: SITE, stamp }).content).events;
      expect([tour!.start, tour!.end]).toEqual(["2026-12-31", "2027-01-01"]);
    },
  );

  it("has one UID per school, day and slot, the same each time it is written", () => {
    expect(inviteUid(visit("2:00-3:00"))).toBe("visit-maa-20261201-1400@vidyanjalischools.in");
    expect(calendarInvite(visit("2:00-3:00"), "te", { siteUrl: "http://127.0.0.1:3000", stamp }).content).toContain("UID:visit-maa-20261201-1400@vidyanjalischools.in");
    expect(inviteUid(visit("3:00-4:00"))).not.toBe(inviteUid(visit("2:00-3:00")));
    expect(inviteUid({ kind: "tour", school: "maa", date: "2026-12-01" })).toBe("tour-maa-20261201@vidyanjalischools.in");
    const twice = [0, 1].map(() => calendarInvite(visit("2:00-3:00"), "en", { siteUrl: SITE, stamp }).content);
    expect(twice[0]).toBe(twice[1]);
  });

  it("speaks Telugu to a Telugu visitor, and links the Telugu school page", () => {
    const { events, prodId } = readCalendar(calendarInvite(visit("4:00-5:00"), "te", { siteUrl: SITE, stamp }).content);
    expect(prodId).toBe("-//Vidyanjali Schools//Website//TE");
    expect(events[0]).toMatchObject({
      summary: "క్యాంపస్ సందర్శన – MAA స్కూల్",
      location: `MAA స్కూల్, ${maa.map.address.te}`,
      url: `${SITE}/te/school/2`,
    });
    expect(events[0]!.description).toContain("1 డిసెంబర్ 2026, మంగళవారం, సాయంత్రం 4:00 – 5:00 (భారత కాలమానం ప్రకారం)");
    expect(events[0]!.description).toContain(`ఫోన్: ${maa.joinUs.phone}`);
  });
});

describe("a tour's invite", () => {
  it("is an all-day event: DTSTART;VALUE=DATE and DTEND the next day", () => {
    const file = calendarInvite({ kind: "tour", school: "queens", date: "2026-12-31" }, "en", { siteUrl: SITE, stamp });
    expect(file.filename).toBe("tour-queens-2026-12-31.ics");
    expect(file.content).toContain("\r\nDTSTART;VALUE=DATE:20261231\r\n");
    expect(file.content).toContain("\r\nDTEND;VALUE=DATE:20270101\r\n");
    const [event] = readCalendar(file.content).events;
    expect(event).toMatchObject({ allDay: true, start: "2026-12-31", end: "2027-01-01", uid: "tour-queens-20261231@vidyanjalischools.in" });
    expect(event!.summary).toMatch(/^School tour – /);
    expect(event!.description).toContain("Thursday, 31 December 2026");
  });
});

describe("the file's text", () => {
  const event = (over: Partial<InviteEvent>): InviteEvent => ({ ...inviteEvent(visit("9:00-10:00"), "en", { siteUrl: SITE, stamp }), ...over });

  it("escapes commas, semicolons and backslashes, and reads back as written", () => {
    const location = "Plot 12; Block A, Road 3\\B, Hyderabad";
    const text = writeInvite(event({ location, summary: "Visit; then lunch, maybe" }));
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("LOCATION:Plot 12\\; Block A\\, Road 3\\\\B\\, Hyderabad\r\n");
    expect(unfolded).toContain("SUMMARY:Visit\\; then lunch\\, maybe\r\n");
    const [read] = readCalendar(text).events;
    expect([read!.location, read!.summary]).toEqual([location, "Visit; then lunch, maybe"]);
  });

  it("folds long Telugu lines at 75 octets without cutting a UTF-8 character, and unfolds to the same text", () => {
    const file = calendarInvite(visit("11:00-12:00"), "te", { siteUrl: SITE, stamp });
    const lines = octetLines(file.content);
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(3); // it did fold
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 by itself: no sequence split across a fold.
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(line)).not.toThrow();
    }
    const [read] = readCalendar(file.content).events;
    expect(read!.description).toBe(inviteEvent(visit("11:00-12:00"), "te", { siteUrl: SITE, stamp }).description);
  });
});
