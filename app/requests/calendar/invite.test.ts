// The calendar invite's builder (issue 17), read back by an independent parser (ical.js):
// a visit's slot as the right instants for India whatever the server's own time zone, a
// tour as an all-day event, commas and semicolons escaped, Telugu folded at 75 octets
// without cutting a character, the text in the visitor's language.
import { afterEach, describe, expect, it } from "vitest";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { maa } from "#app/content/schools/index.ts";
import { octetLines, readCalendar } from "../../../tests/support/calendar-file.ts";
import { bookingUid, calendarInvite, inviteEvent, writeInvite, type InviteEvent } from "./invite.server.ts";

const SITE = "https://www.vidyanjalischools.in";
const stamp = new Date("2026-11-25T10:00:00Z");
/** The booking's id names its event. */
const opts = { siteUrl: SITE, stamp, bookingId: 42 };
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const visit = (slot: (typeof TIME_SLOTS)[number], date = "2026-12-01") => ({ kind: "visit", school: "maa", date, slot }) as const;

describe("a visit's invite", () => {
  it("spans the slot in India, as UTC instants, published and tentative", () => {
    const file = calendarInvite(visit("9:00-10:00"), "en", opts);
    expect(file).toMatchObject({ filename: "visit-maa-2026-12-01.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    expect(file.content).toContain("\r\nDTSTART:20261201T033000Z\r\n");
    expect(file.content).toContain("\r\nDTEND:20261201T043000Z\r\n");
    expect(file.content.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const { method, events } = readCalendar(file.content);
    expect(method).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: "visit-booking-42@vidyanjalischools.in",
      sequence: 0,
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
    expect(file.content).toContain("\r\nSEQUENCE:0\r\n");
  });

  it("puts each slot at its hours: the morning's before noon, the afternoon's after", () => {
    const starts = TIME_SLOTS.map((slot) => readCalendar(calendarInvite(visit(slot), "en", opts).content).events[0]);
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
      const [event] = readCalendar(calendarInvite(visit("9:00-10:00", "2027-01-01"), "en", opts).content).events;
      expect([event!.start, event!.end]).toEqual(["2027-01-01T03:30:00.000Z", "2027-01-01T04:30:00.000Z"]);
      const [tour] = readCalendar(calendarInvite({ kind: "tour", school: "viswa", date: "2026-12-31" }, "en", opts).content).events;
      expect([tour!.start, tour!.end]).toEqual(["2026-12-31", "2027-01-01"]);
    },
  );

  it("is the booking's own event: one UID per booking, wherever it moves and whatever origin wrote it", () => {
    expect(bookingUid("visit", 42)).toBe("visit-booking-42@vidyanjalischools.in");
    expect(calendarInvite(visit("2:00-3:00"), "te", { ...opts, siteUrl: "http://127.0.0.1:3000" }).content).toContain("UID:visit-booking-42@vidyanjalischools.in");
    // Another time asked for the same booking is the same event; another booking at the same time is not.
    const uid = (facts: ReturnType<typeof visit>, bookingId = 42) => readCalendar(calendarInvite(facts, "en", { ...opts, bookingId }).content).events[0]!.uid;
    expect(uid(visit("3:00-4:00", "2026-12-02"))).toBe(uid(visit("2:00-3:00")));
    expect(uid(visit("2:00-3:00"), 43)).toBe("visit-booking-43@vidyanjalischools.in");
    expect(readCalendar(calendarInvite({ kind: "tour", school: "maa", date: "2026-12-01" }, "en", opts).content).events[0]!.uid).toBe("tour-booking-42@vidyanjalischools.in");
    const twice = [0, 1].map(() => calendarInvite(visit("2:00-3:00"), "en", opts).content);
    expect(twice[0]).toBe(twice[1]);
  });

  it("is the first version of the event the office's invitations update: SEQUENCE 0 as asked, theirs from 1", () => {
    const booking = { organizer: { name: "MAA office", email: "maa@example.org" }, attendee: { name: "Lakshmi", email: "lakshmi@example.org" } };
    const asked = readCalendar(calendarInvite(visit("2:00-3:00"), "en", opts).content);
    const confirmed = readCalendar(calendarInvite(visit("2:00-3:00"), "en", { ...opts, booking: { ...booking, method: "REQUEST", sequence: 1 } }).content);
    expect([asked.method, asked.events[0]!.status, asked.events[0]!.sequence]).toEqual(["PUBLISH", "TENTATIVE", 0]);
    expect([confirmed.method, confirmed.events[0]!.status, confirmed.events[0]!.sequence]).toEqual(["REQUEST", "CONFIRMED", 1]);
    expect(confirmed.events[0]!.uid).toBe(asked.events[0]!.uid);
  });

  it("speaks Telugu to a Telugu visitor, and links the Telugu school page", () => {
    const { events, prodId } = readCalendar(calendarInvite(visit("4:00-5:00"), "te", opts).content);
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
    const file = calendarInvite({ kind: "tour", school: "queens", date: "2026-12-31" }, "en", opts);
    expect(file.filename).toBe("tour-queens-2026-12-31.ics");
    expect(file.content).toContain("\r\nDTSTART;VALUE=DATE:20261231\r\n");
    expect(file.content).toContain("\r\nDTEND;VALUE=DATE:20270101\r\n");
    const [event] = readCalendar(file.content).events;
    expect(event).toMatchObject({ allDay: true, start: "2026-12-31", end: "2027-01-01", uid: "tour-booking-42@vidyanjalischools.in", sequence: 0, status: "TENTATIVE" });
    expect(event!.summary).toMatch(/^School tour – /);
    expect(event!.description).toContain("Thursday, 31 December 2026");
  });
});

describe("the file's text", () => {
  const event = (over: Partial<InviteEvent>): InviteEvent => ({ ...inviteEvent(visit("9:00-10:00"), "en", opts), ...over });

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
    const file = calendarInvite(visit("11:00-12:00"), "te", opts);
    const lines = octetLines(file.content);
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(3); // it did fold
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 by itself: no sequence split across a fold.
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(line)).not.toThrow();
    }
    const [read] = readCalendar(file.content).events;
    expect(read!.description).toBe(inviteEvent(visit("11:00-12:00"), "te", opts).description);
  });
});
