// npm run db:migrate | db:seed: the same start-up steps as the server, on their own.
import { parseEnv } from "#server/env.ts";
import { openMigratedDatabase } from "#server/start.ts";
import { seedDatabase } from "./seed.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx database/cli.ts migrate|seed");
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
