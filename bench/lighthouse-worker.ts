// One Lighthouse worker (a child process of bench/lighthouse.ts: Lighthouse does not
// support concurrent runs in one process). Audits the URLs it is given one after the
// other (mobile, Lighthouse's default), each in a fresh headless chromium, and writes a
// JSON array of figures to the output file. A fresh profile per run, because Lighthouse
// keeps cookies between runs: after /te the language cookie would make every later "/"
// a Telugu page, and each run should be a first visit.
//   node --import tsx bench/lighthouse-worker.ts <debugging-port> <output.json> <url>...
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATEGORIES, CHROME_FLAGS, CHROME_PATH, type LighthouseRun } from "./lighthouse.ts";

/** The chromium of the run under way: stopped with the worker (bench/lighthouse.ts stops a worker at its time limit), so that no browser is left holding the debugging port for the next step's runs. */
let current: { kill(): unknown } | undefined;
process.once("SIGTERM", () => {
  void Promise.resolve(current?.kill()).finally(() => process.exit(143));
});

async function main(): Promise<void> {
  const [portArg, output, ...urls] = process.argv.slice(2);
  if (!portArg || !output || urls.length === 0)
    throw new Error("usage: lighthouse-worker.ts <port> <output.json> <url>...");
  const runs: LighthouseRun[] = [];
  for (const url of urls) {
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      port: Number(portArg),
      logLevel: "silent",
    });
    current = chrome;
    try {
      const started = performance.now();
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          disableFullPageScreenshot: true, // no score depends on it; saves ~2 s a run
        });
        if (!result) throw new Error("Lighthouse returned no result");
        const { lhr } = result;
        const numeric = (id: string) => lhr.audits[id]?.numericValue;
        const failing: Record<string, string[]> = {};
        for (const id of CATEGORIES) {
          const refs = lhr.categories[id]?.auditRefs ?? [];
          failing[id] = refs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
        }
        runs.push({
          url,
          ok: !lhr.runtimeError,
          error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
          lcpMs: numeric("largest-contentful-paint"),
          tbtMs: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failing,
          warnings: lhr.runWarnings,
          ms: performance.now() - started,
        });
      } catch (error) {
        runs.push({
          url,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
          scores: {},
          ms: performance.now() - started,
        });
      }
      writeFileSync(output, JSON.stringify(runs));
    } finally {
      // The next run's chromium takes the same debugging port: wait until this one is gone.
      // (Its process is held here: chrome-launcher forgets it on kill, at times before
      // kill returns, and the worker then failed on reading its exit code.)
      const child = chrome.process;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      chrome.kill();
      if (child.exitCode === null && child.signalCode === null) await gone;
    }
  }
}

main().catch((error: unknown) => {
  console.error("lighthouse worker:", error instanceof Error ? error.message : error);
  process.exit(1);
});
