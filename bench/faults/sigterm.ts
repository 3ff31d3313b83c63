// b. SIGTERM during a load: the production server on PGlite (temp DATA_DIR), 20 loops
// posting contact messages, each on a new connection, plus a few slow uploads that are
// surely in flight; then SIGTERM. In-flight requests must complete with 201, new
// connections must be refused, the process must exit 0 within its grace period, and the
// reopened data dir must hold exactly the messages answered 201.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { connectDatabase, queryRows } from "#database/client.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { check, countBy, figure, listenQueue, percentile, postJson, somethingListens, startSite, tempDir, type Answer } from "./support.ts";

const SCENARIO = "b";
const LOOPS = 20;
const SIGTERM_AT_MS = 3_000;
const SLOW_UPLOADS = 3;
/** The slow uploads send their headers and half their body this long before SIGTERM. */
const SLOW_LEAD_MS = 1_000;
/** server/main.ts: SHUTDOWN_GRACE_MS */
const GRACE_MS = 10_000;
/** The signal takes a moment to reach the server's handler: requests sent this soon after may still be served. */
const SIGNAL_DELAY_MS = 100;

interface Sent extends Answer {
  message: string;
  kind: "load" | "slow";
  id?: number;
}

export interface SigtermResult {
  requests: number;
  exitMs?: number;
  exitCode: number | null;
}

/** A POST whose body is sent in two halves, the second after `release` resolves. */
function slowUpload(port: number, payload: unknown, release: Promise<void>): Promise<Answer> {
  const body = JSON.stringify(payload);
  const half = Math.floor(body.length / 2);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/contact",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode, body: text, startedAt, endedAt: performance.now() }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, startedAt, endedAt: performance.now() }));
    req.write(body.slice(0, half));
    void release.then(() => req.end(body.slice(half)));
  });
}

export async function sigtermUnderLoad(): Promise<SigtermResult> {
  const runId = randomBytes(4).toString("hex");
  const dataDir = tempDir("faults-b-data-");
  const site = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, "site on PGlite");
  figure("server", `pid ${site.child.pid} on 127.0.0.1:${site.port}, DATA_DIR ${dataDir}`);

  const sent: Sent[] = [];
  const t0 = performance.now();
  let sigtermAt = Infinity;
  let refusedProbe: boolean | undefined;
  let backlogAtSigterm: number | undefined;

  let exited = false;
  void site.exited.then(() => (exited = true));
  const loop = async (n: number) => {
    // Until the process is gone (or a safety limit): each request on a new connection.
    for (let seq = 0; !exited && performance.now() - t0 < SIGTERM_AT_MS + GRACE_MS + 5_000; seq++) {
      const message = `fault-b ${runId} loop ${n} seq ${seq}`;
      const answer = await postJson(site.port, "/api/contact", { ...validPayloads["/api/contact"](), message }, { timeoutMs: GRACE_MS + 5_000 });
      const id = answer.status === 201 ? (JSON.parse(answer.body ?? "{}") as { id?: number }).id : undefined;
      sent.push({ ...answer, message, kind: "load", id });
      if (answer.error) await sleep(20);
    }
  };

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const slow: Array<Promise<void>> = [];
  const stopper = async () => {
    await sleep(SIGTERM_AT_MS - SLOW_LEAD_MS);
    for (let i = 0; i < SLOW_UPLOADS; i++) {
      const message = `fault-b ${runId} slow ${i}`;
      slow.push(
        slowUpload(site.port, { ...validPayloads["/api/contact"](), message }, released).then((answer) => {
          const id = answer.status === 201 ? (JSON.parse(answer.body ?? "{}") as { id?: number }).id : undefined;
          sent.push({ ...answer, message, kind: "slow", id });
        }),
      );
    }
    await sleep(SLOW_LEAD_MS);
    backlogAtSigterm = listenQueue(site.port);
    sigtermAt = performance.now();
    site.child.kill("SIGTERM");
    await sleep(150);
    // The slow uploads keep the process alive: a refusal now is the closed listener's.
    refusedProbe = !(await somethingListens(site.port));
    await sleep(250);
    release();
    await Promise.all(slow);
  };
  await Promise.all([stopper(), ...Array.from({ length: LOOPS }, (_, n) => loop(n))]);
  const code = await Promise.race([site.exited, sleep(GRACE_MS + 5_000, undefined, { ref: false }).then(() => "still running" as const)]);
  const exitedAt = performance.now();
  const exitMs = code === "still running" ? undefined : exitedAt - sigtermAt;

  // Only now, with the server gone, open its data dir.
  if (code === "still running") {
    site.child.kill("SIGKILL");
    await site.exited;
  }
  const reopened = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  let rows: Array<{ id: number; message: string }>;
  try {
    rows = await queryRows<{ id: number; message: string }>(reopened.db, sql`select id, message from contact_messages`);
  } finally {
    await reopened.close();
  }
  const storedMessages = new Set(rows.map((r) => r.message));

  const statusOf = (s: Sent) => (s.status !== undefined ? String(s.status) : `error ${s.error}`);
  const before = sent.filter((s) => s.startedAt < sigtermAt);
  const afterwards = sent.filter((s) => s.startedAt >= sigtermAt);
  figure("SIGTERM at (s)", ((sigtermAt - t0) / 1000).toFixed(2));
  figure("requests started before SIGTERM", `${before.length} ${JSON.stringify(countBy(before, statusOf))}`);
  figure("requests started after SIGTERM", `${afterwards.length} ${JSON.stringify(countBy(afterwards, statusOf))}`);
  const served = before.filter((s) => s.status === 201 && s.kind === "load").map((s) => s.endedAt - s.startedAt);
  figure(
    "latency of 201s before SIGTERM",
    `p50 ${percentile(served, 50).toFixed(0)} ms, p99 ${percentile(served, 99).toFixed(0)} ms, max ${Math.max(0, ...served).toFixed(0)} ms`,
  );
  const inFlight = before.filter((s) => s.endedAt > sigtermAt);
  figure("in flight at SIGTERM (answered after it)", `${inFlight.length} ${JSON.stringify(countBy(inFlight, statusOf))}`);
  figure("exit code / SIGTERM to exit", `${code} / ${exitMs === undefined ? "-" : `${exitMs.toFixed(0)} ms`}`);

  check(SCENARIO, "the load ran (201 answers before SIGTERM)", before.some((s) => s.status === 201), `${before.filter((s) => s.status === 201).length} × 201`);
  const slowAnswers = sent.filter((s) => s.kind === "slow");
  check(
    SCENARIO,
    `the ${SLOW_UPLOADS} uploads in flight at SIGTERM completed with 201`,
    slowAnswers.length === SLOW_UPLOADS && slowAnswers.every((s) => s.status === 201),
    JSON.stringify(countBy(slowAnswers, statusOf)),
  );
  const answeredBadly = sent.filter((s) => s.status !== undefined && s.status !== 201);
  check(SCENARIO, "every answered request got 201", answeredBadly.length === 0, answeredBadly.length ? JSON.stringify(countBy(answeredBadly, statusOf)) : "");
  // Closing the listening socket resets the connections still in its accept queue: the
  // kernel completed their handshake and took their request, the process never read them.
  const resets = sent.filter((s) => s.error !== undefined && s.error !== "ECONNREFUSED");
  const resetBefore = resets.filter((s) => s.startedAt < sigtermAt);
  figure("listen queue at SIGTERM (ss Recv-Q)", backlogAtSigterm ?? "unknown");
  figure(
    "reset without an answer",
    resets.length
      ? `${resets.length} (${JSON.stringify(countBy(resets, statusOf))}), started ${Math.min(...resets.map((s) => s.startedAt - sigtermAt)).toFixed(0)} to ${Math.max(...resets.map((s) => s.startedAt - sigtermAt)).toFixed(0)} ms from SIGTERM`
      : "none",
  );
  check(
    SCENARIO,
    "every request sent before SIGTERM was answered (none reset)",
    resetBefore.length === 0,
    resetBefore.length
      ? `${resetBefore.length} of the ${before.filter((s) => s.endedAt > sigtermAt).length} requests in flight got ${[...new Set(resetBefore.map((s) => s.error))].join("/")}, sent up to ${Math.max(...resetBefore.map((s) => sigtermAt - s.startedAt)).toFixed(0)} ms before SIGTERM; ${backlogAtSigterm ?? "?"} connections were in the listen queue`
      : "",
  );
  const storedResets = resets.filter((s) => storedMessages.has(s.message));
  check(SCENARIO, "no reset request was stored (a retry is safe)", storedResets.length === 0, storedResets.length ? `${storedResets.length} stored` : `${resets.length} resets, none stored`);
  const refusedEarly = sent.filter((s) => s.error === "ECONNREFUSED" && s.startedAt < sigtermAt - SIGNAL_DELAY_MS);
  check(SCENARIO, "no refusal before SIGTERM", refusedEarly.length === 0, refusedEarly.length ? `${refusedEarly.length} refused` : "");
  check(SCENARIO, "a new connection 150 ms after SIGTERM is refused while requests are in flight", refusedProbe === true);
  // The signal takes a moment to act: requests started just after it may still be served.
  const late = afterwards.filter((s) => s.startedAt - sigtermAt > SIGNAL_DELAY_MS);
  const lateServed = late.filter((s) => s.error !== "ECONNREFUSED");
  const firstRefused = afterwards.filter((s) => s.error === "ECONNREFUSED").sort((x, y) => x.startedAt - y.startedAt)[0];
  figure("first refusal after SIGTERM", firstRefused ? `${(firstRefused.startedAt - sigtermAt).toFixed(0)} ms` : "none");
  check(
    SCENARIO,
    `every request started over ${SIGNAL_DELAY_MS} ms after SIGTERM is refused`,
    firstRefused !== undefined && lateServed.length === 0,
    `${late.length - lateServed.length}/${late.length} refused`,
  );
  check(SCENARIO, `the process exited 0 within the ${GRACE_MS / 1000} s grace period`, code === 0 && exitMs !== undefined && exitMs <= GRACE_MS + 1_000, `code ${code}`);
  check(SCENARIO, 'the server logged "stopped"', site.output().includes('"msg":"stopped"'));

  const rowByMessage = new Map(rows.map((r) => [r.message, Number(r.id)]));
  const sentByMessage = new Map(sent.map((s) => [s.message, s]));
  const acknowledged = sent.filter((s) => s.status === 201);
  const missing = acknowledged.filter((s) => rowByMessage.get(s.message) !== s.id);
  const extra = rows.filter((r) => {
    const s = sentByMessage.get(r.message);
    return s === undefined || s.status !== 201 || s.id !== Number(r.id);
  });
  figure("rows in the reopened data dir / 201 answers", `${rows.length} / ${acknowledged.length}`);
  check(SCENARIO, "every id answered 201 is in the reopened data dir", missing.length === 0, missing.length ? `${missing.length} missing` : `${acknowledged.length} ids`);
  check(SCENARIO, "no stored row that was not answered 201", extra.length === 0, extra.length ? `${extra.length} extra rows` : "");

  return { requests: sent.length, exitMs, exitCode: code === "still running" ? null : code };
}
