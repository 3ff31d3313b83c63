// Load generation (autocannon, and an evenly paced sender of our own): requests per second of a GET, and accepted
// submissions per second of a POST, each after a short warm-up; and a planned list of
// POST bodies, each sent once (the bookings: each its own place, a visit its own challenge).
import http from "node:http";
import autocannon from "autocannon";

export const LOAD = { connections: 50, seconds: 10, warmUpSeconds: 2 } as const;

/** The contact form's body of the submission figures (step 5, and the reference beside the other forms and the bookings). */
export const CONTACT_BODY = {
  firstName: "Bench",
  lastName: "Test",
  email: "bench@example.com",
  phone: "9000000000",
  school: "queens",
  message: "Benchmark",
};

/**
 * How long a POST's answer is waited for (s). Autocannon's default, 10 s, counts a slower
 * answer as an error while the server goes on and stores the request: on a busy machine
 * PGlite's enrollments once took up to 9.6 s, and 5 rows outnumbered the 201 answers.
 * Waited for, a slow answer is counted, and shows in the latencies.
 */
const POST_ANSWER_TIMEOUT_SECONDS = 120;

export interface LoadFigures {
  url: string;
  method: string;
  seconds: number;
  connections: number;
  /** Requests (GET) or 201 answers (POST) per second. */
  perSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  responses: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
}

interface Run {
  result: autocannon.Result;
  responses: number;
  elapsedMs: number;
}

/**
 * One autocannon run that ends cleanly: after `seconds`, every connection stops sending
 * and is closed only once the answer to its request in flight has arrived. (Autocannon's
 * own `duration` closes connections with requests in flight, whose answers are then never
 * counted although the server handles them; for submissions that would make the stored
 * rows outnumber the 201 answers.)
 */
function drainedRun(options: autocannon.Options, seconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const clients: autocannon.Client[] = [];
    const started = performance.now();
    let lastResponse = started;
    let responses = 0;
    const instance = autocannon(
      { ...options, duration: seconds + 30, setupClient: (client) => void clients.push(client) },
      (error, result) => {
        clearTimeout(drain);
        if (error) reject(error);
        else resolve({ result, responses, elapsedMs: lastResponse - started });
      },
    );
    instance.on("response", () => {
      responses += 1;
      lastResponse = performance.now();
    });
    const drain = setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    }, seconds * 1000);
  });
}

function figures(options: autocannon.Options, run: Run, perSecond: number): LoadFigures {
  const { result } = run;
  return {
    url: options.url,
    method: options.method ?? "GET",
    seconds: Math.round(run.elapsedMs / 10) / 100,
    connections: options.connections ?? 10,
    perSecond: Math.round(perSecond * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    responses: run.responses,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: run.responses > 0 ? Math.round(result.throughput.total / run.responses) : 0,
  };
}

/** GET requests per second over 10 s with 50 connections, after a 2 s warm-up. */
export async function measureGet(url: string): Promise<LoadFigures> {
  const options: autocannon.Options = { url, connections: LOAD.connections };
  await drainedRun(options, LOAD.warmUpSeconds);
  const run = await drainedRun(options, LOAD.seconds);
  return figures(options, run, (run.responses * 1000) / run.elapsedMs);
}

export interface SubmissionFigures extends LoadFigures {
  /** 201 answers of the warm-up and the measured run together: each must be a stored row. */
  accepted: number;
  warmUp: { responses: number; statusCodes: Record<string, number>; errors: number };
}

/** Accepted JSON POSTs per second over 10 s with 50 connections, after a 2 s warm-up. */
export async function measureSubmissions(url: string, body: unknown): Promise<SubmissionFigures> {
  const options: autocannon.Options = {
    url,
    method: "POST",
    connections: LOAD.connections,
    timeout: POST_ANSWER_TIMEOUT_SECONDS,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  const warmUp = figures(options, await drainedRun(options, LOAD.warmUpSeconds), 0);
  const run = await drainedRun(options, LOAD.seconds);
  const created = run.result.statusCodeStats["201"]?.count ?? 0;
  return {
    ...figures(options, run, (created * 1000) / run.elapsedMs),
    accepted: created + (warmUp.statusCodes["201"] ?? 0),
    warmUp: { responses: warmUp.responses, statusCodes: warmUp.statusCodes, errors: warmUp.errors },
  };
}

export interface PlannedPostFigures extends LoadFigures {
  /** Bodies sent (each once). */
  requests: number;
  /** 201 answers. */
  created: number;
  /** Answers of any status per second. */
  answersPerSecond: number;
}

/**
 * Sends each of `bodies` once, in order, as a JSON POST over `connections` kept-alive
 * connections, and ends when every one is answered (no duration: nothing is left in
 * flight, so every 201 is counted). `perSecond` is 201 answers per second, from the first
 * request to the last answer; the latencies are those of every answer, whatever its status.
 * With `perSecond` given, the requests are paced (measurePacedPosts); without, as fast as answered.
 */
export async function measurePlannedPosts(
  url: string,
  bodies: readonly string[],
  connections: number = LOAD.connections,
  { perSecond }: { perSecond?: number } = {},
): Promise<PlannedPostFigures> {
  if (perSecond) return measurePacedPosts(url, bodies, connections, perSecond);
  let next = 0;
  const options: autocannon.Options = {
    url,
    method: "POST",
    connections: Math.min(connections, bodies.length),
    timeout: POST_ANSWER_TIMEOUT_SECONDS,
    amount: bodies.length,
    headers: { "content-type": "application/json" },
    // Called once per request sent, each connection's first one included.
    requests: [{ method: "POST", setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  };
  const run = await new Promise<Run>((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    let responses = 0;
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, responses, elapsedMs: lastResponse - started });
    });
    instance.on("response", () => {
      responses += 1;
      lastResponse = performance.now();
    });
  });
  const created = run.result.statusCodeStats["201"]?.count ?? 0;
  return {
    ...figures(options, run, (created * 1000) / run.elapsedMs),
    requests: next,
    created,
    answersPerSecond: Math.round(((run.responses * 1000) / run.elapsedMs) * 10) / 10,
  };
}

/** What an evenly paced run saw: each answer's latency from its planned time, and its status. */
export interface PacedRun {
  latencies: number[];
  statusCodes: Record<string, number>;
  errors: number;
  bytes: number;
  /** From the first planned request to the last answer. */
  elapsedMs: number;
}

/**
 * Sends `count` requests at `perSecond` a second, evenly: the i-th when its time comes
 * (start + i / perSecond), over at most `connections` kept-alive connections (one waiting
 * for a free connection waits in the count). Each latency runs from the request's planned
 * time to its whole answer, so a slow server cannot hide its queue by delaying the sending.
 * (Autocannon's `overallRate` is a quota per connection and second: each second began with
 * every connection sending its share back to back, a burst as fast as answered, not a rate.)
 */
export async function pacedRequests(
  url: string,
  { count, perSecond, connections, method = "GET", bodyOf, headers = {} }: { count: number; perSecond: number; connections: number; method?: string; bodyOf?: (i: number) => string; headers?: Record<string, string> },
): Promise<PacedRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const run: PacedRun = { latencies: [], statusCodes: {}, errors: 0, bytes: 0, elapsedMs: 0 };
  let lastResponse = 0;
  const send = (i: number, planned: number) =>
    new Promise<void>((resolve) => {
      const body = bodyOf?.(i);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          response.on("data", (chunk: Buffer) => (run.bytes += chunk.length));
          response.on("end", () => {
            lastResponse = performance.now();
            run.latencies.push(lastResponse - planned);
            const code = String(response.statusCode);
            run.statusCodes[code] = (run.statusCodes[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.setTimeout(POST_ANSWER_TIMEOUT_SECONDS * 1000, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        run.errors += 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  const interval = 1000 / perSecond;
  const answers: Promise<void>[] = [];
  while (answers.length < count) {
    const due = Math.min(count, Math.floor((performance.now() - started) / interval) + 1);
    while (answers.length < due) answers.push(send(answers.length, started + answers.length * interval));
    if (answers.length < count) await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + answers.length * interval - performance.now())));
  }
  await Promise.all(answers);
  agent.destroy();
  run.elapsedMs = lastResponse - started;
  return run;
}

/** A percentile of latencies (ms, one decimal): the first value whose share of the sorted values reaches `fraction`. */
export function percentileMs(latencies: readonly number[], fraction: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round((sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0) * 10) / 10;
}

/** The planned bodies POSTed evenly at `perSecond` (pacedRequests), as the bookings' paced phase reports them. */
export async function measurePacedPosts(url: string, bodies: readonly string[], connections: number, perSecond: number): Promise<PlannedPostFigures> {
  const run = await pacedRequests(url, { count: bodies.length, perSecond, connections, method: "POST", bodyOf: (i) => bodies[i]!, headers: { "content-type": "application/json" } });
  const { latencies, statusCodes, elapsedMs } = run;
  const created = statusCodes["201"] ?? 0;
  return {
    url,
    method: "POST",
    seconds: Math.round(elapsedMs / 10) / 100,
    connections,
    perSecond: Math.round(((created * 1000) / elapsedMs) * 10) / 10,
    latencyMs: { p50: percentileMs(latencies, 0.5), p90: percentileMs(latencies, 0.9), p99: percentileMs(latencies, 0.99), max: percentileMs(latencies, 1) },
    responses: latencies.length,
    statusCodes,
    errors: run.errors,
    timeouts: 0,
    bytesPerResponse: latencies.length > 0 ? Math.round(run.bytes / latencies.length) : 0,
    requests: bodies.length,
    created,
    answersPerSecond: Math.round(((latencies.length * 1000) / elapsedMs) * 10) / 10,
  };
}

/** A small seeded generator (mulberry32): the same order of planned bodies on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `items` in place with `random`, and returns them. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
