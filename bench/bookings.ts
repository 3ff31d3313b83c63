// Visit bookings with the capacity check (issue 27): a step of `npm run bench`, and on its
// own `npm run bench:bookings`. The built server runs on a fresh PostgreSQL database with
// the schools' default calendars, and POST /api/schedule-visits is loaded with bookings,
// each for its own place and with its own answered challenge: first spread over the six
// schools, the open days and the six slots (each slot asked for once more than it holds,
// so a quarter of the load is refused with 409 as slots fill), then many at once for a
// few slots (the lock of a slot contended). The rows are counted against the 201 answers
// and the bookings held per (school, date, slot) against the capacity. See bench/README.md.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { SCHOOL_CODES, type SchoolCode, type TimeSlot } from "#app/config/enumerations.ts";
import { checkChallenge, issueChallenge } from "#app/forms/challenge.server.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { defaultCalendar, offeredSlots, openDays, type SchoolCalendar } from "#app/requests/bookings/calendar-rules.ts";
import { readCalendar } from "#app/requests/bookings/calendars.server.ts";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { schoolCalendars } from "#database/schema.ts";
import { countStored, createScratchDatabase } from "./databases.ts";
import { CONTACT_BODY, LOAD, measurePlannedPosts, seeded, shuffle, type PlannedPostFigures } from "./load.ts";
import { keepFigures, onCleanup, runAsProgram, startServer, type RunningServer, siteForStepAlone } from "./processes.ts";
import { heading, pass, table } from "./report.ts";

export const BOOKINGS = {
  connections: LOAD.connections,
  /**
   * How far ahead every school's calendar takes bookings in this step (its office's
   * setting; the default is 60 days): enough open days for a warm-up as long as the
   * submissions step's (2 s at full speed) and two phases of their own places.
   */
  horizonDays: 180,
  /** Open days whose places warm the server up (not timed); the first open day is the contended phases'. */
  warmUpDays: 20,
  /** Open days of the spread phase (the throughput at full speed) and of the paced one (the latencies at the target's rate). */
  spreadDays: 60,
  pacedDays: 60,
  /** The paced phase's rate: the target's bookings per second, with the refusals that come with them. */
  pacedStoredPerSecond: 500,
  /** The contended phase at the default capacity: one school, one day, so many slots, so many requests each. */
  lastPlaces: { school: "viswa" as SchoolCode, slots: 3, requestsPerSlot: 100 },
  /** The contended phase with a capacity raised by the school's calendar: one slot, so many requests. */
  oneSlot: { school: "queens" as SchoolCode, slot: "4:00-5:00" as TimeSlot, capacity: 250, requests: 300 },
} as const;

export const BOOKINGS_TARGETS = {
  speed:
    "POST /api/schedule-visits spread over schools, days and slots (PostgreSQL): >= 500 stored/s at full speed, and p99 < 50 ms at 500 stored/s",
  integrity:
    "visit rows = 201 answers (each with its 2 e-mails), no (school, date, slot) over its capacity, every place asked for taken",
};

const PORT = 3404;

/** The reference beside the bookings: the contact form's POST on the same server, just before the spread phase. */
const CONTACT = {
  body: CONTACT_BODY,
  requests: 1_000,
};

/** A slot of a school on a day. */
interface Place {
  school: SchoolCode;
  date: string;
  slot: TimeSlot;
}
const keyOf = (place: Place) => `${place.school} ${place.date} ${place.slot}`;

interface PlannedPhase {
  name: string;
  /** The endpoint (the visits' unless said otherwise). */
  path?: string;
  /** What the phase asks for, in words. */
  plan: string;
  /** Whether its figures are the ones held to the target. */
  measured: boolean;
  /** Requests per second sent (paced), or as fast as answers come back (none). */
  perSecond?: number;
  /** The places, each with its capacity while it was booked and the requests sent for it. */
  places: Map<string, { capacity: number; sent: number }>;
  /** One place per request, in the order they are sent. */
  order: Place[];
}

export interface BookingPhase {
  name: string;
  path: string;
  plan: string;
  measured: boolean;
  /** Requests per second sent, when paced. */
  perSecond?: number;
  slots: number;
  /** Places offered (Σ capacity), and the 201 answers that should come back (Σ min(capacity, requests)). */
  places: number;
  expectedCreated: number;
  load: PlannedPostFigures;
  refused: number;
  /** Answers other than 201 and 409, errors and timeouts. */
  other: number;
  /** The most bookings held in one of its slots at the end, and that slot's capacity. */
  maxHeld: number;
  capacityAtMax: number;
  /** Slots holding more than their capacity (must be 0), and fewer than they were asked for and could hold. */
  overCapacity: number;
  underFilled: number;
  /**
   * CPU time per answer (ms) of the server's process and of the database's backends of
   * this database (PostgreSQL on this machine): steadier than the rates on a shared machine.
   */
  cpuMsPerAnswer: { server?: number; database?: number };
}

export interface BookingsFigures {
  startedAt: string;
  seconds: number;
  connections: number;
  serverStartSeconds: number;
  loadAverage: { before: number[]; after: number[] };
  calendar: { openDaysAhead: number; firstDay: string; lastDay: string; defaultCapacity: number };
  phases: BookingPhase[];
  totals: {
    /** Rows of contact_messages against the reference's 201 answers. */
    contactRows: number;
    contactRowsEqualCreated: boolean;
    created: number;
    refused: number;
    rows: number;
    rowsEqualCreated: boolean;
    outboxRows: number;
    withoutMail: number;
    /** Spent challenge tokens: one per answered request, stored or refused. */
    tokensSpent: number;
    slotsBooked: number;
    overCapacity: number;
    maxHeld: number;
    capacityAtMax: number;
  };
  verdicts: { speed: boolean; integrity: boolean };
}

/** Every offered slot of every school on the given days (by index in each school's open days), asked for capacity + 1 times, shuffled. */
function spreadPhase(
  name: string,
  plan: string,
  measured: boolean,
  calendars: SchoolCalendar[],
  dayIndexes: (days: string[]) => string[],
  now: Date,
  random: () => number,
): PlannedPhase {
  const places = new Map<string, { capacity: number; sent: number }>();
  const order: Place[] = [];
  for (const calendar of calendars) {
    const days = dayIndexes(openDays(calendar, now).filter((day) => day > todayInIndia(now)));
    for (const date of days) {
      for (const slot of offeredSlots(calendar, date, now)) {
        const place = { school: calendar.school, date, slot };
        const capacity = calendar.visitCapacity[slot];
        places.set(keyOf(place), { capacity, sent: capacity + 1 });
        for (let i = 0; i <= capacity; i++) order.push(place);
      }
    }
  }
  return { name, plan, measured, places, order: shuffle(order, random) };
}

/** A school's calendar settings saved as its office's calendar page saves them. */
async function saveSettings(db: DatabaseConnection["db"], school: SchoolCode, calendar: SchoolCalendar): Promise<void> {
  const values = {
    visitCapacity: calendar.visitCapacity,
    tourCapacity: calendar.tourCapacity,
    closedWeekdays: calendar.closedWeekdays,
    horizonDays: calendar.horizonDays,
    updatedAt: new Date(),
  };
  await db.insert(schoolCalendars).values({ school, ...values }).onConflictDoUpdate({ target: schoolCalendars.school, set: values });
}

/** The visit form's JSON with a fresh challenge signed by the server's secret, answered. */
function bookingBody(secret: string, place: Place, n: number): string {
  const { token, a, b } = issueChallenge(secret);
  const answer = String(a + b);
  return JSON.stringify({
    parentName: `Bench Parent ${n}`,
    email: "bench@example.com",
    phone: "9000000000",
    studentName: "Bench Student",
    school: place.school,
    studentAge: "5-6",
    gradeInterested: "1",
    preferredDate: place.date,
    preferredTime: place.slot,
    numberOfVisitors: "2",
    mathChallenge: answer,
    mathChallengeToken: token,
    mathChallengeAnswer: answer,
    language: "en",
  });
}

/** The server's challenge secret (kept in its DATA_DIR), checked against a question the server itself issues. */
async function serverSecret(server: RunningServer, dataDir: string): Promise<string> {
  const secret = readFileSync(join(dataDir, "challenge-secret"), "utf8").trim();
  const response = await fetch(`${server.url}/api/math-challenge`);
  const { token, question } = (await response.json()) as { token: string; question: string };
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  if (!checkChallenge(secret, token, String((a ?? 0) + (b ?? 0))).ok) {
    throw new Error("the challenge secret in the server's DATA_DIR does not sign its questions");
  }
  return secret;
}

const TICK_MS = 10; // Linux's USER_HZ: 100 ticks a second

/** User + system CPU time of a process so far (ms), from /proc; undefined when it cannot be read. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * CPU time so far of the server's process and of this database's backends (a backend that
 * ends meanwhile is lost: none does under load). No connection: the database runs inside
 * the server (PGlite), whose process time holds it.
 */
export async function cpuSnapshot(connection: DatabaseConnection | undefined, serverPid: number) {
  const backends = connection
    ? await queryRows<{ pid: number }>(
        connection.db,
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
    : [];
  const database = new Map(backends.map(({ pid }) => [pid, processCpuMs(pid)]));
  return { server: processCpuMs(serverPid), database };
}

export function cpuPerAnswer(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
  answers: number,
): BookingPhase["cpuMsPerAnswer"] {
  const per = (ms: number) => Math.round((ms / Math.max(1, answers)) * 100) / 100;
  const server = before.server !== undefined && after.server !== undefined ? per(after.server - before.server) : undefined;
  let database: number | undefined = 0;
  for (const [pid, ms] of after.database) {
    if (ms === undefined) database = undefined;
    else if (database !== undefined) database += ms - (before.database.get(pid) ?? 0);
  }
  return { server, database: database === undefined || after.database.size === 0 ? undefined : per(database) };
}

async function heldPerSlot(connection: DatabaseConnection): Promise<Map<string, number>> {
  const rows = await queryRows<{ school: SchoolCode; date: string; slot: TimeSlot; held: number }>(
    connection.db,
    sql`select school, preferred_date::text as date, preferred_time as slot, count(*)::int as held
      from visit_requests where booking <> 'cancelled' group by 1, 2, 3`,
  );
  return new Map(rows.map((row) => [keyOf(row), row.held]));
}

/** Visit rows, their outbox rows (the office's and the visitor's e-mail: every benchmark booking has an address), spent tokens, contact rows. */
async function storedFigures(connection: DatabaseConnection) {
  const visits = await countStored(connection.db, "visit");
  const contact = await countStored(connection.db, "contact");
  const [row] = await queryRows<{ tokens: number }>(connection.db, sql`select count(*)::int as tokens from used_challenge_tokens`);
  return { ...visits, tokensSpent: row?.tokens ?? 0, contactRows: contact.rows };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One run of the step: a fresh database and server, the phases, the counts. */
export async function measureBookings({ siteDir, tempDir, port = PORT }: { siteDir: string; tempDir: string; port?: number }): Promise<BookingsFigures> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((v) => round(v, 2));
  const database = await createScratchDatabase();
  const unregister = onCleanup(`drop database ${database.name}`, database.drop);
  const dataDir = join(tempDir, `data-bookings-${randomBytes(4).toString("hex")}`);
  let server: RunningServer | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    server = await startServer({ siteDir, port, dataDir, databaseUrl: database.url });
    const serverStartSeconds = round(server.startMs / 1000);
    const secret = await serverSecret(server, dataDir);
    connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: 2 });
    const db = connection.db;

    // The schools' calendars as the server reads them: the defaults, taking bookings further ahead.
    const now = new Date();
    for (const school of SCHOOL_CODES) await saveSettings(db, school, { ...defaultCalendar(school), horizonDays: BOOKINGS.horizonDays });
    const calendars = await Promise.all(SCHOOL_CODES.map((school) => readCalendar(db, school, now)));
    const daysAhead = openDays(calendars[0]!, now).filter((day) => day > todayInIndia(now));
    const { warmUpDays, spreadDays, pacedDays, pacedStoredPerSecond } = BOOKINGS;
    if (daysAhead.length < 1 + warmUpDays + spreadDays + pacedDays) throw new Error(`only ${daysAhead.length} open days ahead`);
    const random = seeded(27);
    const contendedDay = (school: SchoolCode) =>
      openDays(calendars.find((c) => c.school === school)!, now).filter((day) => day > todayInIndia(now))[0]!;

    const phases: PlannedPhase[] = [];
    phases.push(
      spreadPhase(
        "warm-up",
        `${warmUpDays} days x 6 schools x their slots, each asked capacity + 1 times (not timed)`,
        false,
        calendars,
        (days) => days.slice(1, 1 + warmUpDays),
        now,
        random,
      ),
    );
    const contact: PlannedPhase = {
      name: "contact (reference)",
      path: "/api/contact",
      plan: `POST /api/contact on the same server, ${CONTACT.requests} requests of the same body (no place, no challenge)`,
      measured: false,
      places: new Map(),
      order: [],
    };
    phases.push(contact);
    phases.push(
      spreadPhase(
        "spread",
        `the next ${spreadDays} open days x 6 schools x their slots, each asked capacity + 1 times, in random order, as fast as answered`,
        true,
        calendars,
        (days) => days.slice(1 + warmUpDays, 1 + warmUpDays + spreadDays),
        now,
        random,
      ),
    );
    {
      const paced = spreadPhase(
        "paced",
        `the next ${pacedDays} open days as the spread, sent at ${pacedStoredPerSecond} bookings a second (with the refusals: capacity + 1 requests per slot)`,
        true,
        calendars,
        (days) => days.slice(1 + warmUpDays + spreadDays, 1 + warmUpDays + spreadDays + pacedDays),
        now,
        random,
      );
      const capacity = calendars[0]!.visitCapacity["9:00-10:00"];
      phases.push({ ...paced, perSecond: (pacedStoredPerSecond * (capacity + 1)) / capacity });
    }
    {
      const { school, slots, requestsPerSlot } = BOOKINGS.lastPlaces;
      const calendar = calendars.find((c) => c.school === school)!;
      const date = contendedDay(school);
      const chosen = offeredSlots(calendar, date, now).slice(0, slots);
      const places = new Map(chosen.map((slot) => [keyOf({ school, date, slot }), { capacity: calendar.visitCapacity[slot], sent: requestsPerSlot }]));
      const order = Array.from({ length: slots * requestsPerSlot }, (_, i) => ({ school, date, slot: chosen[i % chosen.length]! }));
      phases.push({
        name: "last places",
        plan: `${school}, ${date}, ${chosen.length} slots at the default capacity, ${requestsPerSlot} requests each, interleaved`,
        measured: false,
        places,
        order,
      });
    }
    const oneSlot = (() => {
      const { school, slot, capacity, requests } = BOOKINGS.oneSlot;
      const date = contendedDay(school);
      const place = { school, date, slot };
      return {
        name: "one slot",
        plan: `${school}, ${date}, ${slot}, capacity raised to ${capacity} in school_calendars, ${requests} requests`,
        measured: false,
        places: new Map([[keyOf(place), { capacity, sent: requests }]]),
        order: Array.from({ length: requests }, () => place),
      } satisfies PlannedPhase;
    })();
    phases.push(oneSlot);

    const results: { planned: PlannedPhase; load: PlannedPostFigures; cpu: BookingPhase["cpuMsPerAnswer"] }[] = [];
    let n = 0;
    for (const planned of phases) {
      if (planned === oneSlot) {
        // The office raises one slot's capacity at this school (as its calendar page saves it).
        const { school, slot, capacity } = BOOKINGS.oneSlot;
        const calendar = calendars.find((c) => c.school === school)!;
        await saveSettings(db, school, { ...calendar, visitCapacity: { ...calendar.visitCapacity, [slot]: capacity } });
        const raised = await readCalendar(db, school);
        if (raised.visitCapacity[slot] !== capacity) throw new Error(`the capacity of ${school} ${slot} reads ${raised.visitCapacity[slot]}`);
      }
      const bodies =
        planned === contact
          ? Array.from({ length: CONTACT.requests }, () => JSON.stringify(CONTACT.body))
          : planned.order.map((place) => bookingBody(secret, place, n++));
      const before = await cpuSnapshot(connection, server.pid);
      const load = await measurePlannedPosts(`${server.url}${planned.path ?? "/api/schedule-visits"}`, bodies, BOOKINGS.connections, {
        perSecond: planned.perSecond,
      });
      const cpu = cpuPerAnswer(before, await cpuSnapshot(connection, server.pid), load.responses);
      results.push({ planned, load, cpu });
    }

    const code = await server.stop();
    server = undefined;
    if (code !== 0) throw new Error(`the server exited ${code} on SIGTERM`);

    const held = await heldPerSlot(connection);
    const stored = await storedFigures(connection);
    const phaseFigures = results.map(({ planned, load, cpu }): BookingPhase => {
      let maxHeld = 0;
      let capacityAtMax = 0;
      let overCapacity = 0;
      let underFilled = 0;
      let places = 0;
      let expectedCreated = 0;
      for (const [key, { capacity, sent }] of planned.places) {
        const count = held.get(key) ?? 0;
        places += capacity;
        expectedCreated += Math.min(capacity, sent);
        if (count > capacity) overCapacity += 1;
        if (count < Math.min(capacity, sent)) underFilled += 1;
        if (count > maxHeld || (count === maxHeld && capacity < capacityAtMax)) {
          maxHeld = count;
          capacityAtMax = capacity;
        }
      }
      const refused = load.statusCodes["409"] ?? 0;
      return {
        name: planned.name,
        path: planned.path ?? "/api/schedule-visits",
        plan: planned.plan,
        measured: planned.measured,
        ...(planned.perSecond ? { perSecond: round(planned.perSecond) } : {}),
        slots: planned.places.size,
        places,
        expectedCreated: planned === contact ? CONTACT.requests : expectedCreated,
        load,
        refused,
        other: load.responses - load.created - refused + load.errors, // autocannon's errors count its timeouts
        maxHeld,
        capacityAtMax,
        overCapacity,
        underFilled,
        cpuMsPerAnswer: cpu,
      };
    });
    const visitPhases = phaseFigures.filter((p) => p.path === "/api/schedule-visits");
    const contactCreated = results.find((r) => r.planned === contact)!.load.created;

    // Every slot holding bookings must be one the benchmark asked for, within its capacity.
    const capacities = new Map(phases.flatMap((p) => [...p.places].map(([key, { capacity }]) => [key, capacity] as const)));
    let overCapacity = 0;
    let maxHeld = 0;
    let capacityAtMax = 0;
    for (const [key, count] of held) {
      const capacity = capacities.get(key) ?? 0;
      if (count > capacity) overCapacity += 1;
      if (count > maxHeld) [maxHeld, capacityAtMax] = [count, capacity];
    }
    const created = visitPhases.reduce((sum, p) => sum + p.load.created, 0);
    const refused = visitPhases.reduce((sum, p) => sum + p.refused, 0);
    const totals = {
      contactRows: stored.contactRows,
      contactRowsEqualCreated: stored.contactRows === contactCreated,
      created,
      refused,
      rows: stored.rows,
      outboxRows: stored.outboxRows,
      withoutMail: stored.withoutMail,
      tokensSpent: stored.tokensSpent,
      rowsEqualCreated: stored.rows === created,
      slotsBooked: held.size,
      overCapacity,
      maxHeld,
      capacityAtMax,
    };
    // At full speed, 50 connections always waiting make every answer wait for the ones
    // before it (p50 is about 50 / answers per second): the latencies that say how fast a
    // family is answered are the paced phase's, at the target's rate, which it must keep up.
    const spread = phaseFigures.find((p) => p.name === "spread")!;
    const paced = phaseFigures.find((p) => p.name === "paced")!;
    const verdicts = {
      speed:
        spread.load.perSecond >= pacedStoredPerSecond &&
        paced.load.perSecond >= 0.95 * pacedStoredPerSecond &&
        paced.load.latencyMs.p99 < 50,
      integrity:
        totals.rowsEqualCreated &&
        totals.withoutMail === 0 &&
        totals.outboxRows === 2 * totals.rows &&
        totals.overCapacity === 0 &&
        totals.contactRowsEqualCreated &&
        phaseFigures.every((p) => p.overCapacity === 0 && p.underFilled === 0 && p.other === 0 && p.load.created === p.expectedCreated),
    };
    return {
      startedAt,
      seconds: round((performance.now() - started) / 1000),
      connections: BOOKINGS.connections,
      serverStartSeconds,
      loadAverage: { before: loadBefore, after: loadavg().map((v) => round(v, 2)) },
      calendar: {
        openDaysAhead: daysAhead.length,
        firstDay: daysAhead[0]!,
        lastDay: daysAhead.at(-1)!,
        defaultCapacity: calendars[0]!.visitCapacity["9:00-10:00"],
      },
      phases: phaseFigures,
      totals,
      verdicts,
    };
  } finally {
    await connection?.close();
    await server?.stop();
    await database.drop();
    unregister();
  }
}

/** The step's tables for the report. */
export function printBookings(figures: BookingsFigures | undefined): void {
  console.log(
    heading(
      `Visit bookings with the capacity check (PostgreSQL, POST /api/schedule-visits, ${BOOKINGS.connections} connections, ` +
        "each request its own place and answered challenge)",
    ),
  );
  if (!figures) return void console.log("not measured");
  const { calendar: c, totals: t, verdicts: v } = figures;
  console.log(
    `default calendars: ${c.openDaysAhead} open days from ${c.firstDay} to ${c.lastDay} (Sundays closed), 6 slots, ` +
      `${c.defaultCapacity} families per slot; step ${figures.seconds} s (server start ${figures.serverStartSeconds} s); ` +
      `load average before ${figures.loadAverage.before.join(" ")}, after ${figures.loadAverage.after.join(" ")}`,
  );
  console.log(
    table(
      [
        "phase",
        "slots",
        "places",
        "requests",
        "201",
        "409",
        "other",
        "stored/s",
        "answers/s",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "max ms",
        "s",
        "CPU ms/answer server+db",
        "max held/cap.",
        "over cap.",
        "not filled",
      ],
      figures.phases.map((p) => [
        p.measured ? `${p.name} (target)` : p.name,
        p.slots || "-",
        p.places || "-",
        p.load.requests,
        p.load.created,
        p.refused,
        p.other,
        p.load.perSecond,
        p.load.answersPerSecond,
        p.load.latencyMs.p50,
        p.load.latencyMs.p90,
        p.load.latencyMs.p99,
        p.load.latencyMs.max,
        p.load.seconds,
        `${p.cpuMsPerAnswer.server ?? "?"}+${p.cpuMsPerAnswer.database ?? "?"}`,
        p.slots ? `${p.maxHeld}/${p.capacityAtMax}` : "-",
        p.slots ? p.overCapacity : "-",
        p.slots ? p.underFilled : "-",
      ]),
    ),
  );
  for (const p of figures.phases) console.log(`  ${p.name}: ${p.plan}`);
  console.log(
    "stored/s: 201 answers per second from the first request to the last answer (409s included in the time); " +
      "latencies: every answer, 201 and 409; CPU: the server's process and this database's PostgreSQL backends, per answer; " +
      "not filled: slots holding fewer than they were asked for and could hold",
  );
  console.log(
    `rows in visit_requests ${t.rows} = 201 answers ${t.created}: ${t.rowsEqualCreated ? "yes" : "NO"}; ` +
      `409 answers ${t.refused}; outbox rows ${t.outboxRows} (2 per booking), without e-mails ${t.withoutMail}; ` +
      `challenge tokens spent ${t.tokensSpent} (one per answered request); ` +
      `contact rows ${t.contactRows} = its 201 answers: ${t.contactRowsEqualCreated ? "yes" : "NO"}`,
  );
  console.log(
    `maximum of non-cancelled bookings found in any (school, date, slot): ${t.maxHeld} (its capacity ${t.capacityAtMax}); ` +
      `per phase ${figures.phases.filter((p) => p.slots > 0).map((p) => `${p.name} ${p.maxHeld}/${p.capacityAtMax}`).join(", ")}; ` +
      `slots over their capacity: ${t.overCapacity} of ${t.slotsBooked} booked`,
  );
  console.log(`${BOOKINGS_TARGETS.speed}: ${pass(v.speed)}`);
  console.log(`${BOOKINGS_TARGETS.integrity}: ${pass(v.integrity)}`);
}

// ---------------------------------------------------------------- on its own

/** `npm run bench:bookings [-- --no-build] [-- --runs N]`: builds (unless told not to), measures N times, prints, keeps the figures in bench/results.json. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsArg = args.indexOf("--runs");
  const runs = Math.max(1, runsArg >= 0 ? Number(args[runsArg + 1]) || 1 : 1);
  const { siteDir, tempDir } = await siteForStepAlone("bookings", args);
  const all: BookingsFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    if (runs > 1) console.log(`\nrun ${run} of ${runs}`);
    const figures = await measureBookings({ siteDir, tempDir });
    printBookings(figures);
    all.push(figures);
  }
  const spreadOf = (f: BookingsFigures) => f.phases.find((p) => p.name === "spread")!.load;
  if (runs > 1) {
    const phaseOf = (f: BookingsFigures, name: string) => f.phases.find((p) => p.name === name)!.load;
    console.log(heading(`Visit bookings, ${runs} runs`));
    console.log(
      table(
        ["run", "load avg", "contact 201/s", "p99 ms", "spread stored/s", "p50 ms", "p99 ms", "CPU ms/answer", "paced stored/s", "p50 ms", "p99 ms", "last places p99 ms", "one slot stored/s", "p99 ms", "max held/cap.", "speed", "integrity"],
        all.map((f, i) => [
          i + 1,
          f.loadAverage.before[0]!,
          phaseOf(f, "contact (reference)").perSecond,
          phaseOf(f, "contact (reference)").latencyMs.p99,
          spreadOf(f).perSecond,
          spreadOf(f).latencyMs.p50,
          spreadOf(f).latencyMs.p99,
          (() => {
            const cpu = f.phases.find((p) => p.name === "spread")!.cpuMsPerAnswer;
            return `${cpu.server ?? "?"}+${cpu.database ?? "?"}`;
          })(),
          phaseOf(f, "paced").perSecond,
          phaseOf(f, "paced").latencyMs.p50,
          phaseOf(f, "paced").latencyMs.p99,
          phaseOf(f, "last places").latencyMs.p99,
          phaseOf(f, "one slot").perSecond,
          phaseOf(f, "one slot").latencyMs.p99,
          `${f.totals.maxHeld}/${f.totals.capacityAtMax}`,
          pass(f.verdicts.speed),
          pass(f.verdicts.integrity),
        ]),
      ),
    );
    const rates = all.map((f) => spreadOf(f).perSecond).sort((a, b) => a - b);
    console.log(`spread stored/s: median ${rates[Math.floor(rates.length / 2)]}, min ${rates[0]}, max ${rates.at(-1)}`);
  }
  // The run with the median spread rate, and every run's headline figures beside it.
  const sorted = [...all].sort((a, b) => spreadOf(a).perSecond - spreadOf(b).perSecond);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  keepFigures(
    "bookings",
    runs === 1
      ? median
      : {
          ...median,
          repeats: all.map((f) => ({
            startedAt: f.startedAt,
            loadAverage: f.loadAverage,
            phases: Object.fromEntries(
              f.phases.map((p) => [
                p.name,
                { perSecond: p.load.perSecond, latencyMs: p.load.latencyMs, created: p.load.created, refused: p.refused, cpuMsPerAnswer: p.cpuMsPerAnswer },
              ]),
            ),
            maxHeld: f.totals.maxHeld,
            verdicts: f.verdicts,
          })),
        },
  );
}

runAsProgram(import.meta.url, main);
