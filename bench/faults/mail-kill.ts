// d. SIGKILL between storing and sending: the production server on PGlite with SMTP_URL
// pointing at a real SMTP server on loopback that this scenario runs (bench/smtp-sink.ts),
// killed, restarted on the same data dir; every stored request's e-mails are then
// counted by Message-ID at the SMTP server.
//   1. Deterministic: the SMTP server holds every new connection before its greeting (a
//      hung mail server), submissions are stored (201), the sender has claimed them and
//      waits for the greeting, nothing can have been taken: SIGKILL. After the restart
//      every message must arrive exactly once.
//   2. While messages flow (each DATA answered 25 ms late): SIGKILL once 60 of 300 were
//      taken. After the restart none may be missing; a message the SMTP server took just
//      before the kill whose record died with the process is sent again under the same
//      Message-ID (at least once, with a stable id): counted and reported, not hidden.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { connectDatabase, queryRows } from "#database/client.ts";
import { LEASE_MS } from "#database/outbox.ts";
import { messageIdOf } from "#server/mail/sender.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { startSmtpSink, type SmtpSink } from "../smtp-sink.ts";
import { check, countBy, figure, onCleanup, postJson, startSite, tempDir, type Site } from "./support.ts";

const SCENARIO = "d";
const DOMAIN = "vidyanjalischools.in";
const PHASE_1_REQUESTS = 40;
const PHASE_2_REQUESTS = 150;
const KILL_AFTER_TAKEN = 60;
const DATA_DELAY_MS = 25;
const POST_LOOPS = 10;
/** The lease, the server's look every 5 s, and room for a slow machine. */
const DELIVERY_WAIT_MS = LEASE_MS + 60_000;

export interface MailKillResult {
  phase1: { messages: number; takenBeforeKill: number; twice: number; missing: number };
  phase2: { messages: number; takenBeforeKill: number; twice: number; missing: number };
}

/** Stores `count` contact messages (each with an address: two e-mails), 10 at a time; the ids answered 201. */
async function store(site: Site, label: string, count: number): Promise<{ ids: number[]; other: Record<string, number> }> {
  const ids: number[] = [];
  const other: string[] = [];
  let next = 0;
  const loop = async () => {
    for (let i = next++; i < count; i = next++) {
      const answer = await postJson(site.port, "/api/contact", {
        ...validPayloads["/api/contact"](),
        email: `${label}-${i}@example.org`,
        message: `fault-d ${label} ${i}`,
      });
      if (answer.status === 201) ids.push((JSON.parse(answer.body ?? "{}") as { id: number }).id);
      else other.push(answer.status === undefined ? `error ${answer.error}` : String(answer.status));
    }
  };
  await Promise.all(Array.from({ length: POST_LOOPS }, loop));
  return { ids, other: countBy(other, (status) => status) };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

async function kill(site: Site): Promise<void> {
  site.child.kill("SIGKILL");
  await site.exited;
}

/** The arrivals at the SMTP server against the Message-IDs of the stored requests' rows. */
function compare(expected: string[], arrived: Map<string, number>) {
  const missing = expected.filter((id) => !arrived.has(id));
  const twice = [...arrived].filter(([, n]) => n > 1).map(([id]) => id);
  const wanted = new Set(expected);
  const extra = [...arrived.keys()].filter((id) => !wanted.has(id));
  return { missing, twice, extra };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function mailKill(): Promise<MailKillResult> {
  const runId = randomBytes(3).toString("hex");
  const sink: SmtpSink = await startSmtpSink();
  onCleanup("stop the SMTP server", () => sink.close());
  const dataDir = tempDir("faults-d-data-");
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: sink.url };
  figure("SMTP server (smtp-server, this process)", sink.url);
  figure("lease of a claimed message", seconds(LEASE_MS));

  // ---------------------------------------------------------------- 1. stored, not yet sent
  console.log("  -- 1. killed while the sender waits for a hung SMTP server's greeting");
  sink.hold(true);
  let site = await startSite(env, "site on PGlite with SMTP");
  figure("server", `pid ${site.child.pid} on 127.0.0.1:${site.port}`);
  const first = await store(site, `${runId}-1`, PHASE_1_REQUESTS);
  const connected = await until(() => sink.held() > 0, 5_000);
  await sleep(300);
  const held = sink.held();
  const takenBeforeKill1 = sink.counts().received;
  await kill(site);
  const killed1 = performance.now();
  figure("stored (201) before the kill", `${first.ids.length} requests${Object.keys(first.other).length ? `, others ${JSON.stringify(first.other)}` : ""}`);
  figure("sender's connections held before the greeting", held);
  check(SCENARIO, `every one of the ${PHASE_1_REQUESTS} submissions was stored (201)`, first.ids.length === PHASE_1_REQUESTS, JSON.stringify(first.other));
  check(SCENARIO, "the sender was under way (connected, waiting for the greeting) and nothing was taken before the kill", connected && takenBeforeKill1 === 0, `${held} connections held, ${takenBeforeKill1} messages taken`);

  sink.hold(false);
  site = await startSite(env, "site on PGlite with SMTP, restarted");
  const restarted1 = performance.now();
  figure("restart (SIGKILL to answering)", seconds(restarted1 - killed1));
  const expected1 = 2 * first.ids.length;
  const delivered1 = await until(() => sink.counts().distinct >= expected1, DELIVERY_WAIT_MS);
  await sleep(1_000); // anything sent twice would be on its way by now
  const arrived1 = sink.ids();
  const times1 = [...sink.firstAccepted().values()].map((t) => t - restarted1);
  figure(
    "deliveries after the restart",
    `${sink.counts().received} messages, ${sink.counts().distinct} distinct, the first ${seconds(Math.min(...times1))} and the last ${seconds(Math.max(...times1))} after it`,
  );
  check(SCENARIO, `phase 1: all ${expected1} messages arrived after the restart`, delivered1, `${sink.counts().distinct} of ${expected1}`);

  // ---------------------------------------------------------------- 2. killed while messages flow
  console.log("  -- 2. killed while messages flow");
  sink.reset();
  sink.hold(true);
  const second = await store(site, `${runId}-2`, PHASE_2_REQUESTS);
  sink.slow(DATA_DELAY_MS);
  sink.hold(false);
  const flowing = await until(() => sink.counts().received >= KILL_AFTER_TAKEN, 30_000);
  await kill(site);
  const killed2 = performance.now();
  const takenBeforeKill2 = sink.counts().received;
  sink.slow(0);
  figure("stored (201), then taken by SMTP before the kill", `${second.ids.length} requests (${2 * second.ids.length} messages), ${takenBeforeKill2} taken`);
  check(SCENARIO, `every one of the ${PHASE_2_REQUESTS} submissions was stored (201)`, second.ids.length === PHASE_2_REQUESTS, JSON.stringify(second.other));
  check(SCENARIO, "the kill came while messages were being taken", flowing && takenBeforeKill2 < 2 * second.ids.length, `${takenBeforeKill2} of ${2 * second.ids.length}`);

  site = await startSite(env, "site on PGlite with SMTP, restarted again");
  const restarted2 = performance.now();
  const expected2 = 2 * second.ids.length;
  const delivered2 = await until(() => sink.counts().distinct >= expected2, DELIVERY_WAIT_MS);
  await sleep(1_000);
  const arrived2 = sink.ids();
  const firstAccepted2 = sink.firstAccepted();
  const last2 = Math.max(...[...firstAccepted2.values()]) - restarted2;
  figure("restart (SIGKILL to answering)", seconds(restarted2 - killed2));
  figure("last delivery after the restart", seconds(last2));
  check(SCENARIO, `phase 2: all ${expected2} messages arrived after the restart`, delivered2, `${sink.counts().distinct} of ${expected2}`);

  // The server stops; its data dir tells which rows the stored requests wrote.
  site.child.kill("SIGTERM");
  const code = await site.exited;
  const reopened = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  let rows: Array<{ id: number; request_id: number; status: string }>;
  try {
    rows = await queryRows(reopened.db, sql`select id, request_id, status from outbox_messages where request_kind = 'contact' order by id`);
  } finally {
    await reopened.close();
  }
  check(SCENARIO, "the restarted server stopped cleanly on SIGTERM", code === 0, `exit ${code}`);

  const result = {} as MailKillResult;
  for (const [phase, stored, arrived, takenBeforeKill] of [
    [1, first, arrived1, takenBeforeKill1],
    [2, second, arrived2, takenBeforeKill2],
  ] as const) {
    const requestIds = new Set(stored.ids);
    const own = rows.filter((row) => requestIds.has(row.request_id));
    const expected = own.map((row) => messageIdOf(row.id, DOMAIN));
    const { missing, twice, extra } = compare(expected, arrived);
    const unsent = own.filter((row) => row.status !== "sent");
    check(SCENARIO, `phase ${phase}: every stored request has its 2 outbox rows`, own.length === 2 * stored.ids.length, `${own.length} rows for ${stored.ids.length} requests`);
    check(SCENARIO, `phase ${phase}: no message missing, counted by Message-ID`, missing.length === 0 && expected.length > 0, missing.length ? `${missing.length} missing, e.g. ${missing[0]}` : `${expected.length} Message-IDs`);
    check(SCENARIO, `phase ${phase}: nothing arrived that no stored request wrote`, extra.length === 0, extra.length ? `${extra.length}, e.g. ${extra[0]}` : "");
    check(SCENARIO, `phase ${phase}: every row recorded sent`, unsent.length === 0, unsent.length ? JSON.stringify(countBy(unsent, (row) => row.status)) : "");
    figure(`phase ${phase}: delivered twice (same Message-ID)`, twice.length ? `${twice.length}: ${twice.slice(0, 5).join(" ")}${twice.length > 5 ? " …" : ""}` : "none");
    if (phase === 1) {
      check(SCENARIO, "phase 1 (killed before anything was taken): every message delivered exactly once", missing.length === 0 && twice.length === 0, `${twice.length} twice`);
    } else {
      // Only a message the SMTP server took before the kill can come twice: its "sent" was not recorded yet.
      const late = twice.filter((id) => (firstAccepted2.get(id) ?? Infinity) > killed2 + DATA_DELAY_MS + 100);
      check(
        SCENARIO,
        "phase 2: every message delivered twice had been taken by the SMTP server before the kill",
        late.length === 0,
        `${twice.length} twice of ${takenBeforeKill} taken before the kill${late.length ? `; ${late.length} first taken after it` : ""}`,
      );
    }
    result[`phase${phase}`] = { messages: expected.length, takenBeforeKill, twice: twice.length, missing: missing.length };
  }
  return result;
}
