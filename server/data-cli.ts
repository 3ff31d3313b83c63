// npm run data:purge                 forgets the requests past their retention period now
// npm run data:purge -- --dry-run    says what would go (counts per kind, the cut-off dates)
// The same purge as the server's daily one (decision 0022), and the same lock: on
// PostgreSQL it runs while the site runs (a purge under way elsewhere: it says so and does
// nothing). The embedded database serves one process at a time: while the site runs on
// it, this says so (server/embedded-lock.ts) and the site's own daily purge does the work.
import { parseArgs } from "node:util";
import { retentionMonths } from "#app/config/privacy.ts";
import { describePurge, purgeExpiredRequests } from "#app/office/people/retention.server.ts";
import { EmbeddedDatabaseInUse } from "./embedded-lock.ts";
import { EnvError, parseEnv } from "./env.ts";
import { openMigratedDatabase } from "./start.ts";

const USAGE = "usage: npm run data:purge [-- --dry-run]";

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: { "dry-run": { type: "boolean" } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (command !== "purge") {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const connection = await openMigratedDatabase(env);
  try {
    const result = await purgeExpiredRequests(connection.db, retentionMonths(env), { dryRun: values["dry-run"] === true });
    console.log(describePurge(result));
    return result.ran ? 0 : 1;
  } finally {
    await connection.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof EmbeddedDatabaseInUse || error instanceof EnvError) console.error(error.message);
    else console.error("The purge did not run:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
