// Visits and tours as bookings through the JSON API (issue 27): what a school still has
// open (GET /api/availability, read by the forms as the visitor picks), a full or closed
// place answered 409 with the field's message, and the tour's contact fields, optional in
// the API. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { queryRows } from "#database/client.ts";
import { closedDates, tourRequests, visitRequests } from "#database/schema.ts";
import { openDay, validPayloads, visitFields } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "../../tests/support/test-server.ts";

interface Availability {
  kind: string;
  school: string;
  from: string;
  to: string;
  days: Array<{ date: string; state: string; slots: Array<{ slot: string; state: string; left: number }> }>;
}

/** The first Sunday from `daysAhead` days ahead on (no visits or tours by default). */
const sunday = (daysAhead: number) => {
  for (let offset = daysAhead; ; offset += 1) {
    const day = addDays(todayInIndia(), offset);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return day;
  }
};

describe.each(engines)("bookings through the API on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database.connection.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
  });

  const db = () => database.connection.db;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const availability = async (school: string, kind: string) => {
    const res = await get(`/api/availability?school=${school}&kind=${kind}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Availability;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const answered = () => {
    const { token, a, b } = issueChallenge(TEST_SECRET);
    const answer = String(a + b);
    return { mathChallenge: answer, mathChallengeToken: token, mathChallengeAnswer: answer };
  };
  /** Families already booked into a visit slot (`booking`: cancelled ones hold no place). */
  const bookVisits = async (school: string, date: string, slot: string, count: number, booking: "asked" | "cancelled" = "asked") => {
    for (let i = 0; i < count; i += 1) {
      await db()
        .insert(visitRequests)
        .values({
          ...visitFields({ date, slot: slot as (typeof TIME_SLOTS)[number] }),
          school,
          booking,
        });
    }
  };
  const bookTours = async (school: string, date: string, count: number) => {
    for (let i = 0; i < count; i += 1) {
      await db().insert(tourRequests).values({ school, peopleCount: "2", studentClass: "3rd", date });
    }
  };

  describe("GET /api/availability", () => {
    it("answers a school's open days from today to the last bookable day, each visit slot with its places, never cached", async () => {
      const res = await get("/api/availability?school=viswa&kind=visit");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const open = (await res.json()) as Availability;
      expect(open).toMatchObject({ kind: "visit", school: "viswa", from: todayInIndia(), to: addDays(todayInIndia(), 60) });
      const dates = open.days.map((day) => day.date);
      expect(dates).toEqual([...dates].sort());
      // No Sundays (the default calendar), and every other day from tomorrow on.
      expect(dates.some((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
      expect(dates).toContain(openDay(1));
      const tomorrow = open.days.find((day) => day.date === openDay(1));
      expect(tomorrow).toEqual({
        date: openDay(1),
        state: "open",
        slots: TIME_SLOTS.map((slot) => ({ slot, state: "open", left: 3 })),
      });
    });

    it("marks a visit slot full once its families are booked (a cancelled visit holds no place), and a tour day once its tours are", async () => {
      const day = openDay(2);
      await bookVisits("viswa", day, "10:00-11:00", 2);
      await bookVisits("viswa", day, "10:00-11:00", 1, "cancelled");
      let slot = (await availability("viswa", "visit")).days.find((d) => d.date === day)?.slots.find((s) => s.slot === "10:00-11:00");
      expect(slot).toEqual({ slot: "10:00-11:00", state: "open", left: 1 });

      await bookVisits("viswa", day, "10:00-11:00", 1);
      const visits = await availability("viswa", "visit");
      const thatDay = visits.days.find((d) => d.date === day);
      slot = thatDay?.slots.find((s) => s.slot === "10:00-11:00");
      expect(slot).toEqual({ slot: "10:00-11:00", state: "full", left: 0 });
      expect(thatDay?.state).toBe("open");
      expect(thatDay?.slots.filter((s) => s.state === "full")).toHaveLength(1);
      // Another school's same slot is its own.
      const maa = (await availability("maa", "visit")).days.find((d) => d.date === day);
      expect(maa?.slots.every((s) => s.state === "open")).toBe(true);

      await bookTours("queens", day, 4);
      expect((await availability("queens", "tour")).days.find((d) => d.date === day)).toEqual({ date: day, state: "open", slots: [] });
      await bookTours("queens", day, 1);
      const tours = await availability("queens", "tour");
      expect(tours.kind).toBe("tour");
      expect(tours.days.find((d) => d.date === day)).toEqual({ date: day, state: "full", slots: [] });
    });

    it("calls a visit day full when every time is", async () => {
      const day = openDay(3);
      for (const slot of TIME_SLOTS) await bookVisits("santhi", day, slot, 3);
      const thatDay = (await availability("santhi", "visit")).days.find((d) => d.date === day);
      expect(thatDay?.state).toBe("full");
      expect(thatDay?.slots.map((s) => s.state)).toEqual(TIME_SLOTS.map(() => "full"));
    });

    it("leaves out a school's closed dates", async () => {
      const holiday = openDay(4);
      await db().insert(closedDates).values({ school: "lumbini", date: holiday, note: "Festival" });
      expect((await availability("lumbini", "visit")).days.map((d) => d.date)).not.toContain(holiday);
      expect((await availability("lumbini", "tour")).days.map((d) => d.date)).not.toContain(holiday);
      expect((await availability("prism", "tour")).days.map((d) => d.date)).toContain(holiday);
    });

    it.each([
      ["", "Please choose a school"],
      ["?kind=visit", "Please choose a school"],
      ["?school=harvard&kind=visit", "Please choose a school"],
      ["?school=viswa&school=maa&kind=visit", "Please choose a school"],
      ["?school=viswa", "Please ask for visit or tour times"],
      ["?school=viswa&kind=enrollment", "Please ask for visit or tour times"],
      ["?school=viswa&kind=tour&kind=visit", "Please ask for visit or tour times"],
    ])("answers 400 with a message to %s", async (query, message) => {
      const res = await get(`/api/availability${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as { message: string };
      expect(Object.keys(body)).toEqual(["message"]);
      expect(body.message.startsWith(message)).toBe(true);
    });

    it("says what is wrong in the visitor's language", async () => {
      const res = await get("/api/availability?school=harvard&kind=visit", { "accept-language": "te-IN,te;q=0.9" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[\u0C00-\u0C7F]/);
    });

    it("answers 405 with Allow to other methods", async () => {
      const res = await post("/api/availability?school=viswa&kind=visit", {});
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    });
  });

  describe("a full or closed place", () => {
    it("answers a visit to a full slot 409 with the time's message naming the times still open, and stores nothing", async () => {
      const day = openDay(5);
      await bookVisits("viswa", day, "10:00-11:00", 3);
      const res = await post("/api/schedule-visits", { ...visitFields({ date: day, slot: "10:00-11:00" }), ...answered() });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual(["preferredTime"]);
      expect(body.message).toBe(body.errors.preferredTime);
      expect(body.message).toBe(
        `10:00 – 11:00 AM on ${formatDate(day, "en")} is fully booked. ` +
          "Times still open that day: 9:00 – 10:00 AM, 11:00 AM – 12:00 PM, 2:00 – 3:00 PM, 3:00 – 4:00 PM, 4:00 – 5:00 PM.",
      );
      expect(await queryRows(db(), sql`select id from visit_requests where booking = 'asked'`)).toHaveLength(3);
    });

    it("answers a visit on a Sunday 409 on the date, in Telugu for a Telugu visitor", async () => {
      const res = await post("/api/schedule-visits", { ...visitFields({ date: sunday(1), slot: "10:00-11:00" }), ...answered(), language: "te" });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual(["preferredDate"]);
      expect(body.message).toContain(formatDate(sunday(1), "te"));
    });

    it("answers a tour on a full day 409 on the date with the next open days", async () => {
      const day = openDay(6);
      await bookTours("queens", day, 5);
      const res = await post("/api/book-tours", { ...validPayloads["/api/book-tours"](), date: day });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual(["date"]);
      expect(body.message).toMatch(new RegExp(`^Tours of .+ on ${formatDate(day, "en")} are fully booked\\. Next open days: `));
      expect(body.message).toContain(formatDate(openDay(addDaysAfter(day)), "en"));
    });
  });

  describe("the tour's contact fields", () => {
    it("books a tour sent with only the spec's four fields (201), with no contact given", async () => {
      const payload = validPayloads["/api/book-tours"]();
      expect(Object.keys(payload).sort()).toEqual(["date", "peopleCount", "school", "studentClass"]);
      const res = await post("/api/book-tours", payload);
      expect(res.status).toBe(201);
      const [row] = await queryRows(db(), sql`select school, date::text as date, parent_name, phone, email from tour_requests`);
      expect(row).toEqual({ school: "queens", date: payload.date, parent_name: "", phone: "", email: "" });
    });

    it("stores the name, phone and e-mail the form sends, an empty e-mail as none", async () => {
      const base = validPayloads["/api/book-tours"]();
      const first = await post("/api/book-tours", { ...base, parentName: "Lakshmi Reddy", phone: "+91 98765 43210", email: "lakshmi@example.com" });
      expect(first.status).toBe(201);
      const second = await post("/api/book-tours", { ...validPayloads["/api/book-tours"](), parentName: "Ravi Kumar", phone: "9876543210", email: "" });
      expect(second.status).toBe(201);
      const rows = await queryRows(db(), sql`select parent_name, phone, email from tour_requests order by id`);
      expect(rows).toEqual([
        { parent_name: "Lakshmi Reddy", phone: "+91 98765 43210", email: "lakshmi@example.com" },
        { parent_name: "Ravi Kumar", phone: "9876543210", email: "" },
      ]);
    });

    it("refuses the form's empty name and phone with their fields' messages, and a wrong e-mail", async () => {
      const res = await post("/api/book-tours", { ...validPayloads["/api/book-tours"](), parentName: "", phone: "", email: "not-an-email" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors).toEqual({
        parentName: "Parent name must be at least 2 characters",
        phone: "Phone number must be at least 10 digits",
        email: "Please enter a valid email address",
      });
      expect(await queryRows(db(), sql`select id from tour_requests`)).toHaveLength(0);
    });
  });
});

/** How many days ahead of today the day after `day` is. */
function addDaysAfter(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${todayInIndia()}T00:00:00Z`)) / 86_400_000) + 1;
}
