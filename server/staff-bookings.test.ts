// A school's bookings in the staff area (issue 27) through the built site, on PGlite and
// PostgreSQL: its booking calendar (/staff/calendar) saved by its own staff and changing
// what families may book, bad input refused field by field with nothing written, closed
// dates added and removed; the front desk's day list (/staff/bookings) with who comes and
// their phone, without cancelled bookings; another school's staff answered 404 on both
// pages, GET and POST alike; both pages in Telugu.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "#app/office/sign-in/staff-member.ts";
import { DEFAULT_HORIZON_DAYS, defaultCalendar, weekdayOf } from "#app/requests/bookings/calendar-rules.ts";
import { readCalendar } from "#app/requests/bookings/calendars.server.ts";
import { schoolAvailability } from "#app/requests/bookings/places.server.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { queryRows } from "#database/client.ts";
import { tourRequests, visitRequests } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { visible } from "../tests/support/page-reading.ts";
import { addTestMember } from "../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough passphrase";

/** The first Monday to Friday after today in India (open under the defaults and under the settings saved below). */
function nextWeekday(): string {
  let date = addDays(todayInIndia(), 1);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

/** The text of the field `name`'s problem: the element its aria-describedby names that holds the message, or null. */
function fieldProblem(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  if (!tag || !tag.includes('aria-invalid="true"')) return null;
  const ids = /aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(" ") ?? [];
  for (const id of ids.filter((id) => id.endsWith("-error"))) {
    const message = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
    if (message) return message;
  }
  return null;
}

/** The weekdays whose box is ticked in the settings form. */
const checkedDays = (html: string) =>
  [...html.matchAll(/<input[^>]*name="closedWeekdays"[^>]*>/g)].filter(([tag]) => tag.includes('checked=""')).map(([tag]) => /value="(\d)"/.exec(tag)?.[1]);

describe.each(engines)("a school's bookings in the staff area on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let maa: StaffMember;
  const cookies: Record<"admin" | "maa" | "viswa", string> = { admin: "", maa: "", viswa: "" };
  const day = nextWeekday();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await addTestMember(db, "office@example.org", "admin", undefined, PASSWORD);
    maa = await addTestMember(db, "maa@example.org", "staff", "maa", PASSWORD);
    await addTestMember(db, "viswa@example.org", "staff", "viswa", PASSWORD);
    const visit = { email: "family@example.org", studentName: "Ravi", school: "maa", studentAge: "5-6", gradeInterested: "1", preferredDate: day, numberOfVisitors: "3" };
    const [asked, confirmed, cancelled] = await db
      .insert(visitRequests)
      .values([
        { ...visit, parentName: "Lakshmi Testparent", phone: "+91 98765 43210", preferredTime: "10:00-11:00" },
        { ...visit, parentName: "Ravi Confirmedparent", phone: "098765 43211", preferredTime: "10:00-11:00", booking: "confirmed", numberOfVisitors: "5+" },
        { ...visit, parentName: "Cancelled Parentname", phone: "+91 98765 43212", preferredTime: "2:00-3:00", booking: "cancelled" },
      ])
      .returning({ id: visitRequests.id });
    const [tour, anonymousTour] = await db
      .insert(tourRequests)
      .values([
        { school: "maa", peopleCount: "2", studentClass: "1st", date: day, parentName: "Tourgoing Parent", phone: "+91 98765 43213" },
        { school: "maa", peopleCount: "1", studentClass: "1st", date: day },
      ])
      .returning({ id: tourRequests.id });
    Object.assign(ids, { asked: asked!.id, confirmed: confirmed!.id, cancelled: cancelled!.id, tour: tour!.id, anonymousTour: anonymousTour!.id });
    site = await startTestServer(db, await builtPages(db, () => {}));
    for (const [who, email] of [["admin", "office@example.org"], ["maa", "maa@example.org"], ["viswa", "viswa@example.org"]] as const) {
      cookies[who] = await staffCookie(site.url, email, PASSWORD);
    }
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const get = (path: string, who: keyof typeof cookies) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", cookie: cookies[who] } });
  const post = (path: string, who: keyof typeof cookies, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, cookie: cookies[who], "accept-language": "en" },
      body,
    });
  };
  /** The calendar's stored rows: what a refused post must leave as it was. */
  const stored = () =>
    queryRows(
      database.connection.db,
      sql`select (select coalesce(json_agg(c order by school), '[]') from school_calendars c) as calendars, (select coalesce(json_agg(d order by school, date), '[]') from closed_dates d) as closed`,
    );
  /** A whole settings form, every field valid; `change` replaces some. */
  const settings = (change: Record<string, string | string[]> = {}) => ({
    intent: "settings",
    "visit-9:00-10:00": "2",
    "visit-10:00-11:00": "2",
    "visit-11:00-12:00": "2",
    "visit-2:00-3:00": "2",
    "visit-3:00-4:00": "2",
    "visit-4:00-5:00": "0",
    tourCapacity: "4",
    closedWeekdays: ["0", "6"],
    horizonDays: "30",
    ...change,
  });

  it("answers another school's staff 404 on both pages, GET and POST alike, and writes nothing", async () => {
    const before = await stored();
    for (const path of ["/staff/calendar?school=maa", "/staff/bookings?school=maa", `/staff/bookings?school=maa&from=${day}`, "/te/staff/calendar?school=maa", "/te/staff/bookings?school=maa"]) {
      const response = await get(path, "viswa");
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("Lakshmi Testparent");
    }
    expect((await post("/staff/calendar?school=maa", "viswa", settings())).status).toBe(404);
    expect((await post("/staff/calendar?school=maa", "viswa", { intent: "add-closed-date", date: day, note: "Not theirs" })).status).toBe(404);
    expect((await post("/staff/calendar?school=maa", "viswa", { intent: "remove-closed-date", date: day })).status).toBe(404);
    // A code that is no school's: the same.
    expect((await get("/staff/calendar?school=nowhere", "admin")).status).toBe(404);
    expect((await get("/staff/bookings?school=nowhere", "admin")).status).toBe(404);
    expect(await stored()).toEqual(before);
    // Their own school's day list does not list another school's bookings.
    const own = await get("/staff/bookings", "viswa");
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain("Lakshmi Testparent");
  });

  it("shows a school's staff their own school's calendar, and a group admin the six schools to pick from", async () => {
    for (const path of ["/staff/calendar", "/staff/calendar?school=maa"]) {
      const response = await get(path, "maa");
      expect(response.status).toBe(200);
      const html = visible(await response.text());
      expect(html).toContain("<title>Booking calendar | Vidyanjali Schools</title>");
      expect(html).toMatch(/Booking calendar: MAA School/);
      expect(html).toContain("Not changed yet: the defaults hold");
      // The defaults: 3 families a time, 5 tours a day, closed on Sundays.
      expect(html).toMatch(/name="visit-10:00-11:00"[^>]*value="3"/);
      expect(html).toMatch(/name="tourCapacity"[^>]*value="5"/);
      expect(checkedDays(html)).toEqual(["0"]);
      expect(html).not.toContain('href="/staff/calendar?school=viswa"');
    }
    const picking = visible(await (await get("/staff/calendar", "admin")).text());
    for (const school of ["viswa", "maa", "santhi", "lumbini", "prism", "queens"]) expect(picking).toContain(`href="/staff/calendar?school=${school}"`);
    expect(picking).not.toContain('name="tourCapacity"');
    const picked = visible(await (await get("/staff/calendar?school=maa", "admin")).text());
    expect(picked).toMatch(/aria-current="page"[^>]*href="\/staff\/calendar\?school=maa"|href="\/staff\/calendar\?school=maa"[^>]*aria-current="page"/);
    expect(picked).toContain('name="tourCapacity"');
    // Its forms post to the school picked, and work without scripts.
    expect(picked.slice(picked.indexOf("<main")).match(/<form[^>]*method="post"/g)?.every((form) => form.includes('action="/staff/calendar?school=maa"'))).toBe(true);
  });

  it("saves the settings, recording who saved them, and the visit and tour forms follow", async () => {
    const response = await post("/staff/calendar", "maa", settings());
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    expect(html).toContain("Saved. The visit and tour forms offer the new times now.");
    const calendar = await readCalendar(database.connection.db, "maa");
    expect(calendar).toEqual({
      ...defaultCalendar("maa"),
      visitCapacity: { "9:00-10:00": 2, "10:00-11:00": 2, "11:00-12:00": 2, "2:00-3:00": 2, "3:00-4:00": 2, "4:00-5:00": 0 },
      tourCapacity: 4,
      closedWeekdays: [0, 6],
      horizonDays: 30,
    });
    const [saved] = await queryRows<{ updated_by: number }>(database.connection.db, sql`select updated_by from school_calendars where school = 'maa'`);
    expect(saved?.updated_by).toBe(maa.id);
    // Another school keeps its own.
    expect(await readCalendar(database.connection.db, "viswa")).toEqual(defaultCalendar("viswa"));
    // What families may book now: no 4:00-5:00, no Saturday, 30 days ahead.
    const visits = await schoolAvailability(database.connection.db, "visit", "maa");
    expect(visits.to).toBe(addDays(todayInIndia(), 30));
    expect(visits.days.every((open) => weekdayOf(open.date) !== 6 && open.slots.every((slot) => slot.slot !== "4:00-5:00"))).toBe(true);
    const page = visible(await (await get("/staff/calendar", "maa")).text());
    expect(page).toContain("Last changed by maa@example.org");
    expect(page).toMatch(/name="visit-4:00-5:00"[^>]*value="0"/);
    expect(checkedDays(page)).toEqual(["0", "6"]);
    // A group admin saves any school's.
    expect((await post("/staff/calendar?school=viswa", "admin", settings({ horizonDays: String(DEFAULT_HORIZON_DAYS), closedWeekdays: "0" }))).status).toBe(200);
    expect((await readCalendar(database.connection.db, "viswa")).tourCapacity).toBe(4);
  });

  it.each([
    ["a capacity below 0", { "visit-9:00-10:00": "-1" }, "visit-9:00-10:00", "Enter 0 or more."],
    ["text for a number", { tourCapacity: "three" }, "tourCapacity", "Enter a whole number, such as 3."],
    ["a capacity over the most allowed", { "visit-2:00-3:00": "1001" }, "visit-2:00-3:00", "Enter 1,000 or less."],
    ["a number with a fraction", { "visit-3:00-4:00": "2.5" }, "visit-3:00-4:00", "Enter a whole number, such as 3."],
    ["no number", { "visit-11:00-12:00": "" }, "visit-11:00-12:00", "Enter a number."],
    ["a horizon over a year", { horizonDays: "366" }, "horizonDays", "Enter 365 or less."],
    ["a horizon of 0 days", { horizonDays: "0" }, "horizonDays", "Enter at least 1."],
  ])("refuses %s with a 400 and the message beside the field, and changes nothing", async (_case, change, field, message) => {
    const before = await stored();
    const response = await post("/staff/calendar", "maa", settings(change));
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(fieldProblem(html, field)).toBe(message);
    expect(html).toContain("Nothing was saved: please correct what is marked below.");
    // What was typed stays in the form.
    expect(html).toMatch(new RegExp(`name="${field}"[^>]*value="${Object.values(change)[0]!.replace(".", "\\.")}"`));
    expect(await stored()).toEqual(before);
  });

  it("refuses every bad field of one post at once, and a weekday that is none", async () => {
    const before = await stored();
    const response = await post("/staff/calendar", "maa", settings({ "visit-9:00-10:00": "-1", tourCapacity: "lots", horizonDays: "9999", closedWeekdays: ["0", "7"] }));
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(fieldProblem(html, "visit-9:00-10:00")).toBe("Enter 0 or more.");
    expect(fieldProblem(html, "tourCapacity")).toBe("Enter a whole number, such as 3.");
    expect(fieldProblem(html, "horizonDays")).toBe("Enter 365 or less.");
    expect(html).toContain("Choose days from the list.");
    expect(fieldProblem(html, "visit-10:00-11:00")).toBeNull();
    expect(await stored()).toEqual(before);
    // A NUL character no one types, and a post of no known kind: 400, never a 500.
    expect((await post("/staff/calendar", "maa", settings({ tourCapacity: "4\u0000" }))).status).toBe(400);
    expect((await post("/staff/calendar", "maa", { intent: "something else" })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("closes a date with its reason (families can no longer book it) and opens it again", async () => {
    const db = database.connection.db;
    expect((await schoolAvailability(db, "visit", "maa")).days.map((open) => open.date)).toContain(day);
    const added = await post("/staff/calendar", "maa", { intent: "add-closed-date", date: day, note: "Sankranti" });
    expect(added.status).toBe(200);
    const html = visible(await added.text());
    // The bookings made before still stand that day: two visits (the cancelled one holds no place) and two tours.
    expect(html).toMatch(/is closed now\. 4 bookings made before still stand that day/);
    expect(html).toContain(`href="/staff/bookings?from=${day}"`);
    expect(html).toContain("Sankranti");
    expect((await readCalendar(db, "maa")).closedDates).toEqual([{ date: day, note: "Sankranti" }]);
    expect((await schoolAvailability(db, "visit", "maa")).days.map((open) => open.date)).not.toContain(day);
    expect((await schoolAvailability(db, "tour", "maa")).days.map((open) => open.date)).not.toContain(day);
    // The day list says so, and still lists who booked.
    const list = visible(await (await get(`/staff/bookings?from=${day}`, "maa")).text());
    expect(list).toContain("Closed: Sankranti");
    expect(list).toContain("Lakshmi Testparent");

    const opened = await post("/staff/calendar", "maa", { intent: "remove-closed-date", date: day });
    expect(opened.status).toBe(200);
    expect(visible(await opened.text())).toMatch(/is open again\./);
    expect((await readCalendar(db, "maa")).closedDates).toEqual([]);
    expect((await schoolAvailability(db, "visit", "maa")).days.map((open) => open.date)).toContain(day);
  });

  it.each([
    ["a day that has passed", { date: "2020-01-15", note: "" }, "date", "That day has passed: choose today or a later day."],
    ["no date", { date: "", note: "Holiday" }, "date", "Enter a date, such as 2027-01-14."],
    ["a date that does not exist", { date: "2027-02-30", note: "" }, "date", "Enter a date, such as 2027-01-14."],
    ["a reason too long", { date: addDays(todayInIndia(), 10), note: "x".repeat(201) }, "note", "Write at most 200 characters."],
  ])("refuses a closed date with %s (400, nothing written)", async (_case, fields, field, message) => {
    const before = await stored();
    const response = await post("/staff/calendar", "maa", { intent: "add-closed-date", ...fields });
    expect(response.status).toBe(400);
    expect(fieldProblem(visible(await response.text()), field)).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it("lists the day's visits per time and its tours, with names, phones and states, and no cancelled booking", async () => {
    for (const path of [`/staff/bookings?from=${day}`, "/staff/bookings"]) {
      const response = await get(path, "maa");
      expect(response.status).toBe(200);
      const html = visible(await response.text());
      expect(html).toContain("<title>Day list | Vidyanjali Schools</title>");
      expect(html).toContain("Lakshmi Testparent");
      expect(html).toContain('href="tel:+919876543210"');
      expect(html).toContain("Ravi Confirmedparent");
      expect(html).toContain('href="tel:+919876543211"');
      expect(html).toContain("5 or more people");
      expect(html).toContain(`href="/staff/requests/visit/${ids.asked}"`);
      expect(html).toContain(`href="/staff/requests/visit/${ids.confirmed}"`);
      expect(html).toContain("Not confirmed yet");
      expect(html).toContain("Confirmed");
      // The 10:00 time holds both of its two places (the settings saved above); the cancelled 2:00 visit frees its place.
      expect(html).toContain("2 of 2 booked");
      expect(html).not.toContain("Cancelled Parentname");
      expect(html).not.toContain(`/staff/requests/visit/${ids.cancelled}"`);
      // Tours: one with a contact, one booked through the API without.
      expect(html).toContain("Tours: 2 of 4 booked");
      expect(html).toContain("Tourgoing Parent");
      expect(html).toContain("No contact given");
      expect(html).toContain(`href="/staff/requests/tour/${ids.anonymousTour}"`);
      // Each table: one header row, each visit time the row header of its bookings, no column name repeated in a cell.
      const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
      expect(tables.length).toBeGreaterThanOrEqual(2);
      for (const table of tables) {
        expect(table.match(/<thead/g)).toHaveLength(1);
        expect(/<thead[\s\S]*?<\/thead>/.exec(table)![0].match(/<tr/g)).toHaveLength(1);
        expect(table.match(/<th scope="col"/g)?.length).toBe(/<thead[\s\S]*?<\/thead>/.exec(table)![0].match(/<th /g)?.length);
        expect(table).not.toMatch(/(Visitors|Phone|Booking|Request|Parent)(<!-- -->)?:/);
      }
      const visits = tables.find((table) => table.includes("Lakshmi Testparent"))!;
      expect(visits).toMatch(/<th scope="rowgroup" rowSpan="2"[^>]*>(?:(?!<\/th>)[\s\S])*10:00 – 11:00 AM/i);
    }
    // A group admin lists any school's; the week before has none of these.
    expect(visible(await (await get(`/staff/bookings?school=maa&from=${day}`, "admin")).text())).toContain("Lakshmi Testparent");
    const before = visible(await (await get(`/staff/bookings?from=${addDays(day, -7)}`, "maa")).text());
    expect(before).not.toContain("Lakshmi Testparent");
    expect(before).toContain(`href="/staff/bookings?from=${day}"`);
  });

  it("links both pages from the staff header for every member", async () => {
    for (const who of ["maa", "admin"] as const) {
      const html = visible(await (await get("/staff", who)).text());
      expect(html).toContain('href="/staff/bookings"');
      expect(html).toContain('href="/staff/calendar"');
    }
  });

  it("speaks Telugu under /te", async () => {
    const list = await get(`/te/staff/bookings?from=${day}`, "maa");
    expect(list.status).toBe(200);
    const listed = visible(await list.text());
    expect(listed).toContain('lang="te"');
    expect(listed).toContain("రోజువారీ జాబితా");
    expect(listed).toContain("ఖరారైంది");
    expect(listed).toContain("ఇంకా ఖరారు చేయలేదు");
    expect(listed).toContain("సంప్రదింపు వివరాలు ఇవ్వలేదు");
    expect(listed).toContain(`href="/te/staff/requests/visit/${ids.asked}"`);
    const calendar = visible(await (await get("/te/staff/calendar", "maa")).text());
    expect(calendar).toContain("బుకింగ్ క్యాలెండర్");
    expect(calendar).toContain("ఒక్కో సందర్శన సమయానికి కుటుంబాలు");
    expect(calendar).toContain("ఆదివారం");
    const refused = await post("/te/staff/calendar", "maa", settings({ tourCapacity: "-1" }));
    expect(refused.status).toBe(400);
    expect(fieldProblem(visible(await refused.text()), "tourCapacity")).toBe("0 లేదా అంతకంటే ఎక్కువ రాయండి.");
  });
});
