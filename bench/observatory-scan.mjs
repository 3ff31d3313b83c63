// Runs one Observatory scan and prints its figures as JSON (a child process of
// bench/observatory.ts, so that NODE_EXTRA_CA_CERTS, read at start-up, can trust the
// run's certificate). Plain JavaScript: the scanner lives outside the project's modules.
// The figures go to a file: the scanner's HTML parser prints its own complaints.
//   node bench/observatory-scan.mjs <scanner package dir> <hostname> <output.json>
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const [packageDir, hostname, output] = process.argv.slice(2);
const { scan } = await import(pathToFileURL(join(packageDir, "src", "scanner", "index.js")).href);
const result = await scan(hostname);
writeFileSync(
  output,
  JSON.stringify({
    grade: result.scan.grade,
    score: result.scan.score,
    testsPassed: result.scan.testsPassed,
    testsQuantity: result.scan.testsQuantity,
    tests: Object.fromEntries(
      Object.entries(result.tests).map(([name, test]) => [name, { pass: test.pass, result: test.result }]),
    ),
  }),
);
