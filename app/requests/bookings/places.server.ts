// The places of the schools' calendars (issue 27): a visit slot holds so many families, a
// tour day so many bookings; every booking that is not cancelled holds one. A place is
// taken inside the transaction that writes the booking, under a lock of its slot (a
// PostgreSQL advisory lock held to the end of the transaction), so that fifty families
// asking for the last place at once store one booking, on PostgreSQL with any number of
// servers as on the embedded database. Decision: docs/decisions/0030-bookings.md.
import { and, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { SchoolCode, TimeSlot } from "#app/config/enumerations.ts";
import { queryRows, type Database } from "#database/client.ts";
import { tourRequests, visitRequests } from "#database/schema.ts";
import type { CalendarFacts } from "#app/lib/calendar-link.ts";
import { isCalendarDate, todayInIndia } from "#app/lib/india-date.ts";
import { dayState, defaultCalendar, DEFAULT_TOUR_CAPACITY, DEFAULT_VISIT_CAPACITY, lastBookableDay, offeredSlots, openDays, type SchoolCalendar } from "./calendar-rules.ts";
import { calendarsFrom, readCalendar } from "./calendars.server.ts";

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
  /**
   * The next days with a place left after the day asked for (or the first ones, when it is
   * beyond the horizon); not read (empty) for a full visit slot whose day has other times
   * left: the message names those times only.
   */
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
  const [verdict] = await takePlaces(tx, [{ place }], now, except);
  if (!verdict || typeof verdict === "string") throw new Error("a place asked without a question got no verdict");
  return verdict.reason === null ? null : refusalOf(tx, { ...verdict, reason: verdict.reason }, { now });
}

/** A place asked for in a batch, and whether it was taken (reason null) or why not. */
export interface PlaceVerdict {
  place: Place;
  calendar: SchoolCalendar;
  reason: PlaceRefusal["reason"] | null;
  /** A full visit slot: its day's times with a place left, as the transaction counted them. */
  openSlots?: TimeSlot[];
  /** A full place (with no time left that day): the next days with a place, as the transaction counted them (nextOpenDaysCounted); empty: none after the day asked for. */
  nextOpenDays?: string[];
}

/** A booking of a batch asking for its place; a visit with its question's token, spent in the same call (right: the answer was right). */
export interface PlaceAsked {
  place: Place;
  question?: { tokenId: string; expiresAt: Date; right: boolean };
}

/** A booking that takes no place for its question: its token was spent before (or by an earlier booking of the batch), or its answer was wrong (its token is spent). */
export type QuestionRefusal = "used" | "wrong";

/**
 * Takes the places of several bookings of one kind written in one transaction (bookings
 * that arrived together: book-together.server.ts), in the order asked, their questions'
 * tokens spent first in the same round trip: when a slot has fewer places left than were
 * asked for, the first ones get them. The refusals' words come after the transaction
 * (`refusalOf`), so that no lock is held while they are worked out.
 */
export async function takePlaces(tx: Tx, asked: PlaceAsked[], now = new Date(), except?: number): Promise<Array<PlaceVerdict | QuestionRefusal>> {
  const tokens = [...new Map(asked.flatMap(({ question }) => (question ? [[question.tokenId, question.expiresAt] as const] : []))).entries()];
  const counted = await lockedPlaces(tx, asked.map(({ place }) => place), now, { tokens, except });
  const { calendars, held, fresh } = counted;
  const answers = asked.map(({ place, question }): PlaceVerdict | QuestionRefusal => {
    if (question && !fresh.delete(question.tokenId)) return "used";
    if (question && !question.right) return "wrong";
    const calendar = calendars.get(place.school) ?? defaultCalendar(place.school);
    return { place, calendar, reason: closedReason(calendar, place, now) };
  });
  const verdicts = answers.filter((answer): answer is PlaceVerdict => typeof answer !== "string");
  const open = verdicts.filter((verdict) => verdict.reason === null);
  for (const verdict of open) {
    const key = placeKey(verdict.place);
    const taken = held.get(key) ?? 0;
    if (taken < capacityOf(verdict.calendar, verdict.place)) held.set(key, taken + 1);
    else verdict.reason = "full";
  }
  // A full slot's day was counted whole (every slot of the asked schools and days): its open
  // times are known here, and the refusal needs nothing more when there are some.
  for (const verdict of open) {
    const { place, calendar } = verdict;
    if (verdict.reason !== "full" || place.kind !== "visit") continue;
    verdict.openSlots = offeredSlots(calendar, place.date, now).filter((slot) => (held.get(placeKey({ ...place, slot })) ?? 0) < calendar.visitCapacity[slot]);
  }
  // Its next days were counted too, when the batch asked for more than a place had left.
  for (const verdict of open) {
    if (verdict.reason !== "full" || verdict.openSlots?.length) continue;
    verdict.nextOpenDays = nextOpenDaysCounted(verdict, now, counted, openDays(verdict.calendar, now));
  }
  return answers;
}

/** How many next open days a refusal names. */
const NEXT_DAYS = 3;

/**
 * A full place's next days with a place left, from what its batch's call of
 * booking_places() counted: the school's full places from the first day asked beyond its
 * places on ("full"), and the batch's own places as it takes them (`held`). Empty when no
 * later day is open (refusalOf then reads the calendar's first ones, and only those);
 * undefined when that call did not count them (refusalOf reads from the day asked for).
 * `calendarDays`: its calendar's open days (openDays).
 */
function nextOpenDaysCounted({ place, calendar }: PlaceVerdict, now: Date, { held, full, from }: Counted, calendarDays: readonly string[]): string[] | undefined {
  const counted = from.get(place.school);
  if (counted === undefined || counted > place.date) return undefined;
  const isFull = (at: Place) => {
    const taken = held.get(placeKey(at));
    return taken === undefined ? full.has(placeKey(at)) : taken >= capacityOf(calendar, at);
  };
  const days: string[] = [];
  for (const date of calendarDays) {
    if (date <= place.date) continue;
    const open = place.kind === "tour" ? !isFull({ ...place, date }) : offeredSlots(calendar, date, now).some((slot) => !isFull({ ...place, date, slot }));
    if (open && days.push(date) === NEXT_DAYS) break;
  }
  return days;
}

/**
 * A refusal's facts (what is still open), worked out after its transaction so that no lock
 * is held and no batch waits while they are. Refusals of one school and kind decided at
 * about the same moment share one read of its availability, but only a read that began
 * after their own transaction had committed (`committed`, performance.now() once it had:
 * the same for a batch's refusals): one begun earlier might still count the place they were
 * refused as free.
 */
export async function refusalOf(
  db: Pick<Database, "select">,
  verdict: PlaceVerdict & { reason: PlaceRefusal["reason"] },
  { now = new Date(), committed = performance.now() }: { now?: Date; committed?: number } = {},
): Promise<PlaceRefusal> {
  const { place, calendar, reason } = verdict;
  // The day still has times: the message names them, and no other day (refusalMessage).
  if (verdict.openSlots?.length) return { reason, place, calendar, openSlots: verdict.openSlots, nextOpenDays: [], lastDay: lastBookableDay(calendar, now) };
  // Its transaction counted the next open days.
  if (verdict.nextOpenDays?.length) return { reason, place, calendar, openSlots: [], nextOpenDays: verdict.nextOpenDays, lastDay: lastBookableDay(calendar, now) };
  const read = (since?: string) => sharedRead(db, place.kind, calendar, now, committed, since);
  // Its transaction counted no later day open: the first days of the calendar, read at once.
  if (verdict.nextOpenDays) return refusalFrom(await read(), reason, place, calendar);
  // Its day and the next ones with places: read from the day asked for; the first days of
  // the calendar (when nothing later is open) only then.
  // (A day that is no date, refused as closed, reads from today.)
  const later = await read(place.date > todayInIndia(now) && isCalendarDate(place.date) ? place.date : undefined);
  const open = later.days.some((day) => day.date > place.date && day.state === "open") ? later : await read();
  return refusalFrom(open, reason, place, calendar);
}

/** One read of availability for refusals of the same school, calendar and first day begun after `committed` (refusalOf). */
function sharedRead(db: Pick<Database, "select">, kind: BookingKind, calendar: SchoolCalendar, now: Date, committed: number, since?: string): Promise<Availability> {
  let reads = readsOf.get(db);
  if (!reads) readsOf.set(db, (reads = new Map()));
  const key = `${kind} ${since ?? ""} ${JSON.stringify(calendar)}`;
  let read = reads.get(key);
  if (!read || read.began < committed) {
    const fresh = { began: performance.now(), open: availability(db, kind, calendar, now, since) };
    reads.set(key, (read = fresh));
    // Forgotten once it is answered: a later refusal reads anew.
    const forget = () => reads.get(key) === fresh && reads.delete(key);
    fresh.open.then(forget, forget);
  }
  return read.open;
}

/** The availability reads under way, per database and school's calendar, with when each began (refusalOf). */
const readsOf = new WeakMap<object, Map<string, { began: number; open: Promise<Availability> }>>();

/** Why a place cannot be had whatever is booked (its day or slot is not open), or null. */
function closedReason(calendar: SchoolCalendar, place: Place, now: Date): PlaceRefusal["reason"] | null {
  if (!isCalendarDate(place.date)) return "closed-day";
  const day = dayState(calendar, place.date, now);
  if (day !== "open") return day === "closed" ? "closed-day" : day;
  if (place.kind === "visit" && !offeredSlots(calendar, place.date, now).includes(place.slot)) return "closed-slot";
  return capacityOf(calendar, place) > 0 ? null : "closed-day";
}

export function capacityOf(calendar: SchoolCalendar, place: Place): number {
  return place.kind === "visit" ? calendar.visitCapacity[place.slot] : calendar.tourCapacity;
}

const placeKey = (place: Place) => `booking|${place.kind}|${place.school}|${place.date}|${place.kind === "visit" ? place.slot : ""}`;

/**
 * The places' calendars and, under each place's lock (an advisory lock held to the end of
 * the transaction), what each holds, by placeKey: one round trip, the function
 * booking_places() (drizzle/0018_booking_places.sql, 0019), for places of one kind. When
 * some place is asked for more often than it has places left, its school's full places
 * from that day on as well (nextOpenDaysCounted). `tokens`: questions' tokens to spend
 * first, in the same call (`fresh`: those not spent before). `except`: a booking being
 * moved (it does not count against its own new place).
 */
async function lockedPlaces(
  tx: Tx,
  places: Place[],
  now: Date,
  { except, tokens = [] }: { except?: number; tokens?: Array<readonly [string, Date]> } = {},
): Promise<Counted> {
  const counted: Counted = { calendars: new Map(), held: new Map(), full: new Set(), from: new Map(), fresh: new Set() };
  const kind = places[0]?.kind;
  if (!kind || places.some((place) => place.kind !== kind)) throw new Error("places of one kind are counted together");
  // A day that is no date (a move sent without one, "2026-02-30") is no place to lock or
  // count: closedReason refuses it.
  const asked = places.filter((place) => isCalendarDate(place.date));
  if (asked.length === 0 && tokens.length === 0) return counted;
  const defaultCapacity = kind === "visit" ? DEFAULT_VISIT_CAPACITY : DEFAULT_TOUR_CAPACITY;
  const [row] = await queryRows<{ places: LockedPlaces }>(
    tx,
    // Each list one array parameter: nine parameters whatever the batch, built at once.
    sql`select booking_places(${kind}, ${sql.param(asked.map((place) => place.school))}::text[], ${sql.param(asked.map((place) => place.date))}::date[], ${sql.param(
      asked.map((place) => (place.kind === "visit" ? place.slot : null)),
    )}::text[], ${todayInIndia(now)}::date, ${except ?? null}::integer, ${defaultCapacity}::integer, ${sql.param(tokens.map(([token]) => token))}::text[], ${sql.param(
      tokens.map(([, expires]) => expires.toISOString()),
    )}::timestamptz[]) as places`,
  );
  if (!row) throw new Error("booking_places() gave no row");
  const schools = [...new Set(asked.map((place) => place.school))];
  for (const [school, calendar] of calendarsFrom(schools, row.places.calendars, row.places.holidays)) counted.calendars.set(school, calendar);
  const placeOf = (school: SchoolCode, date: string, slot: TimeSlot | null) => (kind === "visit" ? { kind, school, date, slot } : { kind, school, date }) as Place;
  for (const [school, date, slot, count] of row.places.held) counted.held.set(placeKey(placeOf(school, date, slot)), count);
  for (const [school, date, slot] of row.places.full) counted.full.add(placeKey(placeOf(school, date, slot)));
  for (const { school, date } of row.places.from) counted.from.set(school, date);
  for (const token of row.places.fresh) counted.fresh.add(token);
  return counted;
}

/** What lockedPlaces counted (places of one kind): the calendars, what each asked place holds, the full places from the first day asked beyond its places on, per school ("from"), and the tokens it spent. */
interface Counted {
  calendars: Map<SchoolCode, SchoolCalendar>;
  held: Map<string, number>;
  full: Set<string>;
  from: Map<SchoolCode, string>;
  fresh: Set<string>;
}

/** What booking_places() answers (its calendars as calendarsFrom reads them; held: school, date, slot or null, count; full: school, date, slot or null). */
interface LockedPlaces {
  calendars: Parameters<typeof calendarsFrom>[1];
  holidays: Parameters<typeof calendarsFrom>[2];
  held: Array<[SchoolCode, string, TimeSlot | null, number]>;
  full: Array<[SchoolCode, string, TimeSlot | null]>;
  from: Array<{ school: SchoolCode; date: string }>;
  fresh: string[];
}

function refusalFrom(open: Availability, reason: PlaceRefusal["reason"], place: Place, calendar: SchoolCalendar): PlaceRefusal {
  const sameDay = open.days.find((day) => day.date === place.date);
  const withPlaces = open.days.filter((day) => day.state === "open");
  const later = withPlaces.filter((day) => day.date > place.date);
  return {
    reason,
    place,
    calendar,
    openSlots: sameDay?.slots.filter((slot) => slot.state === "open").map((slot) => slot.slot) ?? [],
    nextOpenDays: (later.length > 0 ? later : withPlaces).slice(0, NEXT_DAYS).map((day) => day.date),
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

/**
 * What a family may still book at a school: every open day of its calendar, with the places
 * left; with `since`, only the days from that one on (a refusal's next days: fewer rows).
 */
export async function availability(db: Pick<Database, "select">, kind: BookingKind, calendar: SchoolCalendar, now = new Date(), since?: string): Promise<Availability> {
  const today = todayInIndia(now);
  const from = since && since > today ? since : today;
  const to = lastBookableDay(calendar, now);
  const held = await heldBetween(db, kind, calendar.school, from, to);
  const days = openDays(calendar, now).flatMap((date): DayAvailability[] => {
    if (date < from) return [];
    if (kind === "tour") {
      const left = Math.max(calendar.tourCapacity - (held.get(date) ?? 0), 0);
      return [{ date, state: left > 0 ? "open" : "full", slots: [] }];
    }
    const slots = offeredSlots(calendar, date, now).map((slot): SlotAvailability => {
      const left = Math.max(calendar.visitCapacity[slot] - (held.get(`${date} ${slot}`) ?? 0), 0);
      return { slot, state: left > 0 ? "open" : "full", left };
    });
    return [{ date, state: slots.some((slot) => slot.state === "open") ? "open" : "full", slots }];
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
