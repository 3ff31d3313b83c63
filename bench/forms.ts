// The public forms beside the contact form (issue 27's bar: "The public POST figures of the
// other forms stay >= 1,000/s, p99 < 50 ms"): a step of `npm run bench`, and on its own
// `npm run bench:forms`. On PGlite and then on a fresh PostgreSQL database, each with a
// server of its own: POST /api/enrollments and /api/admissions loaded as the contact form
// is (one body, 50 connections, 10 s after a 2 s warm-up), then POST /api/book-tours, whose
// bookings take places of the schools' calendars: each body is a tour of its own school
// and day, every open day of every school asked for once more than it holds, so that most
// are stored and one a day is refused with 409. None of the three asks for a challenge
// (only the visit and careers forms do). On its own, the contact form is measured first on
// each server, as a reference of the machine's moment. Rows are counted against the 201
// answers, and the tours held per (school, day) against the capacity. See bench/README.md.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { REQUEST_KIND_FACTS } from "#app/config/request-kinds.ts";
import type { Availability } from "#app/forms/availability.ts";
import { DEFAULT_TOUR_CAPACITY } from "#app/requests/bookings/calendar-rules.ts";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { cpuPerAnswer, cpuSnapshot, type BookingPhase } from "./bookings.ts";
import { countStored, createScratchDatabase, readDatabase, type CountTarget, type StoredRequests } from "./databases.ts";
import { CONTACT_BODY, LOAD, measurePlannedPosts, measureSubmissions, seeded, shuffle, type LoadFigures } from "./load.ts";
import { keepFigures, onCleanup, runAsProgram, startServer, type RunningServer, siteForStepAlone } from "./processes.ts";
import { heading, pass, table } from "./report.ts";

export type Engine = "pglite" | "postgres";
type FormKind = Extract<RequestKind, "tour" | "enrollment" | "admission" | "contact">;

export const FORMS = {
  connections: LOAD.connections,
  /** Open days (from tomorrow) whose tour places warm the tour path up; not timed. */
  tourWarmUpDays: 3,
  ports: { pglite: 3405, postgres: 3406 } satisfies Record<Engine, number>,
} as const;

export const FORMS_TARGETS = {
  speed: "POST /api/book-tours, /api/enrollments and /api/admissions on PostgreSQL: each >= 1000 stored/s with p99 < 50 ms",
  integrity:
    "rows = 201 answers for every form on both engines, each with its 2 e-mails; no tour day over its capacity, every tour place asked for taken; no answer other than 201 (and a tour's 409)",
};

const path = (kind: FormKind) => `/api/${REQUEST_KIND_FACTS[kind].apiPath}`;

/** The spec's forms with every field a family fills in (an address: each row has its visitor's e-mail). */
const ENROLLMENT = { firstName: "Bench", lastName: "Test", email: "bench@example.com", phone: "9000000000", studentClass: "nursery" };
const ADMISSION = {
  studentName: "Bench Student",
  parentName: "Bench Parent",
  contactNumber: "9000000000",
  email: "bench@example.com",
  grade: "5th",
  message: "Benchmark",
  schoolId: 3,
};

/** A tour of one school on one day. */
interface TourPlace {
  school: SchoolCode;
  date: string;
}
const keyOf = (place: TourPlace) => `${place.school} ${place.date}`;

const tourBody = (place: TourPlace, n: number) =>
  JSON.stringify({
    school: place.school,
    peopleCount: "2",
    studentClass: "3rd",
    date: place.date,
    parentName: `Bench Parent ${n}`,
    phone: "9000000000",
    email: "bench@example.com",
    language: "en",
  });

export interface FormFigures {
  kind: FormKind;
  /** The contact form beside the others on the same server (not held to the target here: step 5 holds it). */
  reference: boolean;
  path: string;
  plan: string;
  /** The measured run: `perSecond` is its 201 answers per second; the latencies are every answer's. */
  load: LoadFigures;
  answersPerSecond: number;
  /** 201 and 409 answers of every request of the form on this server (warm-up included): each 201 must be a row. */
  created: number;
  refused: number;
  /** The 409s the places allow (one per tour day asked for; none for the other forms). */
  expectedRefused: number;
  /** Answers other than 201 and 409, and errors (autocannon's count them, timeouts included; warm-up included). */
  other: number;
  stored: StoredRequests;
  rowsEqualCreated: boolean;
  cpuMsPerAnswer: BookingPhase["cpuMsPerAnswer"];
  /** Tours: the (school, day)s asked for, their places, and what they hold at the end. */
  days?: { asked: number; places: number; maxHeld: number; overCapacity: number; underFilled: number };
  /** >= 1000 stored/s with p99 < 50 ms (the target holds on PostgreSQL; PGlite's is shown beside it). */
  fast: boolean;
  /** Rows = 201s with their e-mails, the 409s the places allow and no other answer, no tour day over or under. */
  sound: boolean;
}

export interface FormsEngineRun {
  engine: Engine;
  seconds: number;
  serverStartSeconds: number;
  loadAverage: { before: number[]; after: number[] };
  /** The tour calendar as the server answered GET /api/availability: open days from tomorrow, per school. */
  tourDays: { first: string; last: string; perSchool: number; capacity: number };
  forms: FormFigures[];
}

export interface FormsFigures {
  startedAt: string;
  seconds: number;
  connections: number;
  runs: FormsEngineRun[];
  verdicts: { speed: boolean | undefined; integrity: boolean };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const loadAverage = () => loadavg().map((v) => round(v, 2));

/** The open tour days from tomorrow on (today's may close as the run crosses midnight in India), per school, as the form reads them. */
async function tourDays(server: RunningServer): Promise<Map<SchoolCode, string[]>> {
  const days = new Map<SchoolCode, string[]>();
  for (const school of SCHOOL_CODES) {
    const response = await fetch(`${server.url}/api/availability?school=${school}&kind=tour`);
    if (!response.ok) throw new Error(`GET /api/availability for ${school} answered ${response.status}`);
    const open = (await response.json()) as Availability;
    days.set(school, open.days.filter((day) => day.date > open.from && day.state === "open").map((day) => day.date));
  }
  return days;
}

/** Each chosen day of each school asked for capacity + 1 times, in one shuffled order. */
function tourPlan(days: Map<SchoolCode, string[]>, pick: (days: string[]) => string[], random: () => number) {
  const asked = new Map<string, TourPlace>();
  const order: TourPlace[] = [];
  for (const [school, open] of days) {
    for (const date of pick(open)) {
      const place = { school, date };
      asked.set(keyOf(place), place);
      for (let i = 0; i <= DEFAULT_TOUR_CAPACITY; i++) order.push(place);
    }
  }
  return { asked, order: shuffle(order, random) };
}

const statusCount = (codes: Record<string, number>, code: string) => codes[code] ?? 0;
const othersThan = (codes: Record<string, number>, ...expected: string[]) =>
  Object.entries(codes).reduce((sum, [code, count]) => sum + (expected.includes(code) ? 0 : count), 0);

/** One engine: a fresh database and server, the forms, the counts once the server has stopped. */
async function measureEngine(engine: Engine, siteDir: string, tempDir: string, reference: boolean): Promise<FormsEngineRun> {
  const started = performance.now();
  const before = loadAverage();
  const dataDir = join(tempDir, `data-forms-${engine}-${randomBytes(4).toString("hex")}`);
  const database = engine === "postgres" ? await createScratchDatabase() : undefined;
  const unregister = database ? onCleanup(`drop database ${database.name}`, database.drop) : () => {};
  let server: RunningServer | undefined;
  // PostgreSQL: a connection of the benchmark's own to find the server's backends (their CPU time).
  let connection: DatabaseConnection | undefined;
  try {
    server = await startServer({ siteDir, port: FORMS.ports[engine], dataDir, databaseUrl: database?.url });
    const serverStartSeconds = round(server.startMs / 1000);
    if (database) connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    const pid = server.pid;

    type Measured = Omit<FormFigures, "stored" | "rowsEqualCreated" | "days" | "fast" | "sound">;
    const measured: Measured[] = [];
    const plain = [["enrollment", ENROLLMENT], ["admission", ADMISSION]] as [FormKind, object][];
    if (reference) plain.unshift(["contact", CONTACT_BODY]);
    for (const [kind, body] of plain) {
      const cpuBefore = await cpuSnapshot(connection, pid);
      const run = await measureSubmissions(`${server.url}${path(kind)}`, body);
      const answers = run.responses + run.warmUp.responses;
      const cpu = cpuPerAnswer(cpuBefore, await cpuSnapshot(connection, pid), answers);
      const { accepted, warmUp, ...load } = run;
      measured.push({
        kind,
        reference: kind === "contact",
        path: path(kind),
        plan: `one body, ${LOAD.connections} connections, ${LOAD.seconds} s after a ${LOAD.warmUpSeconds} s warm-up`,
        load,
        answersPerSecond: round(run.responses / run.seconds),
        created: accepted,
        refused: statusCount(run.statusCodes, "409") + statusCount(warmUp.statusCodes, "409"),
        expectedRefused: 0,
        other:
          othersThan(run.statusCodes, "201", "409") + othersThan(warmUp.statusCodes, "201", "409") + run.errors + warmUp.errors,
        cpuMsPerAnswer: cpu,
      });
    }

    // Tours: the first open days warm the path up, the others are the measured run.
    const days = await tourDays(server);
    const random = seeded(27);
    const warm = tourPlan(days, (open) => open.slice(0, FORMS.tourWarmUpDays), random);
    const spread = tourPlan(days, (open) => open.slice(FORMS.tourWarmUpDays), random);
    let n = 0;
    const warmLoad = await measurePlannedPosts(`${server.url}${path("tour")}`, warm.order.map((place) => tourBody(place, n++)), FORMS.connections);
    const spreadBodies = spread.order.map((place) => tourBody(place, n++));
    const cpuBefore = await cpuSnapshot(connection, pid);
    const spreadLoad = await measurePlannedPosts(`${server.url}${path("tour")}`, spreadBodies, FORMS.connections);
    const cpu = cpuPerAnswer(cpuBefore, await cpuSnapshot(connection, pid), spreadLoad.responses);
    const perSchool = Math.min(...[...days.values()].map((open) => open.length));
    const allDays = [...days.values()].flat().sort();
    const { requests: _requests, created: _created, answersPerSecond, ...tourLoad } = spreadLoad;
    measured.push({
      kind: "tour",
      reference: false,
      path: path("tour"),
      plan:
        `${spread.asked.size} (school, day)s: the open days from tomorrow after the first ${FORMS.tourWarmUpDays} (their ${warm.order.length} ` +
        `requests warm up, not timed) x 6 schools, each asked capacity + 1 = ${DEFAULT_TOUR_CAPACITY + 1} times, shuffled: ${spread.order.length} requests`,
      load: tourLoad,
      answersPerSecond,
      created: warmLoad.created + spreadLoad.created,
      refused: statusCount(warmLoad.statusCodes, "409") + statusCount(spreadLoad.statusCodes, "409"),
      expectedRefused: warm.asked.size + spread.asked.size,
      other:
        othersThan(warmLoad.statusCodes, "201", "409") +
        othersThan(spreadLoad.statusCodes, "201", "409") +
        warmLoad.errors +
        spreadLoad.errors,
      cpuMsPerAnswer: cpu,
    });

    await connection?.close();
    connection = undefined;
    const code = await server.stop();
    server = undefined;
    if (code !== 0) throw new Error(`the ${engine} server exited ${code} on SIGTERM`);

    const target: CountTarget = database ? { postgresUrl: database.url } : { pgliteDataDir: dataDir };
    const counted = await readDatabase(target, async (db) => ({
      stored: {
        contact: await countStored(db, "contact"),
        enrollment: await countStored(db, "enrollment"),
        admission: await countStored(db, "admission"),
        tour: await countStored(db, "tour"),
      },
      held: new Map(
        (
          await queryRows<{ school: SchoolCode; date: string; held: number }>(
            db,
            sql`select school, date::text as date, count(*)::int as held from tour_requests where booking <> 'cancelled' group by 1, 2`,
          )
        ).map((row) => [keyOf(row), row.held]),
      ),
    }));

    const forms = measured.map((m): FormFigures => {
      const stored = counted.stored[m.kind];
      let tourDaysHeld: FormFigures["days"];
      if (m.kind === "tour") {
        const asked = new Set([...warm.asked.keys(), ...spread.asked.keys()]);
        let maxHeld = 0;
        let overCapacity = 0;
        let underFilled = 0;
        for (const [key, held] of counted.held) {
          maxHeld = Math.max(maxHeld, held);
          // A day the benchmark never asked for holds nothing it may keep.
          if (held > (asked.has(key) ? DEFAULT_TOUR_CAPACITY : 0)) overCapacity += 1;
        }
        for (const key of asked) if ((counted.held.get(key) ?? 0) < DEFAULT_TOUR_CAPACITY) underFilled += 1;
        tourDaysHeld = { asked: asked.size, places: asked.size * DEFAULT_TOUR_CAPACITY, maxHeld, overCapacity, underFilled };
      }
      const rowsEqualCreated = stored.rows === m.created;
      return {
        ...m,
        stored,
        rowsEqualCreated,
        days: tourDaysHeld,
        fast: m.load.perSecond >= 1000 && m.load.latencyMs.p99 < 50,
        sound:
          rowsEqualCreated &&
          stored.withoutMail === 0 &&
          stored.outboxRows === 2 * stored.rows &&
          m.refused === m.expectedRefused &&
          m.other === 0 &&
          (tourDaysHeld === undefined || (tourDaysHeld.overCapacity === 0 && tourDaysHeld.underFilled === 0)),
      };
    });
    return {
      engine,
      seconds: round((performance.now() - started) / 1000),
      serverStartSeconds,
      loadAverage: { before, after: loadAverage() },
      tourDays: { first: allDays[0] ?? "", last: allDays.at(-1) ?? "", perSchool, capacity: DEFAULT_TOUR_CAPACITY },
      forms,
    };
  } finally {
    await connection?.close();
    await server?.stop();
    await database?.drop();
    unregister();
  }
}

/**
 * The step: PGlite, then PostgreSQL (either alone with `engines`). `reference`: the contact
 * form first on each server, to read the others against the machine's moment (npm run
 * bench has just measured it in step 5).
 */
export async function measureForms({
  siteDir,
  tempDir,
  engines = ["pglite", "postgres"],
  reference = false,
}: {
  siteDir: string;
  tempDir: string;
  engines?: readonly Engine[];
  reference?: boolean;
}): Promise<FormsFigures> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const runs: FormsEngineRun[] = [];
  for (const engine of engines) runs.push(await measureEngine(engine, siteDir, tempDir, reference));
  const postgres = runs.find((run) => run.engine === "postgres");
  return {
    startedAt,
    seconds: round((performance.now() - started) / 1000),
    connections: FORMS.connections,
    runs,
    verdicts: {
      speed: postgres ? postgres.forms.every((form) => form.reference || form.fast) : undefined,
      integrity: runs.every((run) => run.forms.every((form) => form.sound)),
    },
  };
}

/** The step's table for the report. */
export function printForms(figures: FormsFigures | undefined): void {
  console.log(
    heading(
      `The other forms (POST /api/book-tours, /api/enrollments, /api/admissions; ${FORMS.connections} connections, a server per engine)`,
    ),
  );
  if (!figures) return void console.log("not measured");
  for (const run of figures.runs) {
    const t = run.tourDays;
    console.log(
      `${run.engine}: ${run.seconds} s (server start ${run.serverStartSeconds} s); load average before ${run.loadAverage.before.join(" ")}, ` +
        `after ${run.loadAverage.after.join(" ")}; tour days from ${t.first} to ${t.last}, ${t.perSchool} a school, ${t.capacity} tours a day`,
    );
  }
  const rows = figures.runs.flatMap((run) =>
    run.forms.map((f) => [
      run.engine,
      f.reference ? `${f.path} (reference)` : f.path,
      f.load.responses,
      f.load.perSecond,
      f.answersPerSecond,
      f.load.latencyMs.p50,
      f.load.latencyMs.p90,
      f.load.latencyMs.p99,
      f.load.latencyMs.max,
      f.load.seconds,
      `${f.cpuMsPerAnswer.server ?? "?"}+${f.cpuMsPerAnswer.database ?? "-"}`,
      f.created,
      f.refused,
      f.other,
      f.stored.rows,
      f.rowsEqualCreated ? "yes" : "NO",
      f.stored.outboxRows,
      f.stored.withoutMail,
      f.days ? `${f.days.maxHeld}/${run.tourDays.capacity}` : "-",
      f.days ? `${f.days.overCapacity}/${f.days.underFilled}` : "-",
      pass(f.fast),
      pass(f.sound),
    ]),
  );
  console.log(
    table(
      [
        "engine",
        "form",
        "answers",
        "stored/s",
        "answers/s",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "max ms",
        "s",
        "CPU ms/answer server+db",
        "201*",
        "409*",
        "other*",
        "rows",
        "= 201",
        "outbox rows",
        "without e-mails",
        "max held/cap.",
        "over/not filled",
        ">=1000/s p99<50",
        "integrity",
      ],
      rows,
    ),
  );
  for (const f of figures.runs[0]?.forms ?? []) console.log(`  ${f.path}: ${f.plan}`);
  console.log(
    "answers, stored/s, answers/s, latencies (every answer, 201 and 409), s: the measured run; * every request of the form on " +
      "that server, warm-up included; CPU: the server's process (with PGlite in it) and PostgreSQL's backends of its database, " +
      "per answer; a tour day asked for 6 times holds 5 and refuses 1",
  );
  console.log(`${FORMS_TARGETS.speed}: ${pass(figures.verdicts.speed)}`);
  console.log(`${FORMS_TARGETS.integrity}: ${pass(figures.verdicts.integrity)}`);
}

// ---------------------------------------------------------------- on its own

/** `npm run bench:forms [-- --no-build] [-- --engine pglite|postgres]`: builds (unless told not to), measures, prints, keeps the figures. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const engineArg = args.indexOf("--engine");
  const engine = engineArg >= 0 ? args[engineArg + 1] : undefined;
  if (engine !== undefined && engine !== "pglite" && engine !== "postgres") throw new Error("--engine takes pglite or postgres");
  const { siteDir, tempDir } = await siteForStepAlone("forms", args);
  const figures = await measureForms({ siteDir, tempDir, engines: engine ? [engine] : undefined, reference: true });
  printForms(figures);
  // One engine alone is printed only: bench/results.json keeps the step's figures whole.
  if (!engine) keepFigures("forms", figures);
}

runAsProgram(import.meta.url, main);
