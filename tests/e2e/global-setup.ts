// Starts the production server once for the whole end-to-end run, on a free port with
// a fresh embedded database, exactly as `npm start` would (the build must exist).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../support/free-port.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}


export default async function setup(project: TestProject) {
  // Against a server that is already running (e.g. `npm run dev`): E2E_BASE_URL=http://127.0.0.1:3301
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    project.provide("dataDir", "");
    return;
  }
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error('No build: run "npm run build" before the end-to-end tests (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/schools`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 600) throw new Error("the server did not start for the end-to-end run");
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
