// The retention purge inside the server (issue 18, decision 0022): once shortly after
// start, then daily. Every instance runs it; the purge's advisory lock lets one at a time
// do the work, and the others' runs that meet the lock do nothing. One log line per run,
// with counts and cut-off dates only.
import type { RetentionMonths } from "#app/config/privacy.ts";
import { describePurge, purgeExpiredRequests } from "#app/office/people/retention.server.ts";
import type { Database } from "#database/client.ts";
import { describeError, type Logger } from "./logger.ts";

export const RETENTION_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first run waits this long after start, so that a start (or a restart loop) is not slowed by it. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

export interface RetentionPurgeSchedule {
  /** Stops the schedule; resolves when a run under way has finished. */
  stop(): Promise<void>;
}

export function startRetentionPurge({
  db,
  retention,
  logger,
  intervalMs = RETENTION_PURGE_INTERVAL_MS,
  firstRunAfterMs = FIRST_RUN_AFTER_MS,
}: {
  db: Database;
  retention: RetentionMonths;
  logger: Logger;
  intervalMs?: number;
  firstRunAfterMs?: number;
}): RetentionPurgeSchedule {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    running = purgeExpiredRequests(db, retention)
      .then((result) => logger.info({ purge: result.ran ? result.counts : "skipped" }, describePurge(result)))
      .catch((error: unknown) => logger.warn(describeError(error), "retention purge failed; it runs again tomorrow"))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  timer = setTimeout(run, firstRunAfterMs).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
