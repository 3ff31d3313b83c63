// Starts the production server once for the whole end-to-end run, on a free port with
// a fresh embedded database, exactly as `npm start` would (the build must exist), and a
// real SMTP server on loopback for its e-mails: each message it takes is written to a
// folder the tests read (tests/e2e/mailbox.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../support/free-port.ts";
import { startTestSmtpServer } from "../support/test-smtp-server.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the e-mails the server sent arrive, one .eml file each; "" against a server started elsewhere. */
    mailDir: string;
  }
}


export default async function setup(project: TestProject) {
  // Against a server that is already running (e.g. `npm run dev`): E2E_BASE_URL=http://127.0.0.1:3301
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    project.provide("dataDir", "");
    project.provide("mailDir", "");
    return;
  }
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error('No build: run "npm run build" before the end-to-end tests (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const mailDir = join(dataDir, "mail");
  mkdirSync(mailDir);
  const smtp = await startTestSmtpServer(0, { spool: mailDir });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0", SMTP_URL: smtp.url, SITE_URL: baseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
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
  project.provide("mailDir", mailDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
