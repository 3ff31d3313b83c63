// The server itself, built into one bundle with the pages (vite.config.ts makes this the
// server build's entry: build/server/index.js). The API, the pages' actions and the
// start-up all import the same instance of every module they share: two copies of the
// submission store once numbered their prepared statements apart, and PostgreSQL refused
// one name for two inserts on a pooled connection (issue 15). server/main.ts only loads
// this bundle (or, under `--dev`, this file through Vite) and runs it.
import type { Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { seedIfEmpty } from "#database/seed.ts";
import { purgeEndedSessions } from "#app/office/sign-in/sessions.server.ts";
import { purgeSignInFailures } from "#app/office/sign-in/password-guesses.server.ts";
import { purgeExpiredChallengeTokens } from "#app/requests/answered-store.server.ts";
import { purgeRateLimitCounters } from "./api/request-guards.ts";
import { outboxComposer } from "./mail/compose-outbox.ts";
import { OutboxSender } from "./mail/sender.ts";
import { startRetentionPurge } from "./retention-purge.ts";
import { createApp } from "./app.ts";
import { EnvError, parseEnv } from "./env.ts";
import { createLogger, describeError, pageErrorReporter } from "./logger.ts";
import { developmentPages, productionPages, type BuiltPagesOptions, type PageDependencies } from "./pages.ts";
import { loadOrCreateSecret } from "./secret.ts";
import { Drain, stopListening } from "./shutdown.ts";
import { openMigratedDatabase } from "./start.ts";
import { speedSwitches } from "#app/config/speed.ts";
import { retentionMonths } from "#app/config/privacy.ts";
import { onSubmissionStored } from "#app/lib/submission-stored.ts";
import { setPublishedCopy, type CopyDocument } from "#app/content/copy/index.ts";
import { setPublishedGroup, type GroupFacts } from "#app/content/group/index.ts";
import { setPublishedTestimonials, type TestimonialsDocument } from "#app/content/testimonials/index.ts";
import { setPublishedSchools, type SchoolContent } from "#app/content/schools/index.ts";
import { schoolKey } from "#app/content/store/content-keys.ts";
import { loadPublishedContent, type PublishedContent } from "#app/content/store/published-content.server.ts";
import type { Database } from "#database/client.ts";
import { onContentPublished } from "#app/content/store/content-published.ts";
import { seedContent } from "#app/content/store/seed-content.server.ts";
import { followContentChanges } from "./content-changes.ts";

export { createApp };

const SHUTDOWN_GRACE_MS = 10_000;

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** The built pages of this bundle, served from `buildDir` (build/, beside it). */
export function builtPages(deps: PageDependencies, options: Omit<BuiltPagesOptions, "build">) {
  return productionPages(deps, { build: build as unknown as ServerBuild, ...options });
}

/**
 * The published content in this process's memory, what the pages read (getSchoolContent),
 * taken in again by this process on its own publishes; `stop` stops hearing of them (what
 * is held stays, for the requests still being answered). The server runs it at start; the
 * tests run it through the bundle, so that its pages and its publishing share this one copy
 * of the modules.
 */
export async function holdPublishedContent(db: Database): Promise<{ content: PublishedContent; stop: () => void }> {
  const content = await loadPublishedContent(db);
  setPublishedSchools((id) => content.get(schoolKey(id))?.document as SchoolContent | undefined);
  setPublishedGroup(() => content.get("group")?.document as GroupFacts | undefined);
  setPublishedTestimonials(() => content.get("testimonials")?.document as TestimonialsDocument | undefined);
  setPublishedCopy(() => content.get("copy")?.document as CopyDocument | undefined);
  return { content, stop: onContentPublished((keys) => content.reload(keys)) };
}

export interface RunOptions {
  /** The project's folder: its build/ and drizzle/ are found there, whatever the working folder. */
  root: string;
  /** `--dev`: pages through Vite's dev server (this module was loaded by it too). */
  devServer?: ViteDevServer;
}

/** Starts the server the environment describes; stops it on SIGTERM or SIGINT. */
export async function runServer({ root, devServer }: RunOptions): Promise<void> {
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
  const dev = devServer !== undefined;
  const logger = createLogger(env.LOG_LEVEL);

  const connection = await openMigratedDatabase(env, join(root, "drizzle"));
  if (await seedIfEmpty(connection.db)) logger.info("seeded an empty database");
  // The offices' published content, in memory for every page view (issue 28).
  const added = await seedContent(connection.db);
  if (added.length > 0) logger.info({ documents: added }, "wrote the first version of the site's content");
  const { content, stop: stopHearing } = await holdPublishedContent(connection.db);
  const contentChanges = followContentChanges({
    target: connection.target,
    content,
    onError: (error, context) => logger.warn(describeError(error), context),
  });
  await contentChanges.ready;
  const challengeSecret = loadOrCreateSecret(env.DATA_DIR, env.CHALLENGE_SECRET);
  const retention = retentionMonths(env);
  const pages: PageDependencies = {
    db: connection.db,
    challengeSecret,
    speed: speedSwitches(env),
    retention,
    reportError: pageErrorReporter(logger),
  };
  const mountPages = devServer
    ? developmentPages(pages, devServer)
    : builtPages(pages, { buildDir: join(root, "build"), pageCacheMs: env.PAGE_CACHE_SECONDS * 1000, onContentChange: content.onChange });
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
    Promise.all([
      purgeExpiredChallengeTokens(connection.db),
      purgeRateLimitCounters(connection.db),
      purgeEndedSessions(connection.db),
      purgeSignInFailures(connection.db),
    ]).catch((error: unknown) => logger.warn(describeError(error), "could not purge expired tokens, counters and sessions"));
  }, PURGE_INTERVAL_MS);
  purge.unref();

  // Requests past their retention period go, daily (decision 0022).
  const retentionPurge = startRetentionPurge({ db: connection.db, retention, logger });

  // Each submission's e-mails wait in the outbox until a sender takes them (decision 0016).
  const sender = env.SMTP_URL
    ? new OutboxSender({
        db: connection.db,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        messageIdDomain: new URL(env.SITE_URL).hostname.replace(/^www\./, ""),
        compose: outboxComposer(env.SITE_URL, challengeSecret),
        onError: (error, context) => logger.warn(describeError(error), context),
      })
    : undefined;
  // A stored submission wakes the sender: its e-mails go out at once, not at the next look.
  const stopWaking = sender ? onSubmissionStored(() => sender.wake()) : undefined;
  if (sender) sender.start(env.MAIL_POLL_SECONDS * 1000);
  else logger.warn("SMTP_URL is not set: e-mails wait in the outbox and go out once it is set");

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
    stopWaking?.();
    stopHearing();
    const stopSending = Promise.all([sender?.stop(), retentionPurge.stop(), contentChanges.stop()]);
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
          // The round being sent finishes and is recorded before the database closes.
          Promise.resolve(stopSending)
            .then(() => connection.close())
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

// Run as a program (`node build/server/index.js`, what `npm run serve` does): the built
// bundle starts itself, without a TypeScript loader in the process (tsx's hooks run a
// second V8 heap beside the server's: about 126 MB of 268 at start, issue 16).
// Imported (server/main.ts, the tests) or loaded by Vite in development, it only exports.
if (import.meta.url.endsWith("/build/server/index.js") && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runServer({ root: fileURLToPath(new URL("../..", import.meta.url)) }).catch((error: unknown) => {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
