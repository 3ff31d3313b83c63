// Requests with a known history for the insights (issue 29): each kind, school, arrival,
// source and campaign drawn by a seeded generator (the same rows on every run), moved on by
// an office clerk some steps of its pipeline (the first after 1 to 60 hours, sometimes a
// note first), some closed after, each assigned (which is no answer). Returns what the
// figures should make of each: its school, furthest step and first answer. Written through
// the tables and request_events, so the database's own trigger keeps reached and the first
// answer, as it does for the office's changes.
import { sql } from "drizzle-orm";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { queryRows, type Database } from "#database/client.ts";
import {
  admissionApplications,
  careerApplications,
  contactMessages,
  enrollmentRequests,
  requestEvents,
  staffAccounts,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const KINDS: RequestKind[] = ["tour", "enrollment", "contact", "admission", "visit", "career"];
const PATHS = {
  enquiry: ["new", "contacted", "visit_scheduled", "visited", "admitted"],
  career: ["new", "shortlisted", "interviewed", "offered"],
};
export const SOURCES = [
  { source: "direct", campaign: "" },
  { source: "newspaper", campaign: "june-2027" },
  { source: "www.google.com", campaign: "" },
];
const person = { firstName: "Lakshmi", lastName: "Rao", email: "lakshmi@example.org", phone: "+91 98765 43210" };

/** A request as written, and what the figures should make of it. */
export interface KnownRequest {
  kind: RequestKind;
  id: number;
  /** Its school; "" for the group's own (enrollment requests, career applications). */
  school: SchoolCode | "";
  createdAt: Date;
  /** The furthest step of the enquiry pipeline it got to (1 new … 5 admitted; 0 a career application). */
  step: number;
  firstResponseAt: Date | null;
  source: string;
  campaign: string;
}

/** A small seeded generator. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function insertRequest(db: Database, kind: RequestKind, school: SchoolCode, values: { createdAt: Date; source: string; campaign: string }, visitDay: string) {
  const common = { ...values, firstSource: values.source };
  const returning = { id: sql<number>`id` };
  switch (kind) {
    case "tour":
      return (await db.insert(tourRequests).values({ ...common, school, peopleCount: "2", studentClass: "3rd", date: visitDay }).returning(returning))[0]!.id;
    case "enrollment":
      return (await db.insert(enrollmentRequests).values({ ...common, ...person, studentClass: "nursery" }).returning(returning))[0]!.id;
    case "contact":
      return (await db.insert(contactMessages).values({ ...common, ...person, school, message: "About the bus" }).returning(returning))[0]!.id;
    case "admission":
      return (await db
        .insert(admissionApplications)
        .values({ ...common, schoolId: SCHOOL_ID_BY_CODE[school], studentName: "Ravi", parentName: "Padma", contactNumber: "9876543210", email: person.email, grade: "5th" })
        .returning(returning))[0]!.id;
    case "visit":
      return (await db
        .insert(visitRequests)
        .values({
          ...common, parentName: "Padma", email: person.email, phone: person.phone, studentName: "Ravi", school, studentAge: "5-6",
          gradeInterested: "1", preferredDate: visitDay, preferredTime: "10:00-11:00", numberOfVisitors: "2",
        })
        .returning(returning))[0]!.id;
    case "career":
      return (await db.insert(careerApplications).values({ ...common, ...person, message: "I teach.", availableFrom: "2027-01-01" }).returning(returning))[0]!.id;
  }
}

/** `count` requests arrived over the `days` days before `now`. */
export async function writeKnownRequests(db: Database, { count, days, now, seed = 29 }: { count: number; days: number; now: Date; seed?: number }): Promise<KnownRequest[]> {
  const [clerk] = await db
    .insert(staffAccounts)
    .values({ email: `clerk-${seed}@example.org`, passwordHash: "not-a-hash", role: "admin" })
    .returning({ id: staffAccounts.id });
  const accountId = clerk!.id;
  const next = random(seed);
  const known: KnownRequest[] = [];
  for (let n = 0; n < count; n += 1) {
    const kind = KINDS[Math.floor(next() * KINDS.length)]!;
    const school = SCHOOL_CODES[Math.floor(next() * SCHOOL_CODES.length)]!;
    const createdAt = new Date(now.getTime() - Math.floor(next() * days * DAY + next() * DAY));
    const { source, campaign } = SOURCES[Math.floor(next() * SOURCES.length)]!;
    // A visit or tour booked for a day up to two weeks after it was asked for.
    const visitDay = new Date(createdAt.getTime() + (1 + Math.floor(next() * 14)) * DAY).toISOString().slice(0, 10);
    const id = await insertRequest(db, kind, school, { createdAt, source, campaign }, visitDay);
    const path = PATHS[kind === "career" ? "career" : "enquiry"];
    const steps = Math.floor(next() * path.length);
    let at = createdAt.getTime() + (1 + Math.floor(next() * 60)) * HOUR + Math.floor(next() * HOUR);
    let status = "new";
    let firstResponseAt: Date | null = null;
    const table = requestOf(kind).table;
    if (next() < 0.2 && at < now.getTime()) {
      await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "note", note: "Called", createdAt: new Date(at) });
      firstResponseAt = new Date(at);
      at += HOUR;
    }
    for (let step = 1; step <= steps && at < now.getTime(); step += 1) {
      await db.update(table).set({ status: path[step]! }).where(sql`id = ${id}`);
      await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "status", fromValue: status, toValue: path[step]!, createdAt: new Date(at) });
      firstResponseAt ??= new Date(at);
      status = path[step]!;
      at += (1 + Math.floor(next() * 48)) * HOUR;
    }
    const step = kind === "career" ? 0 : path.indexOf(status) + 1;
    if (status !== "new" && next() < 0.3 && at < now.getTime()) {
      await db.update(table).set({ status: "closed" }).where(sql`id = ${id}`);
      await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "status", fromValue: status, toValue: "closed", createdAt: new Date(at) });
    }
    // Assigning a request is no answer to the family.
    await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "assignee", toValue: String(accountId), createdAt: new Date(createdAt.getTime() + 1000) });
    known.push({ kind, id, school: kind === "enrollment" || kind === "career" ? "" : school, createdAt, step, firstResponseAt, source, campaign });
  }
  return known;
}

/** Every figure the triggers keep (decision 0036), in one value: the rows that count something, in a fixed order. */
export const keptFigures = (db: Database) =>
  queryRows<{ figures: unknown }>(
    db,
    sql`select json_build_object(
      'days', (select json_agg(f order by day, kind, school, step) from request_day_figures f where requests <> 0 or answered <> 0 or in_time <> 0),
      'sources', (select json_agg(f order by day, kind, school, source, campaign) from request_source_figures f where requests <> 0 or visited <> 0 or admitted <> 0),
      'hours', (select json_agg(f order by day, school, hours) from response_hour_figures f where answered <> 0),
      'weeks', (select json_agg(f order by week, school, hours) from response_hour_weeks f where answered <> 0),
      'bookings', (select json_agg(f order by day, kind, school) from booking_day_figures f where booked <> 0 or cancelled <> 0 or attended <> 0)) as figures`,
  );
