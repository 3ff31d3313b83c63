// a. PostgreSQL stopped during a load of submissions: a private cluster, the production
// server on it, 20 loops posting contact messages; PostgreSQL is stopped (fast) after
// ~5 s and started again ~5 s later. Answers during the outage must be quick 503s that
// say "try again", the API must recover by itself, and the table must hold exactly the
// messages that were answered 201, under the ids given.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { validPayloads } from "../../tests/support/payloads.ts";
import { check, countBy, createPrivateCluster, figure, percentile, postJson, startSite, tempDir, type Answer } from "./support.ts";

const SCENARIO = "a";
const PG_PORT = 5499;
const LOOPS = 20;
const LOAD_MS = 20_000;
const STOP_AT_MS = 5_000;
const DOWN_MS = 5_000;
/** "No hang longer than a few seconds": the pool's connect timeout is 5 s. */
const MAX_LATENCY_MS = 6_000;
/** After PostgreSQL is back, every request started this long after must succeed. */
const RECOVERY_LIMIT_MS = 5_000;

interface Sent extends Answer {
  message: string;
  id?: number;
}

export interface OutageResult {
  requests: number;
  statuses: Record<string, number>;
  recoveryMs?: number;
}

export async function postgresOutage(): Promise<OutageResult> {
  const runId = randomBytes(4).toString("hex");
  const cluster = await createPrivateCluster(PG_PORT);
  figure("private cluster", `${cluster.dataDir} on 127.0.0.1:${PG_PORT}`);
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  await admin.query("create database site");
  await admin.end();

  const site = await startSite(
    { DATABASE_URL: cluster.url("site"), LOG_LEVEL: "warn", DATA_DIR: tempDir("faults-a-data-") },
    "site on the private PostgreSQL",
  );
  figure("server", `pid ${site.child.pid} on 127.0.0.1:${site.port}`);

  const agent = new Agent({ keepAlive: true, maxSockets: LOOPS });
  const sent: Sent[] = [];
  const t0 = performance.now();
  const at: { stopAsked?: number; stopped?: number; startAsked?: number; ready?: number } = {};

  const loop = async (n: number) => {
    for (let seq = 0; performance.now() - t0 < LOAD_MS; seq++) {
      const message = `fault-a ${runId} loop ${n} seq ${seq}`;
      const answer = await postJson(site.port, "/api/contact", { ...validPayloads["/api/contact"](), message }, { agent, timeoutMs: 15_000 });
      let id: number | undefined;
      if (answer.status === 201) id = (JSON.parse(answer.body ?? "{}") as { id?: number }).id;
      sent.push({ ...answer, message, id });
      // A client that was told to try again waits a moment (and a tight loop would only measure itself).
      if (answer.status !== 201) await sleep(50);
    }
  };
  const outage = async () => {
    await sleep(STOP_AT_MS);
    at.stopAsked = performance.now();
    await cluster.stopFast();
    at.stopped = performance.now();
    await sleep(Math.max(0, at.stopAsked + DOWN_MS - performance.now()));
    at.startAsked = performance.now();
    await cluster.start();
    at.ready = performance.now();
  };
  await Promise.all([outage(), ...Array.from({ length: LOOPS }, (_, n) => loop(n))]);
  agent.destroy();

  // Let the server finish and stop before the table is read.
  site.child.kill("SIGTERM");
  await Promise.race([site.exited, sleep(15_000, undefined, { ref: false })]);

  const rel = (t: number) => ((t - t0) / 1000).toFixed(2);
  const statusOf = (s: Sent) => (s.status !== undefined ? String(s.status) : `error ${s.error}`);
  // before: answered before the stop was asked; after: sent once PostgreSQL was ready again.
  const phase = (s: Sent) =>
    s.endedAt < (at.stopAsked ?? Infinity) ? "before" : s.startedAt < (at.ready ?? Infinity) ? "outage" : "after";
  const statuses = countBy(sent, statusOf);

  figure("PostgreSQL stop asked / stopped at (s)", `${rel(at.stopAsked!)} / ${rel(at.stopped!)}`);
  figure("PostgreSQL start asked / ready at (s)", `${rel(at.startAsked!)} / ${rel(at.ready!)}`);
  figure("requests (20 loops, ~20 s)", sent.length);
  figure("answers", JSON.stringify(statuses));
  for (const p of ["before", "outage", "after"]) {
    const inPhase = sent.filter((s) => phase(s) === p);
    const ms = inPhase.map((s) => s.endedAt - s.startedAt);
    figure(
      `  ${p}`,
      `${inPhase.length} requests ${JSON.stringify(countBy(inPhase, statusOf))}; latency p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(0, ...ms).toFixed(0)} ms`,
    );
  }

  // Answers
  const fiveHundreds = sent.filter((s) => s.status === 500);
  check(SCENARIO, "no 500 answer", fiveHundreds.length === 0, `${fiveHundreds.length} × 500`);
  const unexpected = sent.filter((s) => s.status !== undefined && s.status !== 201 && s.status !== 503);
  check(SCENARIO, "only 201 and 503 answers", unexpected.length === 0, unexpected.length ? JSON.stringify(countBy(unexpected, statusOf)) : "");
  const networkErrors = sent.filter((s) => s.error !== undefined);
  check(SCENARIO, "every request answered (no reset, no timeout)", networkErrors.length === 0, networkErrors.length ? JSON.stringify(countBy(networkErrors, statusOf)) : "");
  const unavailable = sent.filter((s) => s.status === 503);
  const badBodies = unavailable.filter((s) => {
    try {
      const body = JSON.parse(s.body ?? "") as { message?: unknown };
      return typeof body.message !== "string" || !/try again/i.test(body.message);
    } catch {
      return true;
    }
  });
  check(SCENARIO, "the outage was seen: 503 answers while PostgreSQL was down", unavailable.length > 0, `${unavailable.length} × 503`);
  check(
    SCENARIO,
    "every 503 is JSON with a message asking to try again",
    badBodies.length === 0,
    badBodies.length ? `${badBodies.length} bad, e.g. ${badBodies[0]?.body?.slice(0, 120)}` : `e.g. ${unavailable[0]?.body ?? "-"}`,
  );
  const latencies = sent.map((s) => s.endedAt - s.startedAt);
  const slowest = Math.max(0, ...latencies);
  check(SCENARIO, `no request took longer than ${MAX_LATENCY_MS / 1000} s`, slowest <= MAX_LATENCY_MS, `slowest ${slowest.toFixed(0)} ms`);
  const beforeFailures = sent.filter((s) => phase(s) === "before" && s.status !== 201);
  check(SCENARIO, "all 201 before the stop (answered before it)", beforeFailures.length === 0, beforeFailures.length ? JSON.stringify(countBy(beforeFailures, statusOf)) : "");

  // Recovery
  const after = sent.filter((s) => phase(s) === "after");
  const firstOk = after.filter((s) => s.status === 201).sort((x, y) => x.endedAt - y.endedAt)[0];
  const recoveryMs = firstOk ? firstOk.endedAt - at.ready! : undefined;
  const lastFailure = after.filter((s) => s.status !== 201).sort((x, y) => y.endedAt - x.endedAt)[0];
  figure("recovery: first 201 after PostgreSQL ready", recoveryMs === undefined ? "never" : `${recoveryMs.toFixed(0)} ms`);
  figure("recovery: last failure after PostgreSQL ready", lastFailure ? `${(lastFailure.endedAt - at.ready!).toFixed(0)} ms (${statusOf(lastFailure)})` : "none");
  const lateFailures = after.filter((s) => s.status !== 201 && s.startedAt - at.ready! > RECOVERY_LIMIT_MS);
  check(
    SCENARIO,
    `the API recovered by itself (every request started > ${RECOVERY_LIMIT_MS / 1000} s after the restart got 201)`,
    firstOk !== undefined && lateFailures.length === 0 && after.some((s) => s.startedAt - at.ready! > RECOVERY_LIMIT_MS),
    lateFailures.length ? `${lateFailures.length} late failures: ${JSON.stringify(countBy(lateFailures, statusOf))}` : "",
  );

  // The table against the answers
  const reader = new pg.Client({ connectionString: cluster.url("site") });
  await reader.connect();
  const { rows } = await reader.query<{ id: number; message: string }>("select id, message from contact_messages");
  await reader.end();
  const rowByMessage = new Map(rows.map((r) => [r.message, Number(r.id)]));
  const sentByMessage = new Map(sent.map((s) => [s.message, s]));
  const acknowledged = sent.filter((s) => s.status === 201);
  const missing = acknowledged.filter((s) => rowByMessage.get(s.message) !== s.id);
  const unacknowledged = rows.filter((r) => {
    const s = sentByMessage.get(r.message);
    return s === undefined || s.status !== 201 || s.id !== Number(r.id);
  });
  figure("rows in contact_messages / 201 answers", `${rows.length} / ${acknowledged.length}`);
  check(
    SCENARIO,
    "every id answered 201 is stored, with its message",
    missing.length === 0,
    missing.length ? `${missing.length} missing, e.g. id ${missing[0]?.id} "${missing[0]?.message}"` : `${acknowledged.length} ids`,
  );
  check(
    SCENARIO,
    "no stored row that was not answered 201",
    unacknowledged.length === 0,
    unacknowledged.length
      ? `${unacknowledged.length} rows, e.g. id ${unacknowledged[0]?.id} answered ${(() => {
          const s = sentByMessage.get(unacknowledged[0]!.message);
          return s ? statusOf(s) : "never sent";
        })()}`
      : "",
  );

  return { requests: sent.length, statuses, recoveryMs };
}
