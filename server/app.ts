// The Express application: request log, the JSON API, then the pages (static assets
// and the React Router handler). Built from its dependencies so tests can hand in theirs.
import express, { type ErrorRequestHandler } from "express";
import type { Database } from "#database/client.ts";
import { createApiRouter } from "./api/router.ts";
import { describeError, requestLog, type Logger } from "./logger.ts";

export interface AppDependencies {
  db: Database;
  challengeSecret: string;
  logger: Logger;
  /** Mounts everything that is not /api: static files and rendered pages. */
  mountPages?: (app: express.Express) => void;
}

export function createApp({ db, challengeSecret, logger, mountPages }: AppDependencies): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.use(requestLog(logger));
  app.use(
    "/api",
    createApiRouter({
      db,
      challengeSecret,
      onError: (error, { path }) => logger.error({ path, ...describeError(error) }, "api request failed"),
    }),
  );
  mountPages?.(app);
  const lastResort: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // e.g. a hashed asset that does not exist: a plain 404, not a page
      res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    logger.error(describeError(error), "request failed");
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again later.");
  };
  app.use(lastResort);
  return app;
}
