// Twenty applicants upload a 5 MB résumé at the same moment (issue 17): the production
// server, started as `npm run serve` starts it (bench/processes.ts), takes every one and
// stores each application with its own file, byte for byte. Memory: on PostgreSQL the
// whole server stays under 300 MB (131 → 248 MB when written). The embedded database
// takes 230–330 MB by itself (PGlite's WebAssembly heap: decisions 0017 and 0024), so
// there the uploads' own cost is held to the same 300 MB: the most the server's resident
// memory rises while they run (323 → 517 MB when written).
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#app/features/careers/resume.ts";
import { connectDatabase, queryRows, type DatabaseConnection } from "#database/client.ts";
import { startServer, type RunningServer } from "../bench/processes.ts";
import { freePort } from "../tests/support/free-port.ts";
import { answeredCaptcha, validPayloads } from "../tests/support/payloads.ts";
import { applicationForm, tinyPdf } from "../tests/support/resume-files.ts";
import { createPostgresDatabase, engines } from "../tests/support/test-database.ts";

const root = new URL("..", import.meta.url).pathname;
const UPLOADS = 20;
const MEMORY_LIMIT_MB = 300;

/** A real PDF of exactly 5 MB whose padding is applicant `n`'s own, so no two files are alike. */
const resumeOf = (n: number) => {
  const pdf = tinyPdf(`Resume of test applicant ${n}`);
  const padding = Buffer.alloc(RESUME_MAX_BYTES - pdf.length);
  for (let i = 0; i < padding.length; i++) padding[i] = 0x21 + ((i * 7 + n) % 90);
  return Buffer.concat([pdf, padding]);
};
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

/** A process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB (Linux). */
const memoryMb = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  if (!line) throw new Error(`no ${field} for process ${pid}`);
  return Number(line[1]) / 1024;
};

describe.each(engines)("20 concurrent uploads of 5 MB on %s", (engine) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it("stores every application with its own file while the server stays under 300 MB", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "upload-memory-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = engine === "postgres" ? await createPostgresDatabase() : undefined;
    if (postgres) cleanups.push(() => postgres.drop());

    const server: RunningServer = await startServer({ siteDir: root, port: await freePort(), dataDir, databaseUrl: postgres?.url });
    cleanups.push(() => server.stop());
    const secret = readFileSync(join(dataDir, "challenge-secret"), "utf8").trim();

    const before = memoryMb(server.pid, "VmRSS");
    let most = before;
    const sampler = setInterval(() => (most = Math.max(most, memoryMb(server.pid, "VmRSS"))), 5);
    const files = Array.from({ length: UPLOADS }, (_, n) => resumeOf(n));
    const answers = await Promise.all(
      files.map(async (bytes, n) => {
        const fields = { ...validPayloads["/api/careers"](), ...answeredCaptcha(secret), email: `applicant${n}@example.com` };
        const res = await fetch(`${server.url}/api/careers`, { method: "POST", body: applicationForm(fields, { name: `cv-${n}.pdf`, bytes, type: "application/pdf" }) });
        return { status: res.status, body: (await res.json()) as { id?: number } };
      }),
    );
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual(Array(UPLOADS).fill(201));
    if (engine === "postgres") expect(memoryMb(server.pid, "VmHWM")).toBeLessThan(MEMORY_LIMIT_MB);
    else expect(most - before).toBeLessThan(MEMORY_LIMIT_MB);

    // What was stored, read after the server has stopped (the embedded database admits one process).
    expect(await server.stop()).toBe(0);
    const connection: DatabaseConnection = await connectDatabase(
      postgres ? { kind: "postgres", url: postgres.url, poolSize: 2 } : { kind: "pglite", dataDir: join(dataDir, "pglite") },
    );
    cleanups.push(() => connection.close());
    const stored = await queryRows<{ id: number; email: string; resume_note: string; file_name: string; size: number; hash: string }>(
      connection.db,
      sql`select a.id, a.email, a.resume_note, r.file_name, r.size, md5(r.content) as hash
          from career_applications a join career_resumes r on r.application_id = a.id order by a.id`,
    );
    const expected = files.map((bytes, n) => ({
      id: answers.find((a) => a.body.id !== undefined && stored.some((row) => row.id === a.body.id && row.email === `applicant${n}@example.com`))?.body.id,
      email: `applicant${n}@example.com`,
      resume_note: `cv-${n}.pdf (5.00 MB)`,
      file_name: `cv-${n}.pdf`,
      size: RESUME_MAX_BYTES,
      hash: md5(bytes),
    }));
    expect([...stored].sort((a, b) => a.email.localeCompare(b.email))).toEqual([...expected].sort((a, b) => a.email.localeCompare(b.email)));
    const [counts] = await queryRows<{ applications: number; resumes: number }>(
      connection.db,
      sql`select (select count(*)::int from career_applications) as applications, (select count(*)::int from career_resumes) as resumes`,
    );
    expect(counts).toEqual({ applications: UPLOADS, resumes: UPLOADS });
  }, 180_000);
});
