// The office's inbox at scale (issue 16): a step of `npm run bench`, and on its own
// `npm run bench:inbox`. A fresh PostgreSQL database is filled with 1,000,000 requests
// over the six submission tables and the six schools, the built server is started on it,
// and the staff pages are timed one request at a time: the first inbox page with its
// counts, a search by phone and by e-mail, the overdue list, a CSV export of over 100,000
// rows (first byte, and the server's memory while it streams), then the public POST on
// the full tables. See bench/README.md.
import { readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  CAREER_POSITIONS,
  CAREER_STATUSES,
  ENQUIRY_STATUSES,
  EXPERIENCE_LEVELS,
  PEOPLE_COUNTS,
  SCHOOL_CODES,
  STUDENT_AGES,
  STUDENT_CLASSES,
  TIME_SLOTS,
  VISIT_GRADES,
} from "#app/config/enumerations.ts";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { connectDatabase } from "#database/client.ts";
import { migrateDatabase } from "#database/migrate.ts";
import { seedDatabase } from "#database/seed.ts";
import { createScratchDatabase } from "./databases.ts";
import { measureSubmissions, type SubmissionFigures } from "./load.ts";
import { keepFigures, onCleanup, runAsProgram, startServer, type RunningServer, siteForStepAlone } from "./processes.ts";
import { heading, pass, table } from "./report.ts";

export const INBOX_SCALE = {
  rows: 1_000_000,
  /** Timed requests per measure, one at a time, after the warm-up ones. */
  requests: 200,
  warmUp: 20,
  /** The school whose office is measured (and exports its whole list). */
  school: "maa",
} as const;

export const INBOX_TARGETS = {
  firstPage: "/staff with its counts p95 < 100 ms (group admin and school staff)",
  search: "search by a full phone number or e-mail address p95 < 150 ms",
  overdue: "/staff?overdue=1 p95 < 100 ms",
  insightsAdmin: "/staff/insights over 12 months, group admin: p95 < 300 ms",
  insightsStaff: "/staff/insights over 12 months, school staff: p95 < 200 ms",
  exportFirstByte: "CSV export of >= 100,000 rows: first byte < 1 s",
  exportMemory: "CSV export of >= 100,000 rows: the server's RSS < 200 MB while it streams",
  submissions: "POST /api/contact on the full tables: >= 1000 stored/s, p99 < 50 ms, rows = 201 answers",
};

/** Each table's share of the requests (tours and messages most, career applications least). */
const SHARES = { tour: 0.25, enrollment: 0.15, contact: 0.2, admission: 0.15, visit: 0.15, career: 0.1 } as const;

const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "en-US,en;q=0.9",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

const CONTACT = {
  firstName: "Scale",
  lastName: "Bench",
  email: "scale@example.com",
  phone: "+91 90000 00001",
  school: INBOX_SCALE.school,
  message: "Benchmark on the full tables",
};

// ---------------------------------------------------------------- the data

const FIRST_NAMES = [
  "Lakshmi", "Ravi", "Sita", "Srinivas", "Padma", "Venkatesh", "Anjali", "Suresh", "Kavya", "Mahesh", "Swathi",
  "Ramesh", "Divya", "Naresh", "Sravani", "Kiran", "Bhavani", "Prasad", "Deepika", "Harish", "Madhavi", "Rajesh",
  "Sandhya", "Vijay", "Aruna", "Krishna", "Sirisha", "Anil", "Lavanya", "Sai", "Pavani", "Gopal", "Haritha",
  "Nagaraju", "Mounika", "Sridhar", "Keerthi", "Raghu", "Tejaswi", "Chandra", "Hema", "Arjun", "Priya", "Vamsi",
  "Jyothi", "Mohan", "Radha", "Teja", "Usha", "Yashwanth",
];
const LAST_NAMES = [
  "Rao", "Reddy", "Naidu", "Sharma", "Kumar", "Chowdary", "Varma", "Goud", "Yadav", "Murthy", "Prasad", "Raju",
  "Shetty", "Iyer", "Nair", "Pillai", "Gupta", "Patel", "Khan", "Mohammed", "Devi", "Babu", "Sastry", "Chary",
  "Achari", "Setty", "Kondapalli", "Gajula", "Bommireddy", "Tadepalli", "Vemula", "Pasupuleti", "Kotha",
  "Nallamothu", "Peddi", "Mekala", "Boddu", "Dasari", "Gorantla", "Kancharla",
];
const DOMAINS = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "hotmail.com", "example.org"];
const MESSAGES = [
  "Please call me about admissions for next year.",
  "Is there a school bus from our colony?",
  "What are the fees for the primary classes?",
  "We would like to know about the sports facilities.",
  "Please send the brochure and the admission form.",
];

/** A random element of `values`, in SQL (the values are the project's own constants). */
const pick = (values: readonly string[]) =>
  `(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}])[1 + floor(random() * ${values.length})::int]`;

/**
 * `rows` people: when they wrote (spread over the last 12 months), a name, ten phone
 * digits, a mail domain and a school. OFFSET 0 keeps the planner from copying the
 * random() columns into the outer select (each would then be drawn again per use).
 */
const people = (rows: number) => `(
  select i, now() - random() * interval '365 days' as created_at, random() as r,
    ${pick(FIRST_NAMES)} as first_name, ${pick(LAST_NAMES)} as last_name, ${pick(DOMAINS)} as domain,
    (6 + floor(random() * 4)::int)::text || lpad(floor(random() * 1e9)::bigint::text, 9, '0') as digits,
    ${pick(SCHOOL_CODES)} as school, floor(random() * 1000)::int as s
  from generate_series(1, ${rows}) as i offset 0) as p`;

/**
 * Columns every person gets. Status: most of the last 36 hours' requests still new (so
 * some of them are overdue), a forgotten few of the older ones (overdue for long), the
 * others somewhere along their pipeline. Phones written three ways, one address in four
 * with capitals.
 */
const personColumns = (statuses: readonly string[]) => {
  const moved = statuses.filter((status) => status !== "new");
  // Drawn from the row's own s, not random(), so that the status, the step it reached and its first answer agree.
  const status = `(case when created_at > now() - interval '36 hours' and r < 0.7 then 'new' when r < 0.001 then 'new' else (array[${moved.map((one) => `'${one}'`).join(", ")}])[1 + s % ${moved.length}] end)`;
  return {
  created_at: "created_at",
  status,
  /** The insights' columns (issue 29): a closed request got as far as being contacted; answered 0 to 71 hours after it came; five sources, two campaigns. */
  reached: `case when ${status} = 'closed' then 'contacted' else ${status} end`,
  first_response_at: `case when ${status} <> 'new' then least(now(), created_at + (s % 72) * interval '1 hour' + r * interval '59 minutes') end`,
  source: "(array['direct', 'www.google.com', 'newspaper', 'whatsapp', 'm.facebook.com'])[1 + i % 5]",
  campaign: "case i % 5 when 2 then 'june-2027' when 3 then 'open-day' else '' end",
  language: "case when random() < 0.2 then 'te' else 'en' end",
  phone: `case i % 3 when 0 then '+91 ' || substr(digits, 1, 5) || ' ' || substr(digits, 6) when 1 then '0' || digits else digits end`,
  email: `case when i % 4 = 0 then first_name || '.' || last_name else lower(first_name || '.' || last_name) end || i || '@' || domain`,
  name: "first_name || ' ' || last_name",
  };
};

/** One INSERT ... SELECT per table. */
function fillStatements(total: number): { table: string; rows: number; sql: string }[] {
  const rows = (share: number) => Math.round(total * share);
  const enquiry = personColumns(ENQUIRY_STATUSES);
  const career = personColumns(CAREER_STATUSES);
  const later = (days: number) => `(created_at + (1 + floor(random() * ${days}))::int * interval '1 day')::date`;
  const fills: { table: string; rows: number; columns: Record<string, string> }[] = [
    {
      table: "tour_requests",
      rows: rows(SHARES.tour),
      columns: {
        created_at: enquiry.created_at, status: enquiry.status, language: enquiry.language, school: "school",
        people_count: pick(PEOPLE_COUNTS), student_class: pick(STUDENT_CLASSES), date: later(14),
      },
    },
    {
      table: "enrollment_requests",
      rows: rows(SHARES.enrollment),
      columns: {
        created_at: enquiry.created_at, status: enquiry.status, language: enquiry.language, first_name: "first_name",
        last_name: "last_name", email: enquiry.email, phone: enquiry.phone, student_class: pick(STUDENT_CLASSES),
      },
    },
    {
      table: "contact_messages",
      rows: rows(SHARES.contact),
      columns: {
        created_at: enquiry.created_at, status: enquiry.status, language: enquiry.language, first_name: "first_name",
        last_name: "last_name", email: enquiry.email, phone: enquiry.phone, school: "school", message: pick(MESSAGES),
      },
    },
    {
      table: "admission_applications",
      rows: rows(SHARES.admission),
      columns: {
        created_at: enquiry.created_at, status: enquiry.status, language: enquiry.language,
        school_id: "1 + floor(random() * 6)::int", student_name: `${pick(FIRST_NAMES)} || ' ' || last_name`,
        parent_name: enquiry.name, contact_number: enquiry.phone, email: enquiry.email, grade: pick(STUDENT_CLASSES),
      },
    },
    {
      table: "visit_requests",
      rows: rows(SHARES.visit),
      columns: {
        created_at: enquiry.created_at, status: enquiry.status, language: enquiry.language, parent_name: enquiry.name,
        email: enquiry.email, phone: enquiry.phone, student_name: `${pick(FIRST_NAMES)} || ' ' || last_name`, school: "school",
        student_age: pick(STUDENT_AGES), grade_interested: pick(VISIT_GRADES), preferred_date: later(21),
        preferred_time: pick(TIME_SLOTS), number_of_visitors: pick(PEOPLE_COUNTS),
      },
    },
    {
      table: "career_applications",
      // The rest, so that the six add up to `total`.
      rows: total - Object.entries(SHARES).reduce((sum, [kind, share]) => sum + (kind === "career" ? 0 : rows(share)), 0),
      columns: {
        created_at: career.created_at, status: career.status, language: career.language, first_name: "first_name",
        last_name: "last_name", email: career.email, phone: career.phone, position: pick(CAREER_POSITIONS),
        experience: pick(EXPERIENCE_LEVELS), expected_salary: "(20000 + floor(random() * 60) * 1000)::int::text",
        message: "'I would like to teach at your school.'", available_from: later(90),
      },
    },
  ];
  return fills.map(({ table, rows, columns: own }) => {
    const person = table === "career_applications" ? career : enquiry;
    const columns = { ...own, reached: person.reached, first_response_at: person.first_response_at, source: person.source, campaign: person.campaign };
    return { table, rows, sql: `insert into ${table} (${Object.keys(columns).join(", ")}) select ${Object.values(columns).join(", ")} from ${people(rows)}` };
  });
}

/** The tables with a phone and an e-mail, and their phone column. */
const CONTACT_TABLES = {
  enrollment_requests: "phone",
  contact_messages: "phone",
  admission_applications: "contact_number",
  visit_requests: "phone",
  career_applications: "phone",
} as const;

interface DatabaseFigures {
  rows: number;
  perTable: Record<string, number>;
  newRows: number;
  overdueRows: number;
  fillSeconds: number;
  vacuumAnalyzeSeconds: number;
  sizeMB: number;
}

/** A person to look for: their phone and address as stored. */
interface Sample {
  phone: string;
  email: string;
}

/** A small seeded generator (mulberry32): the same samples on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fills the tables, vacuums and analyses them, and draws people to search for. The tables'
 * own triggers (the mail outbox's, drizzle/0006) are off while they are filled: a year of
 * requests would otherwise leave ~1,750,000 e-mails waiting in the outbox, which is not
 * what this step measures (and not how a year of them would look).
 */
export async function fillDatabase(url: string, total: number): Promise<{ figures: DatabaseFigures; samples: Sample[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const statements = fillStatements(total);
    let started = performance.now();
    await client.query("select setseed(0.16)");
    for (const { table, sql } of statements) {
      await client.query(`alter table ${table} disable trigger user`);
      await client.query(sql);
      await client.query(`alter table ${table} enable trigger user`);
    }
    // The office's figures (decision 0036) counted once from the rows, as the migration does: the fill had the triggers off.
    await client.query("select request_figures_rebuild()");
    const fillSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    for (const { table } of statements) await client.query(`vacuum (analyze) ${table}`);
    for (const table of ["request_day_figures", "request_source_figures", "response_hour_figures", "booking_day_figures"]) await client.query(`vacuum (analyze) ${table}`);
    // A year of requests does not arrive in 20 s: the fill leaves ~1 GB of WAL and dirty
    // pages that a spread checkpoint would otherwise write while the timings below run.
    await client.query("checkpoint");
    const vacuumAnalyzeSeconds = (performance.now() - started) / 1000;

    const counts = await client.query<{ new: number; overdue: number }>(
      `select count(*)::int as new, (count(*) filter (where created_at < now() - interval '24 hours'))::int as overdue from (${statements
        .map(({ table }) => `select created_at from ${table} where status = 'new'`)
        .join(" union all ")}) as n`,
    );
    const size = await client.query<{ bytes: string }>("select pg_database_size(current_database()) as bytes");

    const random = seededRandom(16);
    const samples: Sample[] = [];
    for (const [table, phone] of Object.entries(CONTACT_TABLES)) {
      const rows = statements.find((s) => s.table === table)!.rows;
      const ids = Array.from({ length: 80 }, () => 1 + Math.floor(random() * rows));
      const found = await client.query<Sample>(`select ${phone} as phone, email from ${table} where id = any($1)`, [ids]);
      samples.push(...found.rows);
    }
    // Shuffled, so consecutive searches look in different tables.
    for (let i = samples.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [samples[i], samples[j]] = [samples[j]!, samples[i]!];
    }
    return {
      figures: {
        rows: statements.reduce((sum, s) => sum + s.rows, 0),
        perTable: Object.fromEntries(statements.map((s) => [s.table, s.rows])),
        newRows: counts.rows[0]?.new ?? 0,
        overdueRows: counts.rows[0]?.overdue ?? 0,
        fillSeconds: round(fillSeconds, 1),
        vacuumAnalyzeSeconds: round(vacuumAnalyzeSeconds, 1),
        sizeMB: round(Number(size.rows[0]?.bytes ?? 0) / 2 ** 20, 0),
      },
      samples,
    };
  } finally {
    await client.end();
  }
}

/** The same number as another person would type it (never as stored): +91, a leading 0, spaces or dashes. */
function otherPhoneFormat(stored: string, turn: number): string {
  const digits = stored.replace(/\D/g, "").slice(-10);
  const formats = [
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    `0${digits.slice(0, 5)}-${digits.slice(5)}`,
    `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    `+91${digits}`,
    digits,
  ].filter((format) => format !== stored);
  return formats[turn % formats.length]!;
}

/** The address in another case than stored. */
function otherEmailCase(stored: string): string {
  const upper = stored.toUpperCase();
  return upper !== stored ? upper : stored.toLowerCase();
}

// ---------------------------------------------------------------- timing

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN);
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: round(sorted.at(-1) ?? NaN),
    mean: round(values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)),
  };
}

export interface SeriesFigures {
  path: string;
  as: "admin" | "staff";
  requests: number;
  /** Answers other than 200 among the timed requests. */
  failed: number;
  /** Timed answers that showed what was asked for (searches: the row looked for). */
  found: number;
  kibPerAnswer: number;
  latencyMs: Latency;
}

interface Probe {
  path: string;
  /** What the page must show (a search: the stored phone or address). */
  expect?: string;
}

/** `warmUp` then `count` GETs one after another; each timed from the request to the last byte of the answer. */
async function timeSeries(
  baseUrl: string,
  cookie: string,
  as: "admin" | "staff",
  probe: (turn: number) => Probe,
  count = INBOX_SCALE.requests,
): Promise<SeriesFigures> {
  const times: number[] = [];
  let failed = 0;
  let found = 0;
  let bytes = 0;
  for (let turn = -INBOX_SCALE.warmUp; turn < count; turn++) {
    const { path, expect } = probe(turn);
    const started = performance.now();
    const response = await fetch(baseUrl + path, { headers: { ...BROWSER_HEADERS, Cookie: cookie }, redirect: "manual" });
    const body = await response.text();
    const ms = performance.now() - started;
    if (turn < 0) continue;
    times.push(ms);
    bytes += body.length;
    if (response.status !== 200) failed += 1;
    else if (!expect || body.includes(escapeHtml(expect))) found += 1;
  }
  return {
    path: probe(0).path.replace(/\?q=.*/, "?q=…"),
    as,
    requests: count,
    failed,
    found,
    kibPerAnswer: round(bytes / count / 1024),
    latencyMs: latency(times),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The server's process: `node build/server/index.js` started in `siteDir` with PORT=`port`. */
function serverPid(siteDir: string, port: number): number {
  const dir = realpathSync(siteDir);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== dir) continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("build/server/index.js")) continue;
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  throw new Error(`no server process on port ${port} in ${siteDir}`);
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the highest since start). */
function memoryMB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? round(Number(match[1]) / 1024) : NaN;
}

export interface ExportFigures {
  path: string;
  as: "staff";
  status: number;
  encoding: string | null;
  rows: number;
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  /** Decompressed CSV. */
  megabytes: number;
  rssMB: { before: number; peak: number; after: number; samples: number; highWaterSinceStart: number };
}

/** Downloads the export as a browser would, sampling the server's resident memory every ~50 ms. */
async function timeExport(baseUrl: string, cookie: string, pid: number): Promise<ExportFigures> {
  const path = "/staff/export.csv";
  const before = memoryMB(pid, "VmRSS");
  let peak = before;
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    peak = Math.max(peak, memoryMB(pid, "VmRSS"));
  }, 50);
  try {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { headers: { ...BROWSER_HEADERS, Accept: "text/csv,*/*", Cookie: cookie } });
    const headersMs = performance.now() - started;
    let firstByteMs = NaN;
    let lines = 0;
    let bytes = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      for (let i = 0; i < value.length; i++) if (value[i] === 10) lines += 1;
    }
    const totalMs = performance.now() - started;
    return {
      path,
      as: "staff",
      status: response.status,
      encoding: response.headers.get("content-encoding"),
      rows: Math.max(0, lines - 1), // the header line
      headersMs: round(headersMs),
      firstByteMs: round(firstByteMs),
      totalMs: round(totalMs, 0),
      megabytes: round(bytes / 2 ** 20),
      rssMB: { before, peak, after: memoryMB(pid, "VmRSS"), samples, highWaterSinceStart: memoryMB(pid, "VmHWM") },
    };
  } finally {
    clearInterval(sampler);
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...BROWSER_HEADERS, "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status < 300 || response.status >= 400 || !cookie) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return cookie;
}

// ---------------------------------------------------------------- the step

export interface InboxScaleFigures {
  startedAt: string;
  seconds: number;
  measuredAs: string;
  /** The machine's load averages (1, 5, 15 minutes) before and after the step. */
  load: { before: number[]; after: number[] };
  database: DatabaseFigures;
  series: Record<string, SeriesFigures>;
  export: ExportFigures;
  /** The server's resident memory after the export and the timed pages. */
  rssAfterPagesMB: number;
  submissions: SubmissionFigures & { rows: number; rowsEqualAccepted: boolean };
  verdicts: Record<string, boolean>;
}

/**
 * The whole step on a copy of the site made by snapshotSite: a database of its own
 * (dropped at the end), a server on `port` (stopped at the end).
 */
export async function measureInboxScale({
  siteDir,
  tempDir,
  port,
  rows = INBOX_SCALE.rows,
  log = console.log,
}: {
  siteDir: string;
  tempDir: string;
  port: number;
  rows?: number;
  log?: (line: string) => void;
}): Promise<InboxScaleFigures> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((v) => round(v, 2));
  const database = await createScratchDatabase();
  const unregister = onCleanup(`drop database ${database.name}`, database.drop);
  let server: RunningServer | undefined;
  try {
    // The schema as the server would make it, then the rows.
    const connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    const password = `inbox-scale-${Math.random().toString(36).slice(2)}`;
    const accounts = { admin: "scale-admin@example.org", staff: `scale-${INBOX_SCALE.school}@example.org` };
    try {
      await migrateDatabase(connection, join(siteDir, "drizzle"));
      await seedDatabase(connection.db);
      for (const added of [
        await addAccount(connection.db, { email: accounts.admin, role: "admin", password }),
        await addAccount(connection.db, { email: accounts.staff, role: "staff", schoolCode: INBOX_SCALE.school, password }),
      ])
        if (!added.ok) throw new Error(`could not add a staff account: ${added.problem}`);
    } finally {
      await connection.close();
    }
    log(`  filling ${rows.toLocaleString("en")} requests…`);
    const { figures: databaseFigures, samples } = await fillDatabase(database.url, rows);
    log(
      `  filled in ${databaseFigures.fillSeconds} s, vacuum and analyze ${databaseFigures.vacuumAnalyzeSeconds} s ` +
        `(${databaseFigures.sizeMB} MB; ${databaseFigures.newRows} new, ${databaseFigures.overdueRows} of them overdue)`,
    );

    server = await startServer({ siteDir, port, dataDir: join(tempDir, "data-inbox"), databaseUrl: database.url });
    const pid = serverPid(siteDir, port);
    const cookies = {
      admin: await signIn(server.url, accounts.admin, password),
      staff: await signIn(server.url, accounts.staff, password),
    };
    // The export first, on the server as it is after start: its memory is the export's,
    // not what the thousand pages below leave in the heap.
    const exported = await timeExport(server.url, cookies.staff, pid);
    log(`  export: ${exported.rows} rows, first byte ${exported.firstByteMs} ms, peak RSS ${exported.rssMB.peak} MB`);
    const sample = (turn: number) => samples[(turn + samples.length) % samples.length]!;
    const series: Record<string, SeriesFigures> = {};
    const measure = async (name: string, as: "admin" | "staff", probe: (turn: number) => Probe) => {
      series[name] = await timeSeries(server!.url, cookies[as], as, probe);
      log(`  ${name}: p95 ${series[name].latencyMs.p95} ms`);
    };
    await measure("first page, group admin", "admin", () => ({ path: "/staff" }));
    await measure("first page, school staff", "staff", () => ({ path: "/staff" }));
    await measure("search by phone, group admin", "admin", (turn) => {
      const { phone } = sample(turn);
      return { path: `/staff?q=${encodeURIComponent(otherPhoneFormat(phone, turn))}`, expect: phone };
    });
    await measure("search by e-mail, group admin", "admin", (turn) => {
      const { email } = sample(turn + 7);
      return { path: `/staff?q=${encodeURIComponent(otherEmailCase(email))}`, expect: email };
    });
    await measure("overdue only, group admin", "admin", () => ({ path: "/staff?overdue=1" }));
    await measure("overdue only, school staff", "staff", () => ({ path: "/staff?overdue=1" }));
    await measure("insights 12 months, group admin", "admin", () => ({ path: "/staff/insights?period=12m" }));
    await measure("insights 12 months, school staff", "staff", () => ({ path: "/staff/insights?period=12m" }));
    const rssAfterPagesMB = memoryMB(pid, "VmRSS");

    const before = await countRows(database.url);
    const posted = await measureSubmissions(`${server.url}/api/contact`, CONTACT);
    const code = await server.stop();
    server = undefined;
    if (code !== 0) throw new Error(`the server exited ${code} on SIGTERM`);
    const stored = (await countRows(database.url)) - before;
    log(`  POST on the full tables: ${posted.perSecond}/s, p99 ${posted.latencyMs.p99} ms`);

    const figures: Omit<InboxScaleFigures, "verdicts"> = {
      startedAt,
      seconds: round((performance.now() - started) / 1000),
      measuredAs:
        "client time on 127.0.0.1 from sending the request to the last byte of the answer (the export: to its first " +
        `byte), one request at a time after ${INBOX_SCALE.warmUp} warm-up requests, Accept-Encoding as Chrome sends it`,
      load: { before: loadBefore, after: loadavg().map((v) => round(v, 2)) },
      database: databaseFigures,
      series,
      export: exported,
      rssAfterPagesMB,
      submissions: { ...posted, rows: stored, rowsEqualAccepted: stored === posted.accepted },
    };
    return { ...figures, verdicts: inboxVerdicts(figures) };
  } finally {
    await server?.stop();
    await database.drop();
    unregister();
  }
}

async function countRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>("select count(*)::int as n from contact_messages");
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function inboxVerdicts({ series, export: exported, submissions }: Omit<InboxScaleFigures, "verdicts">): Record<string, boolean> {
  const within = (names: string[], ms: number) =>
    names.every((name) => {
      const s = series[name];
      return s !== undefined && s.failed === 0 && s.found === s.requests && s.latencyMs.p95 < ms;
    });
  return {
    firstPage: within(["first page, group admin", "first page, school staff"], 100),
    search: within(["search by phone, group admin", "search by e-mail, group admin"], 150),
    overdue: within(["overdue only, group admin", "overdue only, school staff"], 100),
    insightsAdmin: within(["insights 12 months, group admin"], 300),
    insightsStaff: within(["insights 12 months, school staff"], 200),
    exportFirstByte: exported.status === 200 && exported.rows >= 100_000 && exported.firstByteMs < 1000,
    exportMemory: exported.status === 200 && exported.rows >= 100_000 && exported.rssMB.peak < 200,
    submissions: submissions.perSecond >= 1000 && submissions.latencyMs.p99 < 50 && submissions.rowsEqualAccepted,
  };
}

/** The step's tables for the report. */
export function printInboxScale(figures: InboxScaleFigures | undefined): void {
  const rows = figures?.database.rows ?? INBOX_SCALE.rows;
  console.log(heading(`Inbox at scale (PostgreSQL, ${rows.toLocaleString("en")} requests, built server)`));
  if (!figures) {
    console.log("not measured");
    return;
  }
  const { database: d, series, export: e, submissions: s, verdicts: v, load } = figures;
  console.log(
    `${d.rows.toLocaleString("en")} rows (${Object.entries(d.perTable).map(([t, n]) => `${t} ${n}`).join(", ")}), ` +
      `${d.newRows} new of which ${d.overdueRows} overdue, ${d.sizeMB} MB; filled in ${d.fillSeconds} s, ` +
      `vacuum + analyze ${d.vacuumAnalyzeSeconds} s; step ${figures.seconds} s; load average before ` +
      `${load.before.join(" ")}, after ${load.after.join(" ")}`,
  );
  console.log(`times: ${figures.measuredAs}`);
  console.log(
    table(
      ["measure", "path", "requests", "non-200", "found", "KiB", "p50 ms", "p95 ms", "p99 ms", "max ms"],
      Object.entries(series).map(([name, r]) => [
        name,
        r.path,
        r.requests,
        r.failed,
        r.found,
        r.kibPerAnswer,
        r.latencyMs.p50,
        r.latencyMs.p95,
        r.latencyMs.p99,
        r.latencyMs.max,
      ]),
      2,
    ),
  );
  console.log(
    `first page p95 < 100 ms: ${pass(v.firstPage)};  search p95 < 150 ms: ${pass(v.search)};  overdue p95 < 100 ms: ${pass(v.overdue)}`,
  );
  console.log(
    `export ${e.path} as ${INBOX_SCALE.school}'s office: ${e.status}, ${e.rows.toLocaleString("en")} rows, ${e.megabytes} MB ` +
      `(sent ${e.encoding ?? "uncompressed"}); headers ${e.headersMs} ms, first byte ${e.firstByteMs} ms, all ${e.totalMs} ms; ` +
      `server RSS ${e.rssMB.before} MB before, peak ${e.rssMB.peak} MB while streaming (${e.rssMB.samples} samples), ` +
      `${e.rssMB.after} MB after; ${figures.rssAfterPagesMB} MB after the ${Object.keys(series).length} series of pages`,
  );
  console.log(
    `export of >= 100,000 rows: first byte < 1 s: ${pass(v.exportFirstByte)};  server RSS < 200 MB while it streams: ${pass(v.exportMemory)}`,
  );
  console.log(
    `POST /api/contact on the full tables: ${s.perSecond}/s, p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, ` +
      `${s.accepted} 201 answers, ${s.rows} rows stored: ${pass(v.submissions)}`,
  );
}

// ---------------------------------------------------------------- on its own

/** `npm run bench:inbox [-- --rows N] [-- --no-build]`: builds (unless told not to), measures, prints, and keeps the figures in bench/results.json. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rowsArg = args.indexOf("--rows");
  const rows = rowsArg >= 0 ? Number(args[rowsArg + 1]) : INBOX_SCALE.rows;
  const { siteDir, tempDir } = await siteForStepAlone("inbox", args);
  const figures = await measureInboxScale({ siteDir, tempDir, port: 3403, rows });
  printInboxScale(figures);
  if (rows === INBOX_SCALE.rows) keepFigures("inboxScale", figures);
}

runAsProgram(import.meta.url, main);
