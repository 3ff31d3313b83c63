// Lighthouse (mobile, the default form factor) on every route, median of 3 runs. Runs
// are spread over a few worker processes (bench/lighthouse-worker.ts), each with its
// own chromium, so the whole benchmark stays under 10 minutes.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { onCleanup, ROOT, stopProcess } from "./processes.ts";

export const CHROME_PATH = "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  url: string;
  ok: boolean;
  error?: string;
  scores: Partial<Record<Category, number | null>>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Lighthouse's measure of the host CPU (DevTools calibrates a Pixel 5 as 1000; Lighthouse warns of a slow host below 1000). */
  benchmarkIndex?: number;
  /** Audits that lost points, per category: what to fix. */
  failing?: Record<string, string[]>;
  warnings?: string[];
  ms: number;
}

export interface LighthouseMedian {
  path: string;
  runs: number;
  failedRuns: number;
  errors: string[];
  /** Median category scores, 0–100. */
  scores: Partial<Record<Category, number>>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  benchmarkIndex?: number;
  /** Audits that lost points in most runs, per category. */
  failing: Record<string, string[]>;
}

export interface LighthouseFigures {
  available: boolean;
  reason?: string;
  runsPerRoute: number;
  workers: number;
  ms: number;
  routes: LighthouseMedian[];
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  options: { runs: number; ports: number[]; tempDir: string; timeLimitMs: number },
): Promise<LighthouseFigures> {
  const started = performance.now();
  const base = { runsPerRoute: options.runs, workers: options.ports.length, routes: [] };
  if (!existsSync(CHROME_PATH)) {
    return { ...base, available: false, reason: `no chromium at ${CHROME_PATH}`, ms: 0 };
  }

  // Round after round over all routes, dealt out to the workers in turn, so the runs of
  // one route happen at different moments (the machine is shared and noisy).
  const jobs: string[] = [];
  for (let round = 0; round < options.runs; round++) for (const path of paths) jobs.push(baseUrl + path);
  const deadline = started + options.timeLimitMs;
  const problems: string[] = [];
  const runs = await runWorkers(jobs, options.ports, join(options.tempDir, "lighthouse"), deadline, problems);

  // A run that failed (Lighthouse sometimes loses the trace: NO_NAVSTART) is tried once
  // more, time permitting, so the medians stay medians of 3.
  const retries = jobs.filter((url, i) => {
    const wanted = jobs.slice(0, i + 1).filter((u) => u === url).length;
    return runs.filter((run) => run.ok && run.url === url).length < wanted;
  });
  const perRunMs = (performance.now() - started) / Math.max(1, jobs.length / options.ports.length);
  if (
    retries.length > 0 &&
    performance.now() + perRunMs * Math.ceil(retries.length / options.ports.length) * 1.5 < deadline
  ) {
    runs.push(
      ...(await runWorkers(retries, options.ports, join(options.tempDir, "lighthouse-retry"), deadline, problems)),
    );
  }

  const routes = paths.map((path): LighthouseMedian => {
    const mine = runs.filter((run) => run.url === baseUrl + path);
    const ok = mine.filter((run) => run.ok);
    const values = (pick: (run: LighthouseRun) => number | null | undefined) =>
      ok.map(pick).filter((v): v is number => typeof v === "number");
    const scores: Partial<Record<Category, number>> = {};
    for (const id of CATEGORIES) {
      const m = median(values((run) => run.scores[id]));
      if (m !== undefined) scores[id] = Math.round(m * 100);
    }
    const failing: Record<string, string[]> = {};
    for (const id of CATEGORIES) {
      const counts = new Map<string, number>();
      for (const run of ok)
        for (const audit of run.failing?.[id] ?? []) counts.set(audit, (counts.get(audit) ?? 0) + 1);
      const most = [...counts].filter(([, n]) => n * 2 > ok.length).map(([audit]) => audit);
      if (most.length > 0) failing[id] = most;
    }
    return {
      path,
      runs: ok.length,
      failedRuns: mine.length - ok.length,
      errors: [...new Set(mine.filter((run) => !run.ok).map((run) => run.error ?? "unknown error"))],
      scores,
      lcpMs: median(values((run) => run.lcpMs)),
      tbtMs: median(values((run) => run.tbtMs)),
      cls: median(values((run) => run.cls)),
      benchmarkIndex: median(values((run) => run.benchmarkIndex)),
      failing,
    };
  });

  const ms = performance.now() - started;
  const missing = routes.filter((route) => route.runs < options.runs).map((route) => `${route.path} (${route.runs})`);
  if (missing.length > 0) problems.push(`fewer than ${options.runs} successful runs: ${missing.join(", ")}`);
  if (runs.filter((run) => run.ok).length === 0) {
    const errors = [...new Set(runs.map((run) => run.error))].join("; ");
    return {
      ...base,
      available: false,
      reason: [errors, ...problems].filter(Boolean).join("; ") || "no run finished",
      ms,
      routes,
    };
  }
  return { ...base, available: true, reason: problems.length > 0 ? problems.join("; ") : undefined, ms, routes };
}

/** Deals the URLs out to one worker process per port; returns every run they finished by the deadline. */
async function runWorkers(
  urls: string[],
  ports: number[],
  outputPrefix: string,
  deadline: number,
  problems: string[],
): Promise<LighthouseRun[]> {
  const workers = ports
    .map((port, w) => ({ port, w, urls: urls.filter((_, i) => i % ports.length === w) }))
    .filter(({ urls }) => urls.length > 0)
    .map(({ port, w, urls }) => {
      const output = `${outputPrefix}-${w}.json`;
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "bench/lighthouse-worker.ts", String(port), output, ...urls],
        {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let log = "";
      child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
      const unregister = onCleanup(`lighthouse worker ${w}`, () => stopProcess(child, 5_000));
      const done = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
      return { child, output, done, unregister, log: () => log, w };
    });

  let timedOut = false;
  const limit = setTimeout(
    () => {
      timedOut = true;
      for (const { child } of workers) void stopProcess(child, 5_000);
    },
    Math.max(0, deadline - performance.now()),
  );
  const codes = await Promise.all(workers.map((worker) => worker.done));
  clearTimeout(limit);

  const runs: LighthouseRun[] = [];
  workers.forEach((worker, i) => {
    worker.unregister();
    if (existsSync(worker.output)) runs.push(...(JSON.parse(readFileSync(worker.output, "utf8")) as LighthouseRun[]));
    if (codes[i] !== 0) {
      const why = timedOut ? " (stopped at the time limit)" : "";
      problems.push(`lighthouse worker ${worker.w} exited ${codes[i]}${why}: ${worker.log().trim().slice(-500)}`);
    }
  });
  return runs;
}
