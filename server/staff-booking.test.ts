// A visit's booking on its request page through the built site, on PGlite and PostgreSQL,
// as a browser without scripts uses it (form posts, cookies): one tap confirms the time
// asked and tells the family by e-mail; another open time can be confirmed, a full one is
// refused with the open times; the WhatsApp link carries the confirmation in the family's
// language; a cancellation frees the place; another school's office gets 404.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { changeBooking } from "#app/requests/bookings/booking.server.ts";
import { outboxMessages, requestEvents, visitRequests } from "#database/schema.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { openDay } from "../tests/support/payloads.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough passphrase";

describe.each(engines)("a booking on its request page on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let maa = "";
  let viswa = "";
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await addAccount(db(), { email: "maa@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
    await addAccount(db(), { email: "viswa@example.org", role: "staff", schoolCode: "viswa", password: PASSWORD });
    site = await startTestServer(db(), await builtPages(db(), () => {}));
    maa = await staffCookie(site.url, "maa@example.org", PASSWORD);
    viswa = await staffCookie(site.url, "viswa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const post = (path: string, fields: Record<string, string>, cookie = maa) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, "accept-language": "en", cookie },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, cookie = maa) => fetch(`${site.url}${path}`, { headers: { "accept-language": "en", cookie } });

  async function visit(date: string, slot: string, language = "te"): Promise<number> {
    const [row] = await db()
      .insert(visitRequests)
      .values({
        parentName: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
        studentAge: "5-6", gradeInterested: "1", preferredDate: date, preferredTime: slot, numberOfVisitors: "2", language,
      })
      .returning({ id: visitRequests.id });
    return row!.id;
  }
  const rowOf = async (id: number) => (await db().select().from(visitRequests).where(eq(visitRequests.id, id)))[0]!;

  it("confirms the time asked in one tap: status, history, the family's e-mail, and a WhatsApp message in their language", async () => {
    const date = openDay(3);
    const id = await visit(date, "10:00-11:00");
    const path = `/staff/requests/visit/${id}`;
    const page = await (await get(path)).text();
    expect(page).toContain("not confirmed yet");
    expect(page).toContain('value="booking-confirm"');
    const response = await post(path, { intent: "booking-confirm" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The family gets an e-mail.");
    const row = await rowOf(id);
    expect([row.booking, row.status, row.bookingSequence]).toEqual(["confirmed", "visit_scheduled", 1]);
    const mail = await db()
      .select({ audience: outboxMessages.audience, purpose: outboxMessages.purpose, language: outboxMessages.language })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.requestId, id), eq(outboxMessages.requestKind, "visit"), eq(outboxMessages.audience, "visitor")));
    expect(mail).toEqual(
      expect.arrayContaining([
        { audience: "visitor", purpose: "confirmed", language: "te" },
        { audience: "visitor", purpose: "reminder", language: "te" },
      ]),
    );
    const after = await (await get(path)).text();
    expect(after).toContain("Confirmed for");
    expect(after).toContain("maa@example.org confirmed the booking for");
    const whatsapp = /href="(https:\/\/wa\.me\/919876543210\?text=[^"]+)"/.exec(after)?.[1];
    expect(whatsapp).toBeDefined();
    const text = decodeURIComponent(new URL(whatsapp!.replaceAll("&amp;", "&")).searchParams.get("text") ?? "");
    expect(text).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("confirms another open time, and refuses a full one with the times still open, changing nothing", async () => {
    const date = openDay(4);
    for (let i = 0; i < 3; i += 1) await visit(date, "2:00-3:00");
    const id = await visit(date, "9:00-10:00", "en");
    const path = `/staff/requests/visit/${id}`;
    const full = await post(path, { intent: "booking-confirm", place: `${date} 2:00-3:00` });
    expect(full.status).toBe(409);
    const refusal = await full.text();
    expect(refusal).toContain("is fully booked");
    expect(refusal).toContain("Times still open that day");
    expect((await rowOf(id)).booking).toBe("asked");
    const moved = await post(path, { intent: "booking-confirm", place: `${date} 3:00-4:00` });
    expect(moved.status).toBe(200);
    const row = await rowOf(id);
    expect([row.booking, row.preferredTime]).toEqual(["confirmed", "3:00-4:00"]);
    expect((await post(path, { intent: "booking-confirm", place: "not a place" })).status).toBe(400);
    // A day no calendar has: refused as malformed, nothing changed.
    for (const place of [`${date.slice(0, 4)}-02-30 3:00-4:00`, `${date.slice(0, 4)}-12-45`, `${date.slice(0, 4)}-13-01 9:00-10:00`]) {
      expect((await post(path, { intent: "booking-move", place })).status).toBe(400);
    }
    expect((await rowOf(id)).preferredTime).toBe("3:00-4:00");
  });

  it("cancels behind its question: the place is free again and the family is told", async () => {
    const date = openDay(5);
    const id = await visit(date, "11:00-12:00");
    const path = `/staff/requests/visit/${id}`;
    expect(await (await get(path)).text()).toContain("Cancel the booking for");
    expect((await post(path, { intent: "booking-cancel" })).status).toBe(200);
    expect((await rowOf(id)).booking).toBe("cancelled");
    const events = await db().select({ action: requestEvents.action }).from(requestEvents).where(eq(requestEvents.requestId, id));
    expect(events.map((event) => event.action)).toContain("cancelled");
    expect(await (await get(path)).text()).toContain("Cancelled (was");
    expect((await post(path, { intent: "booking-confirm" })).status).toBe(409);
  });

  it("puts a family's own move at the top of its school's inbox until someone opens the request", async () => {
    const date = openDay(7);
    const id = await visit(date, "9:00-10:00", "en");
    expect(await changeBooking(db(), "visit", id, "family", { action: "move", to: { date, slot: "4:00-5:00" } })).toMatchObject({ ok: true });
    const inbox = await (await get("/staff")).text();
    expect(inbox).toContain('id="family-changes"');
    expect(inbox).toContain("Lakshmi Rao moved their visit request from");
    expect(inbox).toContain(`/staff/requests/visit/${id}`);
    expect(await (await get("/staff", viswa)).text()).not.toContain('id="family-changes"');
    expect((await get(`/staff/requests/visit/${id}`)).status).toBe(200);
    expect(await (await get("/staff")).text()).not.toContain('id="family-changes"');
  });

  it("answers another school's office 404, and changes nothing", async () => {
    const id = await visit(openDay(6), "3:00-4:00");
    const path = `/staff/requests/visit/${id}`;
    expect((await post(path, { intent: "booking-confirm" }, viswa)).status).toBe(404);
    expect((await rowOf(id)).booking).toBe("asked");
  });
});
