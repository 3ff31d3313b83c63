// `npm run bench:switches`: what each part of the speed machinery gains now. Every switch
// of app/config/speed.ts is measured against its other values: one server per value, all
// from the same build, and Lighthouse (mobile, one audit at a time, a fresh browser each,
// as in `npm run bench`) alternating between them route by route, pair after pair, the
// order reversed every other pair, so that the shared machine's slow and fast moments
// fall on every value alike; traced first visits beside it (style, layout and scripts
// before the first paint, blocking time after it), and for the chunk coalescing the bytes
// a page is sent in. Prints, per route and value, the median and the spread (min–max),
// and the differences pair by pair; writes bench/switches-results.json. Figures only:
// nothing is asserted (bench/README.md).
//
//   npm run bench:switches -- [switch...] [--pairs 5] [--routes /,/te,/te/brochure,/school/1] [--values a,b]
//                             [--measures lighthouse,traces]
//   switches: scripts-after-paint coalesce-chunks (default: all);
//   --values: only these values of the switches (default: every value); --measures: only these
//   of lighthouse, traces, bytes (default: the switch's own).
import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { chromium, type Browser } from "playwright-core";
import { SPEED_VARIABLES } from "../app/config/speed.ts";
import { CHROME_PATH, median, type LighthouseRun } from "./lighthouse.ts";
import {
  onCleanup,
  ROOT,
  runCleanups,
  runCommand,
  snapshotSite,
  startServer,
  stopProcess,
  waitForOtherBuilds,
  type RunningServer,
} from "./processes.ts";
import { heading, table } from "./report.ts";

type Variable = keyof typeof SPEED_VARIABLES;
type Measure = "lighthouse" | "traces" | "bytes";

interface Switch {
  variable: Variable;
  measures: Measure[];
  /** More environment for every server of this comparison. */
  env?: Record<string, string>;
  why: string;
}

const SWITCHES: Record<string, Switch> = {
  "scripts-after-paint": {
    variable: "SPEED_SCRIPTS_AFTER_PAINT",
    measures: ["traces", "lighthouse"],
    why: "LCP and TBT (decision 0006)",
  },
  "coalesce-chunks": {
    variable: "SPEED_COALESCE_CHUNKS",
    measures: ["bytes", "lighthouse"],
    // Pages as rendered: a page-cache hit is sent in one piece whatever the switch.
    env: { PAGE_CACHE_SECONDS: "0" },
    why: "the bytes a rendered page is sent in, and pages per second (page cache off)",
  },
};

const CHROME_PORT = 3412;
const FIRST_SERVER_PORT = 3420;

function options() {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    if (at === -1) return undefined;
    const [given] = args.splice(at, 2).slice(1);
    return given;
  };
  const pairs = Number(value("--pairs") ?? 5);
  const routes = (value("--routes") ?? "/,/te,/te/brochure,/school/1").split(",");
  const only = value("--values")?.split(",");
  const measuresWanted = value("--measures")?.split(",") as Measure[] | undefined;
  const names = args.length > 0 ? args : Object.keys(SWITCHES);
  const unknown = names.filter((name) => !(name in SWITCHES));
  if (unknown.length > 0 || !(pairs >= 1)) {
    throw new Error(`usage: bench:switches [${Object.keys(SWITCHES).join("|")}...] [--pairs N] [--routes /,/te]`);
  }
  return { pairs, routes, names, only, measuresWanted };
}

const values = (variable: Variable, only?: string[]): readonly string[] =>
  SPEED_VARIABLES[variable].filter((value) => !only || only.includes(value));
/** The values in the order of pair `p`: rotated, so that each comes first as often as the others. */
const inOrder = <T>(items: readonly T[], p: number) => items.map((_, i) => items[(i + p) % items.length]!);

// ---------------------------------------------------------------- figures

interface Spread {
  median: number;
  min: number;
  max: number;
  n: number;
}

function spread(numbers: number[]): Spread | undefined {
  if (numbers.length === 0) return undefined;
  return { median: median(numbers)!, min: Math.min(...numbers), max: Math.max(...numbers), n: numbers.length };
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const show = (s: Spread | undefined, digits = 0) =>
  s ? `${round(s.median, digits)} [${round(s.min, digits)}–${round(s.max, digits)}]` : "n/a";

// ---------------------------------------------------------------- Lighthouse

interface LighthouseFigure {
  route: string;
  value: string;
  performance?: Spread;
  tbtMs?: Spread;
  lcpMs?: Spread;
  /** The value's figure minus the first value's, pair by pair. */
  difference?: { performance?: Spread; tbtMs?: Spread; lcpMs?: Spread };
  failed: number;
  errors: string[];
}

async function lighthouse(
  servers: Map<string, RunningServer>,
  routes: string[],
  pairs: number,
  tempDir: string,
): Promise<{ figures: LighthouseFigure[]; benchmarkIndex?: Spread }> {
  const order = [...servers.keys()];
  const jobs: { value: string; route: string; pair: number; url: string }[] = [];
  for (let pair = 0; pair < pairs; pair++)
    for (const route of routes)
      for (const value of inOrder(order, pair)) jobs.push({ value, route, pair, url: servers.get(value)!.url + route });
  const output = join(tempDir, `lighthouse-${Date.now()}.json`);
  console.log(`  ${jobs.length} Lighthouse runs, about ${Math.round((jobs.length * 14) / 60)} min`);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/lighthouse-worker.ts", String(CHROME_PORT), output, ...jobs.map((job) => job.url)],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] },
  );
  const unregister = onCleanup("lighthouse worker", () => stopProcess(child, 5_000));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  unregister();
  if (code !== 0) console.error(`  the Lighthouse worker exited ${code}; keeping the runs it finished`);
  const runs = existsSync(output) ? (JSON.parse(readFileSync(output, "utf8")) as LighthouseRun[]) : [];
  // The worker audits the URLs in order: run i is job i.
  const done = runs.map((run, i) => ({ ...jobs[i]!, run }));

  const pick = {
    performance: (run: LighthouseRun) =>
      typeof run.scores.performance === "number" ? run.scores.performance * 100 : undefined,
    tbtMs: (run: LighthouseRun) => run.tbtMs,
    lcpMs: (run: LighthouseRun) => run.lcpMs,
  };
  const figures: LighthouseFigure[] = [];
  for (const route of routes) {
    for (const value of order) {
      const mine = done.filter((job) => job.route === route && job.value === value);
      const ok = mine.filter((job) => job.run.ok);
      const errors = [...new Set(mine.filter((job) => !job.run.ok).map((job) => job.run.error ?? "unknown error"))];
      const figure: LighthouseFigure = { route, value, failed: mine.length - ok.length, errors };
      for (const [name, of] of Object.entries(pick) as [
        keyof typeof pick,
        (run: LighthouseRun) => number | undefined,
      ][]) {
        figure[name] = spread(ok.map((job) => of(job.run)).filter((n): n is number => typeof n === "number"));
        if (value === order[0]) continue;
        const differences: number[] = [];
        for (const job of ok) {
          const first = done.find(
            (other) => other.route === route && other.pair === job.pair && other.value === order[0],
          );
          const a = first?.run.ok ? of(first.run) : undefined;
          const b = of(job.run);
          if (typeof a === "number" && typeof b === "number") differences.push(b - a);
        }
        (figure.difference ??= {})[name] = spread(differences);
      }
      figures.push(figure);
    }
  }
  const indexes = done.map((job) => job.run.benchmarkIndex).filter((n): n is number => typeof n === "number");
  return { figures, benchmarkIndex: spread(indexes) };
}

// ---------------------------------------------------------------- traces

/** What a traced visit gives, in ms on this host. */
const TRACE_FIGURES = {
  inline: "every inline script evaluated before the first contentful paint",
  layout: "style and layout on the main thread before the first contentful paint",
  blocking:
    "blocking time as Lighthouse's phone would count it: Σ (4 × task − 50 ms) over main-thread tasks after the paint",
  fcp: "the first contentful paint",
};
type Figure = keyof typeof TRACE_FIGURES;

/** Per route and value, median [min–max] over the traced visits. */
interface TraceFigure {
  route: string;
  value: string;
  figures: Record<Figure, Spread | undefined>;
  /** The value's figures minus the first value's, visit pair by visit pair. */
  difference?: Record<Figure, Spread | undefined>;
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** Lighthouse's phone: 4 times slower than this host; a task blocks for what it takes over 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_OVER_MS = 50;

/**
 * First visits (360 × 740, a fresh context each), traced until the page is interactive:
 * what the inline scripts, the layout before the first paint and the tasks after it cost
 * on this host.
 */
async function traces(servers: Map<string, RunningServer>, routes: string[], pairs: number): Promise<TraceFigure[]> {
  const order = [...servers.keys()];
  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const unregister = onCleanup("traces' chromium", () => browser.close());
  type Sample = { route: string; value: string; pair: number } & Record<Figure, number>;
  const samples: Sample[] = [];
  try {
    // Twice the pairs: each visit is short.
    for (let pair = 0; pair < pairs * 2; pair++) {
      for (const route of routes) {
        for (const value of inOrder(order, pair)) {
          const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
          const page = await context.newPage();
          const url = servers.get(value)!.url + route;
          await browser.startTracing(page, {
            categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
          });
          await page.goto(url, { waitUntil: "load" });
          await page.waitForSelector("html[data-hydrated]", { state: "attached" });
          await page.waitForTimeout(500);
          const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
          const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
            .traceEvents;
          await context.close();
          const fcp = events.find((event) => event.name === "firstContentfulPaint");
          if (!fcp) continue; // the trace missed the paint (as Lighthouse's sometimes misses the navigation)
          // The page's main thread: the one that ran its inline scripts.
          const main = events.find((event) => event.name === "EvaluateScript" && event.args?.data?.url === url)?.tid;
          const onMain = events.filter((event) => event.tid === main && event.dur !== undefined);
          const evaluations = onMain.filter(
            (event) => event.name === "EvaluateScript" && event.args?.data?.url === url,
          );
          const ms = (list: TraceEvent[]) => list.reduce((sum, event) => sum + event.dur!, 0) / 1000;
          const beforePaint = (event: TraceEvent) => event.ts < fcp.ts;
          samples.push({
            route,
            value,
            pair,
            inline: ms(evaluations.filter(beforePaint)),
            layout: ms(onMain.filter((event) => /^(Layout|UpdateLayoutTree)$/.test(event.name) && beforePaint(event))),
            blocking: onMain
              .filter((event) => event.name === "RunTask" && event.ts >= fcp.ts)
              .reduce((sum, task) => sum + Math.max(0, (SLOWDOWN * task.dur!) / 1000 - BLOCKING_OVER_MS), 0),
            fcp: paint ?? NaN,
          });
        }
      }
    }
  } finally {
    await browser.close();
    unregister();
  }
  const of = (mine: Sample[], key: Figure) => spread(mine.map((sample) => sample[key]).filter(Number.isFinite));
  const figures = Object.keys(TRACE_FIGURES) as Figure[];
  const each = (figure: (key: Figure) => Spread | undefined) =>
    Object.fromEntries(figures.map((key) => [key, figure(key)])) as Record<Figure, Spread | undefined>;
  return routes.flatMap((route) =>
    order.map((value): TraceFigure => {
      const mine = samples.filter((sample) => sample.route === route && sample.value === value);
      const firsts = samples.filter((sample) => sample.route === route && sample.value === order[0]);
      const difference = (key: Figure) =>
        spread(
          mine
            .map((sample) => sample[key] - (firsts.find((first) => first.pair === sample.pair)?.[key] ?? NaN))
            .filter(Number.isFinite),
        );
      return {
        route,
        value,
        figures: each((key) => of(mine, key)),
        difference: value === order[0] ? undefined : each(difference),
      };
    }),
  );
}

// ---------------------------------------------------------------- bytes

interface BytesFigure {
  route: string;
  value: string;
  gzip: number;
  br: number;
  /** Pieces the compressed page arrived in (each a flush of the compressor). */
  gzipChunks: number;
}

/** The compressed bytes of a rendered page as they come over the wire. */
function wire(url: string, encoding: "gzip" | "br"): Promise<{ bytes: number; chunks: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": encoding, "accept-language": "en" } }, (res) => {
      let bytes = 0;
      let chunks = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        chunks += 1;
      });
      res.on("end", () => resolve({ bytes, chunks }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function bytes(servers: Map<string, RunningServer>, routes: string[]): Promise<BytesFigure[]> {
  const figures: BytesFigure[] = [];
  for (const route of routes) {
    for (const [value, server] of servers) {
      const gzip = await wire(server.url + route, "gzip");
      const br = await wire(server.url + route, "br");
      figures.push({ route, value, gzip: gzip.bytes, br: br.bytes, gzipChunks: gzip.chunks });
    }
  }
  return figures;
}

/** Rendered pages per second, brotli as a browser asks: 10 connections, 5 s, the values in turn. */
async function load(
  servers: Map<string, RunningServer>,
  route: string,
  rounds: number,
): Promise<Record<string, Spread>> {
  const order = [...servers.keys()];
  const perSecond = new Map<string, number[]>(order.map((value) => [value, []]));
  for (let round = 0; round < rounds; round++) {
    for (const value of inOrder(order, round)) {
      const result = await new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          {
            url: servers.get(value)!.url + route,
            connections: 10,
            duration: 5,
            headers: { "accept-encoding": "br", "accept-language": "en" },
          },
          (error, done) => (error ? reject(error) : resolve(done)),
        ),
      );
      perSecond.get(value)!.push(result.requests.average);
    }
  }
  return Object.fromEntries(order.map((value) => [value, spread(perSecond.get(value)!)!]));
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const { pairs, routes, names, only, measuresWanted } = options();
  const tempDir = mkdtempSync(join(tmpdir(), "bench-switches-"));
  onCleanup("remove temporary files", () => rmSync(tempDir, { recursive: true, force: true }));

  console.log("build…");
  await waitForOtherBuilds(180_000);
  const build = await runCommand("npx", ["react-router", "build"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.code !== 0) throw new Error(`react-router build exited ${build.code}:\n${build.output}`);
  const siteDir = snapshotSite(join(tempDir, "site"));

  const results: Record<string, unknown> = { startedAt: new Date().toISOString(), pairs, routes, switches: {} };
  for (const name of names) {
    const { variable, env = {}, why } = SWITCHES[name]!;
    const measures = SWITCHES[name]!.measures.filter((measure) => !measuresWanted || measuresWanted.includes(measure));
    console.log(heading(`${name}: ${variable} = ${values(variable, only).join(" | ")}; ${why}`));
    const servers = new Map<string, RunningServer>();
    let port = FIRST_SERVER_PORT;
    for (const value of values(variable, only)) {
      servers.set(
        value,
        await startServer({
          siteDir,
          port: port++,
          dataDir: join(tempDir, `data-${name}-${value}`),
          env: { ...env, [variable]: value },
        }),
      );
    }
    const figures: Record<string, unknown> = {};
    try {
      if (measures.includes("bytes")) {
        const rows = await bytes(servers, routes);
        figures.bytes = rows;
        console.log(
          table(
            ["route", variable, "gzip bytes", "br bytes", "gzip pieces"],
            rows.map((row) => [row.route, row.value, row.gzip, row.br, row.gzipChunks]),
            2,
          ),
        );
        const rounds = Math.max(3, pairs);
        const rates = await load(servers, routes[0]!, rounds);
        figures.load = rates;
        console.log(
          `\n${routes[0]} rendered, brotli, 10 connections, ${rounds} rounds of 5 s in turn: requests/s median [min–max]`,
        );
        console.log(
          table(
            [variable, "requests/s"],
            Object.entries(rates).map(([value, rate]) => [value, show(rate)]),
          ),
        );
      }
      if (measures.includes("traces")) {
        const rows = await traces(servers, routes, pairs);
        figures.traces = rows;
        const first = values(variable, only)[0];
        console.log(
          `\nTraced first visits (360 px, ${pairs * 2} per value and route, interleaved): median [min–max] ms; Δ = this value − ${first}, visit pair by visit pair`,
        );
        const cell = (figure: TraceFigure, key: Figure) => {
          const digits = key === "blocking" || key === "fcp" ? 0 : 1;
          const own = show(figure.figures[key], digits);
          return figure.difference ? `${own} Δ ${show(figure.difference[key], digits)}` : own;
        };
        const keys = Object.keys(TRACE_FIGURES) as Figure[];
        console.log(
          table(
            ["route", variable, ...keys],
            rows.map((row) => [row.route, row.value, ...keys.map((key) => cell(row, key))]),
            2,
          ),
        );
        for (const [key, meaning] of Object.entries(TRACE_FIGURES)) console.log(`  ${key}: ${meaning}`);
      }
      if (measures.includes("lighthouse")) {
        const { figures: rows, benchmarkIndex } = await lighthouse(servers, routes, pairs, tempDir);
        figures.lighthouse = rows;
        figures.benchmarkIndex = benchmarkIndex;
        const first = values(variable, only)[0];
        console.log(
          `\nLighthouse mobile, ${pairs} interleaved pairs: median [min–max]; Δ = this value − ${first}, pair by pair. CPU index ${show(benchmarkIndex)}`,
        );
        console.log(
          table(
            ["route", variable, "performance", "TBT ms", "LCP ms", "Δ performance", "Δ TBT ms", "Δ LCP ms", "failed"],
            rows.map((row) => [
              row.route,
              row.value,
              show(row.performance),
              show(row.tbtMs),
              show(row.lcpMs),
              row.difference ? show(row.difference.performance) : "",
              row.difference ? show(row.difference.tbtMs) : "",
              row.difference ? show(row.difference.lcpMs) : "",
              row.failed,
            ]),
            2,
          ),
        );
        for (const row of rows.filter((row) => row.errors.length > 0))
          console.log(`  ${row.route} ${row.value}: ${row.errors.join("; ")}`);
      }
    } finally {
      for (const server of servers.values()) await server.stop();
    }
    (results.switches as Record<string, unknown>)[name] = { variable, values: values(variable, only), ...figures };
    writeFileSync(join(ROOT, "bench", "switches-results.json"), JSON.stringify(results, null, 2) + "\n");
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(runCleanups);
