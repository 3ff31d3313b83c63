// Child processes of the benchmark: commands run to completion, the site's server
// started and stopped, and a list of clean-up steps that always run at the end.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";

export const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

// ---------------------------------------------------------------- clean-up

type Cleanup = { label: string; run: () => Promise<unknown> | void };
const cleanups: Cleanup[] = [];

/** Registers a clean-up step; steps run last-registered first. Returns an unregister. */
export function onCleanup(label: string, run: () => Promise<unknown> | void): () => void {
  const entry = { label, run };
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

// ---------------------------------------------------------------- commands

export interface CommandResult {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a command to completion, keeping its (interleaved) output for the report. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const unregister = onCleanup(`${command} ${args.join(" ")}`, () => stopProcess(child, 5_000));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => {
      unregister();
      reject(error);
    });
    child.once("close", (code) => {
      unregister();
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

/** Sends SIGTERM, waits for the exit, and uses SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * Other engineers build in this checkout too (npm test does). Waits while another
 * `react-router build` (or `vite build`) runs, so two builds never write build/ at once.
 */
export async function waitForOtherBuilds(maxWaitMs: number): Promise<number> {
  const started = Date.now();
  const own = new Set([String(process.pid), String(process.ppid)]);
  const building = () =>
    readdirSync("/proc").some((pid) => {
      if (!/^\d+$/.test(pid) || own.has(pid)) return false;
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        const tool = argv.findIndex((arg) => /(^|\/)(react-router|vite)(\.js)?$/.test(arg));
        return tool >= 0 && argv[tool + 1] === "build";
      } catch {
        return false; // the process ended meanwhile
      }
    });
  while (building() && Date.now() - started < maxWaitMs) await sleep(2_000);
  return Date.now() - started;
}

// ---------------------------------------------------------------- the site snapshot

const SNAPSHOT = ["package.json", "tsconfig.json", "server", "app", "database", "drizzle", "build"];

/**
 * Copies the server's sources and the fresh build to `dest` (node_modules linked), and
 * checks that every asset the server build names is there. The servers run from this
 * copy: other engineers build in /work/main while the benchmark runs, and a build
 * empties build/client (taking bench-static.html and the assets of the build being
 * measured with it).
 */
export function snapshotSite(dest: string): string {
  mkdirSync(dest, { recursive: true });
  for (const entry of SNAPSHOT) cpSync(join(ROOT, entry), join(dest, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dest, "node_modules"), "dir");
  const serverBuild = readFileSync(join(dest, "build", "server", "index.js"), "utf8");
  const assets = new Set(serverBuild.match(/\/assets\/[\w.-]+\.(?:js|css)\b/g) ?? []);
  // The server build's own chunks (lazy modules split for SSR) live beside it.
  const missing = [...assets].filter(
    (asset) => !existsSync(join(dest, "build", "client", asset)) && !existsSync(join(dest, "build", "server", asset)),
  );
  if (assets.size === 0 || missing.length > 0) {
    throw new Error(
      `the copied build is incomplete (a concurrent build?): ${missing.length} of ${assets.size} assets missing`,
    );
  }
  return dest;
}

/**
 * A step run on its own (`npm run bench:<step>`): a temporary folder (removed at the end),
 * the site built unless `--no-build` is among `args` (then the last build is used), and its
 * snapshot there for the servers to run from.
 */
export async function siteForStepAlone(name: string, args: readonly string[]): Promise<{ siteDir: string; tempDir: string }> {
  const tempDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  onCleanup("remove temporary files", () => rmSync(tempDir, { recursive: true, force: true }));
  if (!args.includes("--no-build")) {
    await waitForOtherBuilds(180_000);
    const build = await runCommand("npx", ["react-router", "build"], { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" } });
    if (build.code !== 0) throw new Error(`react-router build exited ${build.code}:\n${build.output}`);
  }
  return { siteDir: snapshotSite(join(tempDir, "site")), tempDir };
}

// ---------------------------------------------------------------- the server

export interface ServerOptions {
  /** A copy made by snapshotSite. */
  siteDir: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More environment for the server, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  /** The server's process id (its memory can be read from /proc/<pid>/status). */
  pid: number;
  startMs: number;
  /** SIGTERM (the server finishes requests in flight and closes the database), then exit. */
  stop(): Promise<number | null>;
  log(): string;
}

/** The node options `npm run serve` starts the server with (package.json), so that what is measured is what runs. */
export function serveNodeOptions(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const flags = /\bnode ((?:--\S+ )*)build\/server\/index\.js/.exec(scripts.serve ?? "")?.[1] ?? "";
  // BENCH_SERVER_FLAGS: more of node's flags for the measured servers (a profile: --cpu-prof --cpu-prof-dir=/tmp/profiles).
  return [...flags.split(" "), ...(process.env.BENCH_SERVER_FLAGS ?? "").split(" ")].filter(Boolean);
}

/** The variables `npm run serve` sets before `node` (MALLOC_ARENA_MAX=2, NODE_ENV), so that a bench runs the server as production does. */
export function serveEnvironment(): Record<string, string> {
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const assignments = /^((?:[A-Z_]+=\S+ )*)node /.exec(scripts.serve ?? "")?.[1] ?? "";
  return Object.fromEntries(assignments.split(" ").filter(Boolean).map((pair) => pair.split("=") as [string, string]));
}

/** Starts `node build/server/index.js` as `npm run serve` does, in production mode, and waits until it answers. */
export async function startServer({ siteDir, port, dataDir, databaseUrl, env: extra }: ServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serveEnvironment(),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.CHALLENGE_SECRET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const child = spawn(process.execPath, [...serveNodeOptions(), "build/server/index.js"], {
    cwd: siteDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 20_000) log = log.slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const stop = () => stopProcess(child, 20_000);
  const unregister = onCleanup(`server on port ${port}`, stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      unregister();
      throw new Error(`the server on port ${port} exited at start (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    try {
      const response = await fetch(`${url}/api/schools`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      unregister();
      throw new Error(`the server on port ${port} did not answer within 90 s:\n${log}`);
    }
    await sleep(250);
  }

  return {
    url,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: async () => {
      const code = await stop();
      unregister();
      return code;
    },
    log: () => log,
  };
}

/** Adds one step's figures to bench/results.json under `key`, keeping the other steps'. */
export function keepFigures(key: string, figures: unknown): void {
  const file = join(ROOT, "bench", "results.json");
  const results = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...results, [key]: figures }, null, 2)}\n`);
  console.log(`\nfigures in bench/results.json (${key})`);
}

/** Runs a bench script's `main` when the file is the program (not imported by bench/run.ts), cleaning up on any end. */
export function runAsProgram(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void runCleanups().then(() => process.exit(130)));
  main().then(
    () => runCleanups().then(() => process.exit(0)),
    async (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      await runCleanups();
      process.exit(1);
    },
  );
}
