// The front desk's day list (/staff/bookings, issue 27): a school's visits and tours that
// hold a place (asked or confirmed; cancelled ones are left out), day by day, each visit
// time with its places, and each day's tours. Scoped by the viewer as the inbox is
// (visibleRows): a record of another school is not read.
import { and, asc, count, eq, gte, lte, ne } from "drizzle-orm";
import { TIME_SLOTS, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { addDays, indiaInstant, todayInIndia } from "#app/lib/india-date.ts";
import { isTimeSlot } from "#app/requests/bookings/booking-facts.ts";
import { slotEnded, slotStarted, weekdayOf, type SchoolCalendar } from "#app/requests/bookings/calendar-rules.ts";
import { readCalendar } from "#app/requests/bookings/calendars.server.ts";
import type { Database } from "#database/client.ts";
import { tourRequests, visitRequests } from "#database/schema.ts";
import { visibleRows } from "../inbox/inbox.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";

export interface ListedBooking {
  id: number;
  /** The parent's name; empty for a tour booked without one. */
  name: string;
  /** The visitors or people coming, as the form's option ("2", "5+"). */
  people: string;
  phone: string;
  state: "asked" | "confirmed";
}

export interface ListedSlot {
  /** One of the six visit times, or a time stored before the calendar knew it. */
  slot: TimeSlot | string;
  /** Families the time takes (0: not offered that day). */
  capacity: number;
  bookings: ListedBooking[];
  /**
   * Today's time that is over, or on now; null for one still to come, and on any other day
   * (a day gone by is a record, not the front desk's morning).
   */
  phase: SlotPhase;
}

export type SlotPhase = "ended" | "running" | null;

/** Where a time of `date` stands at `now`, as the front desk reads today's list. */
export function slotPhase(date: string, slot: string, now: Date): SlotPhase {
  if (date !== todayInIndia(now) || !isTimeSlot(slot)) return null;
  return slotEnded(date, slot, now) ? "ended" : slotStarted(date, slot, now) ? "running" : null;
}

export interface ListedDay {
  date: string;
  /** Why the school is closed that day, if it is: every week on this weekday, or a closed date (with its reason). */
  closed: { weekly: number } | { note: string } | null;
  /** The visit times offered, and any other time a booking holds. */
  slots: ListedSlot[];
  tourCapacity: number;
  tours: ListedBooking[];
}

type Reader = Pick<Database, "select">;

/** The bookings of `days` days from `from`, for a school the member may see; the calendar they are counted against. */
export async function dayList(db: Reader, member: StaffMember, school: SchoolCode, from: string, days: number, now = new Date()): Promise<{ calendar: SchoolCalendar; days: ListedDay[] }> {
  const to = addDays(from, days - 1);
  // The calendar's closed dates from the first day shown (they are read from "today" on).
  const today = todayInIndia(now);
  const calendar = await readCalendar(db, school, from < today ? indiaInstant(from, "12:00") : now);
  const visitScope = visibleRows(member, "visit");
  const tourScope = visibleRows(member, "tour");
  const v = visitRequests;
  const t = tourRequests;
  const [visits, tours] = await Promise.all([
    visitScope === false
      ? []
      : db
          .select({ id: v.id, date: v.preferredDate, slot: v.preferredTime, name: v.parentName, people: v.numberOfVisitors, phone: v.phone, state: v.booking })
          .from(v)
          .where(and(visitScope, eq(v.school, school), gte(v.preferredDate, from), lte(v.preferredDate, to), ne(v.booking, "cancelled")))
          .orderBy(asc(v.preferredDate), asc(v.createdAt), asc(v.id)),
    tourScope === false
      ? []
      : db
          .select({ id: t.id, date: t.date, name: t.parentName, people: t.peopleCount, phone: t.phone, state: t.booking })
          .from(t)
          .where(and(tourScope, eq(t.school, school), gte(t.date, from), lte(t.date, to), ne(t.booking, "cancelled")))
          .orderBy(asc(t.date), asc(t.createdAt), asc(t.id)),
  ]);
  const listed = (row: { id: number; name: string; people: string; phone: string; state: string }): ListedBooking => ({
    id: row.id,
    name: row.name,
    people: row.people,
    phone: row.phone,
    state: row.state === "confirmed" ? "confirmed" : "asked",
  });
  const list: ListedDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    const dayVisits = visits.filter((visit) => visit.date === date);
    const known = TIME_SLOTS.filter((slot) => calendar.visitCapacity[slot] > 0 || dayVisits.some((visit) => visit.slot === slot));
    const others = [...new Set(dayVisits.map((visit) => visit.slot).filter((slot) => !TIME_SLOTS.some((known) => known === slot)))];
    const holiday = calendar.closedDates.find((closed) => closed.date === date);
    const weekday = weekdayOf(date);
    list.push({
      date,
      closed: holiday ? { note: holiday.note } : calendar.closedWeekdays.includes(weekday) ? { weekly: weekday } : null,
      slots: [...known, ...others].map((slot) => ({
        slot,
        capacity: calendar.visitCapacity[slot as TimeSlot] ?? 0,
        bookings: dayVisits.filter((visit) => visit.slot === slot).map(listed),
        phase: slotPhase(date, slot, now),
      })),
      tourCapacity: calendar.tourCapacity,
      tours: tours.filter((tour) => tour.date === date).map(listed),
    });
  }
  return { calendar, days: list };
}

/** Bookings that still hold a place at a school on a day (visits and tours), as far as the member may see. */
export async function bookingsOn(db: Reader, member: StaffMember, school: SchoolCode, date: string): Promise<number> {
  const visitScope = visibleRows(member, "visit");
  const tourScope = visibleRows(member, "tour");
  const [visits, tours] = await Promise.all([
    visitScope === false
      ? [{ held: 0 }]
      : db
          .select({ held: count() })
          .from(visitRequests)
          .where(and(visitScope, eq(visitRequests.school, school), eq(visitRequests.preferredDate, date), ne(visitRequests.booking, "cancelled"))),
    tourScope === false
      ? [{ held: 0 }]
      : db
          .select({ held: count() })
          .from(tourRequests)
          .where(and(tourScope, eq(tourRequests.school, school), eq(tourRequests.date, date), ne(tourRequests.booking, "cancelled"))),
  ]);
  return (visits[0]?.held ?? 0) + (tours[0]?.held ?? 0);
}
