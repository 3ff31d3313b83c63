// Shared pieces of the fault tests: checks and their report, clean-up that always runs,
// the site's server as a child process, plain HTTP posts, and a private PostgreSQL cluster.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request, type Agent, type IncomingHttpHeaders } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

// ---------------------------------------------------------------- checks

export interface Check {
  scenario: string;
  name: string;
  ok: boolean;
  detail: string;
}

export const checks: Check[] = [];

/** Records and prints one check. */
export function check(scenario: string, name: string, ok: boolean, detail = ""): boolean {
  checks.push({ scenario, name, ok, detail });
  console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
  return ok;
}

export function figure(label: string, value: string | number): void {
  console.log(`  ${label.padEnd(44)} ${value}`);
}

// ---------------------------------------------------------------- clean-up

type Cleanup = { label: string; run: () => Promise<unknown> | unknown; sync?: () => void };
const cleanups: Cleanup[] = [];

/**
 * Registers a clean-up step (run last-registered first). `sync` is the step's
 * synchronous form, used if the process exits without running the async one.
 */
export function onCleanup(label: string, run: () => Promise<unknown> | unknown, sync?: () => void): () => void {
  const entry = { label, run, sync };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const { label, run } = cleanups.pop()!;
    try {
      await run();
    } catch (error) {
      console.error(`clean-up "${label}" failed:`, error instanceof Error ? error.message : error);
    }
  }
}

/** Last resort on an unexpected exit: the synchronous forms of what is still registered. */
export function runCleanupsSync(): void {
  while (cleanups.length > 0) {
    const { label, sync } = cleanups.pop()!;
    try {
      sync?.();
    } catch (error) {
      console.error(`clean-up "${label}" failed:`, error instanceof Error ? error.message : error);
    }
  }
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  onCleanup(`remove ${dir}`, remove, remove);
  return dir;
}

// ---------------------------------------------------------------- ports

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A free port from 3430-3440 (the range this bench may use). */
export async function freePort(): Promise<number> {
  for (let port = 3430; port <= 3440; port++) if (await portIsFree(port)) return port;
  throw new Error("no free port in 3430-3440");
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function somethingListens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Connections waiting in the accept queue of the listening socket on port (ss Recv-Q). */
export function listenQueue(port: number): number | undefined {
  try {
    const line = execFileSync("ss", ["-Hltn", `( sport = :${port} )`], { timeout: 2_000 }).toString().trim().split("\n")[0];
    const recvQ = Number(line?.trim().split(/\s+/)[1]);
    return Number.isFinite(recvQ) ? recvQ : undefined;
  } catch {
    return undefined;
  }
}

/** listenQueue without blocking the event loop (for sampling while a load runs). */
export function sampleListenQueue(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile("ss", ["-Hltn", `( sport = :${port} )`], { timeout: 2_000 }, (error, stdout) => {
      if (error) return resolve(undefined);
      const recvQ = Number(stdout.trim().split("\n")[0]?.trim().split(/\s+/)[1]);
      resolve(Number.isFinite(recvQ) ? recvQ : undefined);
    });
  });
}

// ---------------------------------------------------------------- the site

export function ensureBuild(): void {
  if (existsSync(join(ROOT, "build/server/index.js"))) return;
  console.log("build/server/index.js is missing: running `npx react-router build` once");
  execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "inherit" });
}

export interface Site {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  exitCode(): number | null;
}

/** Starts the production build (`node build/server/index.js`, as `npm run serve`) and waits until /api/schools answers. */
export async function startSite(env: Record<string, string>, label: string): Promise<Site> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "DATA_DIR", "CHALLENGE_SECRET", "LOG_LEVEL", "TEST_DATABASE_URL"]) delete base[name];
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let code: number | null = null;
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (exitCode, signal) => {
      done = true;
      code = exitCode ?? (signal ? 128 : null);
      resolve(code);
    }),
  );
  const kill = () => {
    if (!done) child.kill("SIGKILL");
  };
  onCleanup(`stop ${label} (pid ${child.pid})`, async () => {
    kill();
    await Promise.race([exited, sleep(5_000, undefined, { ref: false })]);
  }, kill);

  const started = performance.now();
  while (performance.now() - started < 90_000) {
    if (done) throw new Error(`${label} exited with ${code} before it answered:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/schools`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        await res.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  if (performance.now() - started >= 90_000) throw new Error(`${label} did not answer within 90 s:\n${output}`);
  return { child, port, output: () => output, exited, exitCode: () => code };
}

// ---------------------------------------------------------------- HTTP

export interface Answer {
  status?: number;
  /** The response headers (when there was a response). */
  headers?: IncomingHttpHeaders;
  body?: string;
  /** A network error: its code (ECONNREFUSED, ECONNRESET, TIMEOUT, ...). */
  error?: string;
  startedAt: number;
  endedAt: number;
}

/** POSTs JSON with node:http (no retries, no hidden pooling unless an agent is given). */
export function postJson(
  port: number,
  path: string,
  payload: unknown,
  options: { agent?: Agent | false; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = Buffer.from(typeof payload === "string" ? payload : JSON.stringify(payload));
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, "startedAt" | "endedAt">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, startedAt, endedAt: performance.now() });
    };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        agent: options.agent ?? false,
        headers: { "content-type": "application/json", "content-length": body.length, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => finish({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ error: "TIMEOUT" });
      req.destroy();
    }, options.timeoutMs ?? 15_000);
    req.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.end(body);
  });
}

export async function getJson<T>(port: number, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A fresh visit challenge and its answer, from the server's own /api/math-challenge. */
export async function challenge(port: number): Promise<{ token: string; answer: string }> {
  const { token, question } = await getJson<{ token: string; question: string }>(port, "/api/math-challenge");
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  return { token, answer: String((a ?? 0) + (b ?? 0)) };
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// ---------------------------------------------------------------- a private PostgreSQL cluster

const PG_BIN = "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

/** argv for a PostgreSQL tool, run as the `postgres` OS user when we are root. */
function pgCommand(tool: string, args: string[]): [string, string[]] {
  return isRoot ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
}

function runPg(tool: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [command, argv] = pgCommand(tool, args);
  return new Promise((resolve, reject) => {
    execFile(command, argv, { timeout: timeoutMs }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${tool} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

export interface PrivateCluster {
  port: number;
  dataDir: string;
  logFile: string;
  url(database: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: the shutdown a deploy or a crash-restart would do. */
  stopFast(): Promise<void>;
}

/**
 * initdb into a temp dir owned by the postgres user, on `port` (never the machine's shared
 * 5432). Stopped (immediate) and removed at clean-up, whatever happens.
 */
export async function createPrivateCluster(port: number): Promise<PrivateCluster> {
  if (port === 5432) throw new Error("refusing to touch the shared cluster on 5432");
  if (await somethingListens(port)) throw new Error(`something already listens on ${port}: not ours, not touching it`);
  const dir = mkdtempSync(join(tmpdir(), "faults-pg-"));
  const dataDir = join(dir, "data");
  const logFile = join(dir, "postgres.log");
  const stopNow = () => {
    if (existsSync(join(dataDir, "postmaster.pid"))) {
      const [command, argv] = pgCommand("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "-t", "20", "stop"]);
      try {
        execFileSync(command, argv, { stdio: "ignore", timeout: 30_000 });
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(`private PostgreSQL cluster in ${dir}`, stopNow, stopNow);
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  await runPg("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const cluster: PrivateCluster = {
    port,
    dataDir,
    logFile,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await runPg("pg_ctl", ["-D", dataDir, "-o", `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, "-l", logFile, "-w", "-t", "60", "start"]);
    },
    stopFast: async () => {
      await runPg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
    },
  };
  await cluster.start();
  return cluster;
}
