// b. SIGTERM during a load: the production server on PGlite (temp DATA_DIR), 20 loops
// posting contact messages, each on a new connection, plus a few slow uploads that are
// surely in flight; then SIGTERM. In-flight requests must complete with 201; for
// SHUTDOWN_DRAIN_MS the listener stays open and new requests get a 503 with
// `Connection: close` and `Retry-After`, after it new connections are refused; never a
// reset. The process must exit 0 within its grace period, and the reopened data dir must
// hold exactly the messages answered 201.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { connectDatabase, queryRows } from "#database/client.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { check, countBy, figure, listenQueue, percentile, postJson, sampleListenQueue, somethingListens, startSite, tempDir, type Answer } from "./support.ts";

const SCENARIO = "b";
const LOOPS = 20;
const SIGTERM_AT_MS = 3_000;
const SLOW_UPLOADS = 3;
/** The slow uploads send their headers and half their body this long before SIGTERM. */
const SLOW_LEAD_MS = 1_000;
/** server/entry.ts: SHUTDOWN_GRACE_MS */
const GRACE_MS = 10_000;
/** server/entry.ts: SHUTDOWN_DRAIN_MS (the listener stays open this long after SIGTERM, answering 503). */
const DRAIN_MS = 1_000;
/** The signal takes a moment to reach the server's handler: requests sent this soon after may still be served. */
const SIGNAL_DELAY_MS = 100;
/**
 * Slack around the end of the drain window. Early: a request's start is taken a moment
 * before its connect (the listener cannot close before DRAIN_MS after the signal). Late:
 * the signal and the drain timer reach a busy event loop late on a shared machine.
 */
const CLOSE_EARLY_MS = 100;
const CLOSE_LATE_MS = 1_000;
/** The slow uploads send the rest of their body this long after the listener closed. */
const RELEASE_AFTER_CLOSE_MS = 250;

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
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: text, startedAt, endedAt: performance.now() }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, startedAt, endedAt: performance.now() }));
    req.write(body.slice(0, half));
    void release.then(() => req.end(body.slice(half)));
  });
}

/** What a drain answer must be: 503, `Connection: close`, `Retry-After`, a JSON message. */
function drainAnswerProblem(s: Answer): string | undefined {
  if (s.headers?.connection?.toLowerCase() !== "close") return `Connection: ${s.headers?.connection ?? "(none)"}`;
  const retryAfter = Number(s.headers?.["retry-after"]);
  if (!Number.isInteger(retryAfter) || retryAfter <= 0) return `Retry-After: ${s.headers?.["retry-after"] ?? "(none)"}`;
  if (!/^application\/json/.test(s.headers?.["content-type"] ?? "")) return `Content-Type: ${s.headers?.["content-type"] ?? "(none)"}`;
  try {
    const body = JSON.parse(s.body ?? "") as { message?: unknown };
    if (typeof body.message !== "string" || body.message.trim() === "") return `body ${s.body?.slice(0, 100)}`;
  } catch {
    return `body not JSON: ${s.body?.slice(0, 100)}`;
  }
  return undefined;
}

export async function sigtermUnderLoad(): Promise<SigtermResult> {
  const runId = randomBytes(4).toString("hex");
  const dataDir = tempDir("faults-b-data-");
  const site = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, "site on PGlite");
  figure("server", `pid ${site.child.pid} on 127.0.0.1:${site.port}, DATA_DIR ${dataDir}`);

  const sent: Sent[] = [];
  const t0 = performance.now();
  let sigtermAt = Infinity;
  /**
   * TCP probes after SIGTERM: when (ms after it) each started and got its answer, whether
   * the connection was accepted, and the listen queue just before.
   */
  const probes: Array<{ at: number; doneAt: number; listening: boolean; exited: boolean; queue?: number }> = [];
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
    // Probe with bare TCP connections until one is refused: the listener stays open for
    // the drain window, then closes while the slow uploads still keep the process alive.
    while (!exited && performance.now() - sigtermAt < GRACE_MS) {
      await sleep(50);
      const queue = await sampleListenQueue(site.port);
      const at = performance.now() - sigtermAt;
      const listening = await somethingListens(site.port);
      probes.push({ at, doneAt: performance.now() - sigtermAt, listening, exited, queue });
      if (!listening) break;
    }
    await sleep(RELEASE_AFTER_CLOSE_MS);
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
  const since = (s: Sent) => s.startedAt - sigtermAt;
  const range = (items: Sent[]) =>
    items.length ? `${Math.min(...items.map(since)).toFixed(0)} to ${Math.max(...items.map(since)).toFixed(0)} ms` : "-";
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

  const drained = sent.filter((s) => s.status === 503);
  const refused = sent.filter((s) => s.error === "ECONNREFUSED");
  const lastAccepted = probes.filter((p) => p.listening).at(-1);
  const closedProbe = probes.find((p) => !p.listening);
  figure(
    "503 during the drain / refused after it",
    `${drained.length} × 503 (started ${range(drained)} from SIGTERM) / ${refused.length} refused (started ${range(refused)} from SIGTERM)`,
  );
  figure(
    "listener closed (TCP probes every 50 ms)",
    `last accepted ${lastAccepted ? `${lastAccepted.at.toFixed(0)} ms` : "-"}, first refused ${closedProbe ? `${closedProbe.doneAt.toFixed(0)} ms` : "-"} after SIGTERM (${probes.length} probes)`,
  );
  figure(
    "listen queue during the drain (ss Recv-Q)",
    probes.filter((p) => p.listening).map((p) => `${p.queue ?? "?"}@${p.at.toFixed(0)}`).join(" ") || "-",
  );

  check(SCENARIO, "the load ran (201 answers before SIGTERM)", before.some((s) => s.status === 201), `${before.filter((s) => s.status === 201).length} × 201`);
  const slowAnswers = sent.filter((s) => s.kind === "slow");
  check(
    SCENARIO,
    `the ${SLOW_UPLOADS} uploads in flight at SIGTERM completed with 201`,
    slowAnswers.length === SLOW_UPLOADS && slowAnswers.every((s) => s.status === 201),
    JSON.stringify(countBy(slowAnswers, statusOf)),
  );
  /** By then the listener was closed. */
  const closedAt = closedProbe === undefined ? undefined : sigtermAt + closedProbe.doneAt;
  check(
    SCENARIO,
    "the slow uploads were answered after the listener closed (in-flight requests outlive it)",
    closedAt !== undefined && slowAnswers.length === SLOW_UPLOADS && slowAnswers.every((s) => s.endedAt > closedAt),
    closedAt === undefined ? "the listener never closed" : `answered ${slowAnswers.map((s) => `${(s.endedAt - closedAt).toFixed(0)} ms`).join(", ")} after it`,
  );

  const otherStatus = sent.filter((s) => s.status !== undefined && s.status !== 201 && s.status !== 503);
  check(SCENARIO, "every answer is 201 or 503", otherStatus.length === 0, otherStatus.length ? JSON.stringify(countBy(otherStatus, statusOf)) : "");
  // Closing the listening socket at once resets the connections still in its accept queue
  // (the kernel completed their handshake and took their request, the process never read
  // them): the drain window exists so that they get a 503 instead.
  const broken = sent.filter((s) => s.error !== undefined && s.error !== "ECONNREFUSED");
  figure("listen queue at SIGTERM (ss Recv-Q)", backlogAtSigterm ?? "unknown");
  figure("reset without an answer", broken.length ? `${broken.length} (${JSON.stringify(countBy(broken, statusOf))}), started ${range(broken)} from SIGTERM` : "none");
  check(
    SCENARIO,
    "no connection reset, timeout or other network error (only refusals)",
    broken.length === 0,
    broken.length
      ? `${broken.length} × ${[...new Set(broken.map((s) => s.error))].join("/")}, started ${range(broken)} from SIGTERM (the drain window closes ${DRAIN_MS} ms after it); the listen queue held ${lastAccepted?.queue ?? "?"} connections at the last probe before the close (${lastAccepted ? `${lastAccepted.at.toFixed(0)} ms` : "-"})`
      : "",
  );
  const unanswered = before.filter((s) => s.status === undefined);
  check(
    SCENARIO,
    "every request sent before SIGTERM was answered (201 or 503)",
    unanswered.length === 0,
    unanswered.length ? `${unanswered.length} got ${JSON.stringify(countBy(unanswered, statusOf))}` : `${before.length} answered`,
  );
  const late201 = sent.filter((s) => s.status === 201 && since(s) > SIGNAL_DELAY_MS);
  check(
    SCENARIO,
    `no 201 for a request started over ${SIGNAL_DELAY_MS} ms after SIGTERM`,
    late201.length === 0,
    late201.length
      ? `${late201.length}, started ${range(late201)} from SIGTERM`
      : `the last 201 started ${Math.max(...sent.filter((s) => s.status === 201).map(since)).toFixed(0)} ms from SIGTERM`,
  );
  const early503 = drained.filter((s) => s.endedAt < sigtermAt);
  check(SCENARIO, "no 503 answered before SIGTERM", early503.length === 0, early503.length ? `${early503.length}` : "");
  const badDrain = drained.map((s) => drainAnswerProblem(s)).filter((p): p is string => p !== undefined);
  check(
    SCENARIO,
    "every 503 has Connection: close, Retry-After and a JSON message",
    drained.length > 0 && badDrain.length === 0,
    badDrain.length ? `${badDrain.length} of ${drained.length}, e.g. ${badDrain[0]}` : `${drained.length} × 503, e.g. Retry-After ${drained[0]?.headers?.["retry-after"] ?? "-"}, ${drained[0]?.body ?? "-"}`,
  );
  const earlyProbes = probes.filter((p) => p.at < DRAIN_MS - CLOSE_EARLY_MS);
  check(
    SCENARIO,
    `new connections are accepted during the drain window (TCP probes up to ${DRAIN_MS - CLOSE_EARLY_MS} ms)`,
    earlyProbes.length > 0 && earlyProbes.every((p) => p.listening),
    `${earlyProbes.filter((p) => p.listening).length}/${earlyProbes.length} accepted`,
  );
  const refusedEarly = refused.filter((s) => since(s) < DRAIN_MS - CLOSE_EARLY_MS);
  check(
    SCENARIO,
    `no refusal before the drain window ended (${DRAIN_MS} ms after SIGTERM)`,
    refusedEarly.length === 0,
    refusedEarly.length ? `${refusedEarly.length} refused, started ${range(refusedEarly)} from SIGTERM` : "",
  );
  check(
    SCENARIO,
    `the listener closed ${DRAIN_MS}–${DRAIN_MS + CLOSE_LATE_MS} ms after SIGTERM, while requests were in flight`,
    closedProbe !== undefined && closedProbe.doneAt >= DRAIN_MS - CLOSE_EARLY_MS && closedProbe.doneAt <= DRAIN_MS + CLOSE_LATE_MS && !closedProbe.exited,
    closedProbe ? `first refused probe ${closedProbe.doneAt.toFixed(0)} ms after SIGTERM${closedProbe.exited ? ", but the process had already exited" : ""}` : "no probe was refused",
  );
  // Once a probe was refused the listener is gone: every later request must be refused too.
  const afterClose = closedProbe === undefined ? [] : sent.filter((s) => since(s) >= closedProbe.doneAt);
  const afterCloseServed = afterClose.filter((s) => s.error !== "ECONNREFUSED");
  const firstRefused = [...refused].sort((x, y) => x.startedAt - y.startedAt)[0];
  figure("first refusal after SIGTERM", firstRefused ? `${since(firstRefused).toFixed(0)} ms` : "none");
  check(
    SCENARIO,
    "every request started after the listener closed is refused",
    afterClose.length > 0 && afterCloseServed.length === 0,
    `${afterClose.length - afterCloseServed.length}/${afterClose.length} refused${afterCloseServed.length ? `, others ${JSON.stringify(countBy(afterCloseServed, statusOf))}` : ""}`,
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
  const notAcknowledged = sent.filter((s) => s.status !== 201);
  const storedUnacknowledged = notAcknowledged.filter((s) => storedMessages.has(s.message));
  figure("rows in the reopened data dir / 201 answers", `${rows.length} / ${acknowledged.length}`);
  check(
    SCENARIO,
    "no request answered 503 or not answered was stored (a retry is safe)",
    storedUnacknowledged.length === 0,
    storedUnacknowledged.length
      ? `${storedUnacknowledged.length} stored: ${JSON.stringify(countBy(storedUnacknowledged, statusOf))}`
      : `${notAcknowledged.length} (${JSON.stringify(countBy(notAcknowledged, statusOf))}), none stored`,
  );
  check(SCENARIO, "every id answered 201 is in the reopened data dir", missing.length === 0, missing.length ? `${missing.length} missing` : `${acknowledged.length} ids`);
  check(SCENARIO, "no stored row that was not answered 201", extra.length === 0, extra.length ? `${extra.length} extra rows` : "");

  return { requests: sent.length, exitMs, exitCode: code === "still running" ? null : code };
}
