// An office uploads a 15 MB, 48 MP phone photo (issue 28, decision 0032): the production
// server, started as `npm run serve` starts it (bench/processes.ts, MALLOC_ARENA_MAX=2 with
// it), makes its eleven files and stores them, stripped of the photo's metadata. Memory: on
// PostgreSQL the whole server stays under 300 MB while it does (143 → 250 MB when written;
// 150 → 326 MB without MALLOC_ARENA_MAX). The embedded database takes 270–290 MB by itself
// (decisions 0017 and 0024), so there the photo's own cost is held instead, to half that:
// the most the server's resident memory rises while it is made and stored (73–90 MB when
// written). A parent's page asked for meanwhile is answered as before (measured, printed,
// and held to a loose bound: 11–20 ms before, 12–16 ms during, when written).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { photoFilePath, PHOTO_MAX_BYTES, type PhotoFormat } from "#app/content/photo.ts";
import { startServer, type RunningServer } from "../bench/processes.ts";
import { freePort } from "../tests/support/free-port.ts";
import { bigPhoneJpeg, METADATA_MARKERS } from "../tests/support/photo-files.ts";
import { applicationForm } from "../tests/support/resume-files.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createPostgresDatabase, engines } from "../tests/support/test-database.ts";

const root = new URL("..", import.meta.url).pathname;
const MEMORY_LIMIT_MB = 300;
const PASSWORD = "a long enough password";

/** A process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB (Linux). */
const memoryMb = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  if (!line) throw new Error(`no ${field} for process ${pid}`);
  return Number(line[1]) / 1024;
};

/** `npm run staff:add` before the server starts (the embedded database admits one process). */
function addStaff(env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/staff-cli.ts", "add", "--email", "maa@example.org", "--role", "staff", "--school", "maa"], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.stdin.end(`${PASSWORD}\n`);
    child.once("exit", resolve);
  });
}

/** The photo, made once for both engines (a second of work each time). */
let phonePhoto: Promise<Buffer> | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(engines)("a 15 MB, 48 MP photo uploaded on %s", (engine) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it("is made into its files and stored while the server stays under 300 MB", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "photo-memory-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = engine === "postgres" ? await createPostgresDatabase() : undefined;
    if (postgres) cleanups.push(() => postgres.drop());
    const added = addStaff({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? "" });
    // Made while the account is added (in its own process; started first, as making the photo
    // holds this one's thread for a while): nothing of it reaches the server measured below.
    const photoMade = (phonePhoto ??= bigPhoneJpeg());
    expect(await added).toBe(0);

    const photo = await photoMade;
    expect(photo.length).toBeGreaterThan(13 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);

    const server: RunningServer = await startServer({ siteDir: root, port: await freePort(), dataDir, databaseUrl: postgres?.url });
    cleanups.push(() => server.stop());
    const cookie = await staffCookie(server.url, "maa@example.org", PASSWORD);
    const page = async () => {
      const started = performance.now();
      await (await fetch(`${server.url}/school/2`)).arrayBuffer();
      return performance.now() - started;
    };
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) quiet.push(await page());

    const before = memoryMb(server.pid, "VmRSS");
    let most = before;
    const sampler = setInterval(() => (most = Math.max(most, memoryMb(server.pid, "VmRSS"))), 5);
    const started = performance.now();
    const form = applicationForm({ altEn: "The whole school on sports day", altTe: "క్రీడా దినోత్సవం రోజు పాఠశాల అంతా" }, { name: "IMG_20261126.jpg", bytes: photo, type: "image/jpeg" }, "photo");
    const answer = fetch(`${server.url}/staff/content/photos/upload`, { method: "POST", body: form, headers: { cookie, Origin: server.url } });
    // A parent's page views while the photo is made.
    const busy: number[] = [];
    let done = false;
    void answer.finally(() => (done = true));
    while (!done) busy.push(await page());
    const response = await answer;
    const tookMs = performance.now() - started;
    clearInterval(sampler);
    expect(response.status).toBe(201);
    const peak = memoryMb(server.pid, "VmHWM");
    console.log(
      `${engine}: ${(photo.length / 1024 / 1024).toFixed(1)} MB photo made and stored in ${Math.round(tookMs)} ms; resident ${Math.round(before)} → ${Math.round(most)} MB (peak ${Math.round(peak)} MB); ` +
        `page /school/2 median ${Math.round(median(quiet))} ms before, ${Math.round(median(busy))} ms during (${busy.length} views)`,
    );
    if (engine === "postgres") expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
    else expect(most - before).toBeLessThan(MEMORY_LIMIT_MB / 2);
    // One photo's work runs beside the pages, not in their way: a page is never held for the whole of it.
    expect(median(busy)).toBeLessThan(Math.max(250, median(quiet) * 5));

    // What the library now lists, served as stored: 2400 px wide at most, no metadata.
    const library = await (await fetch(`${server.url}/staff/content/photos`, { headers: { cookie } })).text();
    const files = [...library.matchAll(/\/media\/([0-9a-f]{64})\.(avif|webp|jpg) (\d+)w/g)].map((m) => ({ hash: m[1]!, format: (m[2] === "jpg" ? "jpeg" : m[2]) as PhotoFormat, width: Number(m[3]) }));
    const unique = new Map(files.map((file) => [file.hash, file]));
    expect([...unique.values()].map((f) => `${f.format} ${f.width}`).sort()).toEqual(
      ["avif 480", "avif 960", "avif 1600", "webp 480", "webp 960", "webp 1600", "webp 2400", "jpeg 480", "jpeg 960", "jpeg 1600", "jpeg 2400"].sort(),
    );
    for (const file of unique.values()) {
      const bytes = Buffer.from(await (await fetch(`${server.url}${photoFilePath(file)}`)).arrayBuffer());
      for (const marker of METADATA_MARKERS) expect(bytes.includes(marker)).toBe(false);
    }
  }, 240_000);
});
