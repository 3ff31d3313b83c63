// npm run db:migrate | db:seed: the same start-up steps as the server, on their own. A
// process entry beside server/main.ts: database/ imports nothing of the server.
import { seedDatabase } from "#database/seed.ts";
import { parseEnv } from "./env.ts";
import { openMigratedDatabase } from "./start.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx server/database-cli.ts migrate|seed");
  process.exit(2);
}
try {
  const env = parseEnv(process.env);
  const connection = await openMigratedDatabase(env);
  if (command === "seed") await seedDatabase(connection.db);
  await connection.close();
  console.log(command === "seed" ? "database migrated and seeded" : "database migrated");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
