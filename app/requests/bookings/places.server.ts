// The places of the schools' calendars (issue 27): a visit slot holds so many families, a
// tour day so many bookings; every booking that is not cancelled holds one. A place is
// taken inside the transaction that writes the booking, under a lock of its slot (a
// PostgreSQL advisory lock held to the end of the transaction), so that fifty families
// asking for the last place at once store one booking, on PostgreSQL with any number of
// servers as on the embedded database. Decision: docs/decisions/0030-bookings.md.
import { and, eq, gte, lte, ne, sql, count } from "drizzle-orm";
import type { SchoolCode, TimeSlot } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { tourRequests, visitRequests } from "#database/schema.ts";
import type { CalendarFacts } from "#app/lib/calendar-link.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { dayState, lastBookableDay, offeredSlots, openDays, type SchoolCalendar } from "./calendar-rules.ts";
import { readCalendar } from "./calendars.server.ts";

export type BookingKind = "visit" | "tour";

/** A place asked for: a visit's slot on a day, or a tour's day (the facts of its calendar event). */
export type Place = CalendarFacts;

/**
 * Why a place was not taken: its day is not open (closed, past, beyond the calendar's
 * horizon), its slot is not offered, or it is full. With what is still open, so that the
 * answer can name it: that day's open slots (a visit), the next open days.
 */
export interface PlaceRefusal {
  reason: "closed-day" | "past" | "beyond" | "closed-slot" | "full";
  place: Place;
  calendar: SchoolCalendar;
  openSlots: TimeSlot[];
  /** The next days with a place left after the day asked for (or the first ones, when it is beyond the horizon). */
  nextOpenDays: string[];
  /** The last day bookings are open. */
  lastDay: string;
}

type Tx = Pick<Database, "select" | "execute">;

/**
 * Takes the place for a booking about to be written (or moved) in the same transaction:
 * null when taken, else why not. `except`: the booking being moved (it does not count
 * against its own new place).
 */
export async function takePlace(tx: Tx, place: Place, now = new Date(), except?: number): Promise<PlaceRefusal | null> {
  const calendar = await readCalendar(tx, place.school, now);
  const day = dayState(calendar, place.date, now);
  if (day !== "open") return refusal(tx, day === "closed" ? "closed-day" : day, place, calendar, now);
  const capacity = capacityOf(calendar, place);
  if (place.kind === "visit" && !offeredSlots(calendar, place.date, now).includes(place.slot)) {
    return refusal(tx, "closed-slot", place, calendar, now);
  }
  if (capacity <= 0) return refusal(tx, "closed-day", place, calendar, now);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${placeKey(place)}, 0))`);
  const held = await placesHeld(tx, place, except);
  return held < capacity ? null : refusal(tx, "full", place, calendar, now);
}

export function capacityOf(calendar: SchoolCalendar, place: Place): number {
  return place.kind === "visit" ? calendar.visitCapacity[place.slot] : calendar.tourCapacity;
}

const placeKey = (place: Place) => `booking|${place.kind}|${place.school}|${place.date}|${place.kind === "visit" ? place.slot : ""}`;

async function placesHeld(tx: Tx, place: Place, except?: number): Promise<number> {
  if (place.kind === "visit") {
    const t = visitRequests;
    const [row] = await tx
      .select({ held: count() })
      .from(t)
      .where(
        and(
          eq(t.school, place.school),
          eq(t.preferredDate, place.date),
          eq(t.preferredTime, place.slot),
          ne(t.booking, "cancelled"),
          except === undefined ? undefined : ne(t.id, except),
        ),
      );
    return row?.held ?? 0;
  }
  const t = tourRequests;
  const [row] = await tx
    .select({ held: count() })
    .from(t)
    .where(and(eq(t.school, place.school), eq(t.date, place.date), ne(t.booking, "cancelled"), except === undefined ? undefined : ne(t.id, except)));
  return row?.held ?? 0;
}

async function refusal(tx: Tx, reason: PlaceRefusal["reason"], place: Place, calendar: SchoolCalendar, now: Date): Promise<PlaceRefusal> {
  const open = await availability(tx, place.kind, calendar, now);
  const sameDay = open.days.find((day) => day.date === place.date);
  const withPlaces = open.days.filter((day) => day.state === "open");
  const later = withPlaces.filter((day) => day.date > place.date);
  return {
    reason,
    place,
    calendar,
    openSlots: sameDay?.slots.filter((slot) => slot.state === "open").map((slot) => slot.slot) ?? [],
    nextOpenDays: (later.length > 0 ? later : withPlaces).slice(0, 3).map((day) => day.date),
    lastDay: open.to,
  };
}

export interface SlotAvailability {
  slot: TimeSlot;
  state: "open" | "full";
  /** Places left (0 when full). */
  left: number;
}

export interface DayAvailability {
  date: string;
  /** A day with no place left in any slot (visits) or no tour place: full. */
  state: "open" | "full";
  /** A visit day's offered slots (none for a tour). */
  slots: SlotAvailability[];
}

export interface Availability {
  kind: BookingKind;
  school: SchoolCode;
  /** Today in India and the last day bookings are open. */
  from: string;
  to: string;
  /** The open days (closed weekdays and holidays left out), each with what is left. */
  days: DayAvailability[];
}

/** What a family may still book at a school: every open day of its calendar, with the places left. */
export async function availability(db: Pick<Database, "select">, kind: BookingKind, calendar: SchoolCalendar, now = new Date()): Promise<Availability> {
  const from = todayInIndia(now);
  const to = lastBookableDay(calendar, now);
  const held = await heldBetween(db, kind, calendar.school, from, to);
  const days = openDays(calendar, now).map((date): DayAvailability => {
    if (kind === "tour") {
      const left = Math.max(calendar.tourCapacity - (held.get(date) ?? 0), 0);
      return { date, state: left > 0 ? "open" : "full", slots: [] };
    }
    const slots = offeredSlots(calendar, date, now).map((slot): SlotAvailability => {
      const left = Math.max(calendar.visitCapacity[slot] - (held.get(`${date} ${slot}`) ?? 0), 0);
      return { slot, state: left > 0 ? "open" : "full", left };
    });
    return { date, state: slots.some((slot) => slot.state === "open") ? "open" : "full", slots };
  });
  return { kind, school: calendar.school, from, to, days };
}

/** A school's availability, its calendar read first. */
export async function schoolAvailability(db: Pick<Database, "select">, kind: BookingKind, school: SchoolCode, now = new Date()): Promise<Availability> {
  return availability(db, kind, await readCalendar(db, school, now), now);
}

/** Places held per day (tours: "date") or per slot (visits: "date slot") between two days. */
async function heldBetween(db: Pick<Database, "select">, kind: BookingKind, school: SchoolCode, from: string, to: string): Promise<Map<string, number>> {
  if (kind === "tour") {
    const t = tourRequests;
    const rows = await db
      .select({ date: t.date, held: count() })
      .from(t)
      .where(and(eq(t.school, school), gte(t.date, from), lte(t.date, to), ne(t.booking, "cancelled")))
      .groupBy(t.date);
    return new Map(rows.map((row) => [row.date, row.held]));
  }
  const t = visitRequests;
  const rows = await db
    .select({ date: t.preferredDate, slot: t.preferredTime, held: count() })
    .from(t)
    .where(and(eq(t.school, school), gte(t.preferredDate, from), lte(t.preferredDate, to), ne(t.booking, "cancelled")))
    .groupBy(t.preferredDate, t.preferredTime);
  return new Map(rows.map((row) => [`${row.date} ${row.slot}`, row.held]));
}
