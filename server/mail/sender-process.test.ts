// The server process as `npm run serve` runs it, with SMTP_URL pointing at a real SMTP
// server on loopback and the sender looking only every 10 minutes: a submission stored
// through the API wakes it (server/entry.ts wires the write path's word to the sender),
// and its e-mails arrive within two seconds of the 201.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp-server.ts";

const root = new URL("../..", import.meta.url).pathname;

describe("the server process's sender", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-mail-"));
  let smtp: TestSmtpServer;
  let child: ChildProcess;
  let output = "";
  let port: number;

  beforeAll(async () => {
    if (!existsSync(join(root, "build/server/index.js"))) {
      execFileSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], { cwd: root, stdio: "ignore" });
    }
    smtp = await startTestSmtpServer();
    port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "600" };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ["build/server/index.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 600 && !output.includes("listening on"); i++) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!output.includes("listening on")) throw new Error(`server did not start: ${output}`);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends a stored submission's e-mails within two seconds of its 201, though it looks only every 10 minutes", async () => {
    // Its look at start is long over: only the submission can wake it.
    await new Promise((r) => setTimeout(r, 500));
    for (let round = 1; round <= 2; round++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...validPayloads["/api/contact"](), email: `parent${round}@example.org` }),
      });
      expect(res.status).toBe(201);
      const answered = performance.now();
      await smtp.waitFor(2 * round, 2_000);
      expect(performance.now() - answered).toBeLessThan(2_000);
    }
    expect(smtp.envelopes.flat()).toEqual(expect.arrayContaining(["parent1@example.org", "parent2@example.org", "admissions.manikonda@vidyanjalischools.in"]));
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(4);
  });
});
