// One JSON line per request: method, path, status, duration. Never bodies, query
// strings or headers: they can carry a family's personal data. Nor a family's private
// link: its path is written without its token (/r/…), here and in a page's failure.
import type { NextFunction, Request, Response } from "express";
import { pino, type Logger } from "pino";
import { withoutLinkToken } from "./request-link-area.ts";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info({
        method: req.method,
        path: withoutLinkToken(req.originalUrl.split("?")[0] ?? ""),
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}

/** How the server logs a page's failure (its load context's reportError): the path, the error's kind and code. */
export function pageErrorReporter(logger: Logger) {
  return (error: unknown, path: string) => logger.error({ path: withoutLinkToken(path), ...describeError(error) }, "page request failed");
}

/** What may be logged of an error: its kind and code, not its message (it can echo values). */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return { errorType: error.name, ...(typeof code === "string" ? { errorCode: code } : {}) };
}
