// The one server process: pages, static assets and /api on one port.
// `tsx server/main.ts` serves the production build; `--dev` serves through Vite.
import type { Server } from "node:http";
import { seedIfEmpty } from "#database/seed.ts";
import { purgeExpiredChallengeTokens } from "#app/features/visits/schedule-visit.server.ts";
import { purgeRateLimitCounters } from "./api/request-guards.ts";
import { createApp } from "./app.ts";
import { EnvError, parseEnv } from "./env.ts";
import { createLogger, describeError } from "./logger.ts";
import { developmentPages, productionPages } from "./pages.ts";
import { loadOrCreateSecret } from "./secret.ts";
import { Drain, stopListening } from "./shutdown.ts";
import { openMigratedDatabase } from "./start.ts";

const SHUTDOWN_GRACE_MS = 10_000;

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dev = process.argv.includes("--dev");
  const logger = createLogger(env.LOG_LEVEL);

  const connection = await openMigratedDatabase(env);
  if (await seedIfEmpty(connection.db)) logger.info("seeded an empty database");
  const challengeSecret = loadOrCreateSecret(env.DATA_DIR, env.CHALLENGE_SECRET);
  const pages = {
    db: connection.db,
    challengeSecret,
    reportError: (error: unknown, path: string) =>
      logger.error({ path, ...describeError(error) }, "page request failed"),
  };
  const mountPages = dev ? await developmentPages(pages) : await productionPages(pages, env.PAGE_CACHE_SECONDS * 1000);
  const drain = new Drain();
  const app = createApp({
    db: connection.db,
    challengeSecret,
    logger,
    ping: connection.ping,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    csp: !dev, // Vite's dev server injects inline scripts without a nonce
    drain,
    mountPages,
  });

  const purge = setInterval(() => {
    Promise.all([purgeExpiredChallengeTokens(connection.db), purgeRateLimitCounters(connection.db)]).catch(
      (error: unknown) => logger.warn(describeError(error), "could not purge expired tokens and counters"),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST ?? "::", () => resolve(listening)).once("error", reject);
  });
  logger.info(
    {
      port: env.PORT,
      host: env.HOST ?? "all interfaces",
      database: connection.target.kind,
      mode: dev ? "development" : "production",
    },
    `listening on http://localhost:${env.PORT}`,
  );

  const shutdown = (signal: string) => {
    if (drain.draining) return;
    drain.start();
    logger.info({ signal }, "stopping: finishing requests in flight");
    clearInterval(purge);
    const force = setTimeout(() => {
      logger.error("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // After the drain window, stop listening (new connections are refused), and once the
    // requests in flight are done, close the database and exit.
    setTimeout(
      () =>
        stopListening(server, drain, () => {
          connection
            .close()
            .then(() => {
              logger.info("stopped");
              process.exit(0);
            })
            .catch((error: unknown) => {
              logger.error(describeError(error), "database did not close cleanly");
              process.exit(1);
            });
        }),
      // The listener stays open for the drain window, answering new requests with 503:
      // closing it at once would reset connections still queued in the kernel. Idle
      // keep-alive connections are not closed here either: a busy client's next request
      // may be on its way on one (it was reset); it is answered 503 with Connection: close.
      env.SHUTDOWN_DRAIN_MS,
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
