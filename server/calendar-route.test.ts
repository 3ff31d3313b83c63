// The "Add to calendar" files (issue 17) as the built site answers them: a visit's slot and
// a tour's day as .ics downloads in the asked language, made from the query alone (its
// public facts, and the booking's id as the event's UID); a query that is not a school, a
// date, a slot and a booking's id of ours is a 400 with a message per field in the page's
// language, never a 500; any other file name is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maa } from "#app/content/schools/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { readCalendar } from "../tests/support/calendar-file.ts";

describe("/calendar/*.ics on the built site (pglite)", () => {
  let built: BuiltSite;
  const get = (path: string, init?: RequestInit) => fetch(`${built.site.url}${path}`, init);
  beforeAll(async () => {
    built = await startBuiltSite("pglite");
  }, 120_000);
  afterAll(() => built?.close());

  it("answers a visit's file as a download, in the asked language, with the slot in India", async () => {
    const response = await get("/te/calendar/visit.ics?school=maa&date=2026-12-01&slot=2%3A00-3%3A00&booking=42");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="visit-maa-2026-12-01.ics"');
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const { method, events } = readCalendar(await response.text());
    expect(method).toBe("PUBLISH");
    expect(events).toEqual([
      expect.objectContaining({
        uid: "visit-booking-42@vidyanjalischools.in",
        sequence: 0,
        status: "TENTATIVE",
        start: "2026-12-01T08:30:00.000Z",
        end: "2026-12-01T09:30:00.000Z",
        summary: "క్యాంపస్ సందర్శన – MAA స్కూల్",
        location: `MAA స్కూల్, ${maa.map.address.te}`,
        url: `${built.site.url}/te/school/2`,
      }),
    ]);
    expect(events[0]!.description).toContain(maa.joinUs.phone);
  });

  it("answers a tour's file as an all-day event, in the visitor's language on the unprefixed path", async () => {
    const response = await get("/calendar/tour.ics?school=queens&date=2026-12-31&booking=7", { headers: { "accept-language": "te-IN,te;q=0.9" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="tour-queens-2026-12-31.ics"');
    const [event] = readCalendar(await response.text()).events;
    expect(event).toMatchObject({ allDay: true, start: "2026-12-31", end: "2027-01-01", uid: "tour-booking-7@vidyanjalischools.in" });
    expect(event!.summary).toMatch(/^పాఠశాల పర్యటన – /);
  });

  it("reads nothing stored: another booking's id gives the same file with only its UID changed, whether that booking exists or not", async () => {
    const query = "/calendar/visit.ics?school=viswa&date=2026-12-02&slot=10%3A00-11%3A00";
    const mine = await (await get(`${query}&booking=1`)).text();
    const stranger = await (await get(`${query}&booking=2147483647&requestId=1`)).text();
    const strip = (text: string) => text.replace(/DTSTAMP:\S+/, "").replace(/UID:\S+/, "");
    expect(strip(stranger)).toBe(strip(mine));
    expect(readCalendar(stranger).events[0]!.uid).toBe("visit-booking-2147483647@vidyanjalischools.in");
  });

  it.each<[string, string, "en" | "te", Record<string, string>]>([
    ["nothing", "/calendar/visit.ics", "en", { school: en.validation.school, date: en.validation.date, booking: en.validation.calendarBooking, slot: en.validation.preferredTime }],
    ["an unknown school", "/calendar/visit.ics?school=eton&date=2026-12-01&slot=9%3A00-10%3A00&booking=1", "en", { school: en.validation.school }],
    ["a date that is not one", "/te/calendar/visit.ics?school=maa&date=2026-02-30&slot=9%3A00-10%3A00&booking=1", "te", { date: te.validation.invalidDate }],
    ["a slot not of the form", "/te/calendar/visit.ics?school=maa&date=2026-12-01&slot=6%3A00-7%3A00&booking=1", "te", { slot: te.validation.preferredTime }],
    ["a date in another format", "/calendar/tour.ics?school=maa&date=01%2F12%2F2026&booking=1", "en", { date: en.validation.invalidDate }],
    ["a NUL and markup", "/calendar/tour.ics?school=%00%3Cscript%3E&date=2026-12-01&booking=1", "en", { school: en.validation.school }],
    ["no booking", "/calendar/tour.ics?school=maa&date=2026-12-01", "en", { booking: en.validation.calendarBooking }],
    ...["0", "-1", "1e3", "0x1", "01", "2147483648", "1.5", "%E0%B0%95"].map((id): [string, string, "te", Record<string, string>] => [
      `a booking id of ${id}`,
      `/te/calendar/tour.ics?school=maa&date=2026-12-01&booking=${id}`,
      "te",
      { booking: te.validation.calendarBooking },
    ]),
  ])("refuses %s with a 400 and a message per field", async (_name, path, lang, errors) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe((lang === "te" ? te : en).calendar.invalidLink);
    expect(body.errors).toEqual(errors);
  });

  it("answers any other file name with a 404, and no 500 for anything", async () => {
    expect((await get("/calendar/meeting.ics?school=maa&date=2026-12-01")).status).toBe(404);
    expect((await get("/calendar/visit.ics.bak?school=maa&date=2026-12-01")).status).toBe(404);
    expect((await get("/xx/calendar/tour.ics?school=maa&date=2026-12-01")).status).toBe(404);
    const odd = await Promise.all(
      ["?school=maa&school=viswa&date=2026-12-01&slot=9%3A00-10%3A00&booking=1", "?school=maa&date=2026-12-01&slot=9%3A00-10%3A00&booking=1&unknown=1", `?school=maa&date=${"9".repeat(5000)}`, "?%E0%A4%A=1"].map(
        (query) => get(`/calendar/visit.ics${query}`),
      ),
    );
    expect(odd.map((response) => response.status)).toEqual([200, 200, 400, 400]);
    const posted = await get("/calendar/visit.ics?school=maa&date=2026-12-01&slot=9%3A00-10%3A00", { method: "POST", headers: { origin: built.site.url, "content-type": "application/x-www-form-urlencoded" }, body: "school=maa" });
    expect(posted.status).toBe(405);
    expect(built.failures).toEqual([]);
  });
});
