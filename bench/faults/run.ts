// Fault tests of the production server (`npm run bench:faults`, i.e.
// `node --import tsx bench/faults/run.ts`): a. PostgreSQL stopped under load,
// b. SIGTERM under load, c. no personal data in logs, d. SIGKILL between storing and
// sending e-mail. Prints figures and a PASS/FAIL per
// check; exits 1 if any check fails. Everything started is stopped and every temp dir
// removed, also on failure or Ctrl-C. See bench/faults/README.md.
import { logPrivacy } from "./log-privacy.ts";
import { mailKill } from "./mail-kill.ts";
import { postgresOutage } from "./postgres-outage.ts";
import { sigtermUnderLoad } from "./sigterm.ts";
import { check, checks, ensureBuild, runCleanups, runCleanupsSync } from "./support.ts";

const TIME_LIMIT_MS = 290_000;

const scenarios: Array<{ key: string; title: string; run: () => Promise<unknown> }> = [
  { key: "a", title: "a. PostgreSQL stopped during a load of submissions", run: postgresOutage },
  { key: "b", title: "b. SIGTERM during a load", run: sigtermUnderLoad },
  { key: "c", title: "c. No personal data in logs", run: logPrivacy },
  { key: "d", title: "d. SIGKILL between storing and sending e-mail", run: mailKill },
];

async function main(): Promise<number> {
  const only = process.argv.slice(2).filter((a) => /^[abcd]$/.test(a));
  const started = performance.now();
  ensureBuild();
  for (const scenario of scenarios) {
    if (only.length > 0 && !only.includes(scenario.key)) continue;
    console.log(`\n== ${scenario.title}`);
    const t = performance.now();
    try {
      await scenario.run();
    } catch (error) {
      check(scenario.key, "the scenario ran to its end", false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    } finally {
      await runCleanups();
    }
    console.log(`  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }

  const failed = checks.filter((c) => !c.ok);
  console.log(`\n== Summary: ${checks.length - failed.length}/${checks.length} checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const c of failed) console.log(`  FAIL  ${c.scenario}. ${c.name}${c.detail ? ` — ${c.detail.split("\n")[0]}` : ""}`);
  return failed.length === 0 ? 0 : 1;
}

process.on("exit", runCleanupsSync);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything this run started`);
    void runCleanups().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`\nover the ${TIME_LIMIT_MS / 1000} s limit: stopping everything this run started`);
  void runCleanups().finally(() => process.exit(1));
}, TIME_LIMIT_MS);
watchdog.unref();

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await runCleanups();
    process.exitCode = 1;
  });
