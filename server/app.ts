// The Express application: security headers, compression, request log, health checks,
// the JSON API, then the pages (static assets and the React Router handler). Built from
// its dependencies so tests can hand in theirs.
import compression from "compression";
import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import type { Database } from "#database/client.ts";
import { translate } from "#app/i18n/translate.ts";
import { PAGE_FORMS, pageFormAt, type PageFormName } from "#app/forms/page-forms.ts";
import { uploadBodyLimit } from "#app/requests/receive-upload.server.ts";
import { PHOTO_BODY_LIMIT } from "#app/content/photos/photo-upload.server.ts";
import { formBody, requestLanguage } from "./api/http.ts";
import { rateLimit, sameOriginOnly, submissionGuards } from "./api/request-guards.ts";
import { createApiRouter } from "./api/router.ts";
import { languageChoice } from "./language-choice.ts";
import { isPageEditorPath, isStaffPath, isStaffUploadPath, PAGE_EDITOR_FORM_BYTES, refuseNulInStaffAddress, refuseNulInStaffForm, staffAreaHeaders } from "./staff-area.ts";
import { isRequestLinkPath, requestLinkHeaders } from "./request-link-area.ts";
import { describeError, requestLog, type Logger } from "./logger.ts";
import { securityHeaders } from "./security.ts";
import type { Drain } from "./shutdown.ts";
import { mountSeoRoutes } from "./seo.ts";
import { mountMediaRoutes } from "./media.ts";
import { mountSchoolDocumentRoutes } from "./school-documents.ts";

export interface AppDependencies {
  db: Database;
  challengeSecret: string;
  logger: Logger;
  /** Answers when the database does (for /readyz). */
  ping?: () => Promise<void>;
  /** Accepted POSTs per minute per address and endpoint; 0 or absent: no limit. */
  rateLimitPerMinute?: number;
  /** Proxies in front of the server whose X-Forwarded-* headers are believed. */
  trustProxy?: number;
  /** Content-Security-Policy header (off only for the Vite dev server's inline scripts). */
  csp?: boolean;
  /** Set once the server is shutting down: new requests get 503 and a closed connection. */
  drain?: Drain;
  /** Mounts everything that is not /api: static files and rendered pages. */
  mountPages?: (app: express.Express) => void;
}

export function createApp({
  db,
  challengeSecret,
  logger,
  ping,
  rateLimitPerMinute,
  trustProxy = 0,
  csp = true,
  drain,
  mountPages,
}: AppDependencies): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ csp }));
  // A family's private link: on every answer to it, whoever gives it (issue 27).
  app.use(requestLinkHeaders());
  // A form's answer (a few hundred bytes) is never compressed: the API's POSTs skip the
  // compressor's hooks on every write, a few per cent of the server's work under a flood.
  const compress = compression({ brotli: { params: {} } });
  app.use((req, res, next) => (req.method === "POST" && req.path.startsWith("/api/") ? next() : compress(req, res, next)));
  app.use(requestLog(logger));
  app.use((req, res, next) => {
    if (!drain?.draining) return next();
    // Shutting down: a clear "try again" (another instance will answer), not a reset.
    const answer = () => {
      res.set({ Connection: "close", "Retry-After": "5", "Cache-Control": "no-store" });
      res.status(503).json({ message: translate(requestLanguage(req), "api.unavailable") });
    };
    if (drain.hold) void drain.hold.then(answer);
    else answer();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await (ping ? ping() : Promise.resolve());
      res.set("Cache-Control", "no-store").json({ status: "ready" });
    } catch (error) {
      logger.warn(describeError(error), "database not ready");
      res.status(503).set("Cache-Control", "no-store").json({ status: "database unavailable" });
    }
  });

  const api = {
    db,
    challengeSecret,
    rateLimitPerMinute,
    onError: (error: unknown, { path }: { path: string }) =>
      logger.error({ path, ...describeError(error) }, "api request failed"),
  };
  app.use("/api", createApiRouter(api));
  mountSeoRoutes(app, db, (error) => logger.error(describeError(error), "sitemap failed"));
  mountMediaRoutes(app, db, (error) => logger.error(describeError(error), "photo file failed"));
  mountSchoolDocumentRoutes(app, db, (error) => logger.error(describeError(error), "school document failed"));
  app.use(staffAreaHeaders());
  app.use(refuseNulInStaffAddress());
  app.use(pagePostGuards(api));
  app.use(languageChoice());
  mountPages?.(app);
  const lastResort: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // e.g. a hashed asset that does not exist: a plain 404, not a page
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    logger.error(describeError(error), "request failed");
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again later.");
  };
  app.use(lastResort);
  return app;
}

/**
 * Every POST that is not the API's reaches a page's action (and no other method does): a page's own form posted by
 * a browser that has not run its scripts, or the same through React Router's data URL
 * (/careers.data; /_root.data for /). A form's gets the API's guards and shares its
 * count; any other, the same guards and a count of its own.
 * (app/forms/page-forms.ts)
 */
function pagePostGuards(api: Parameters<typeof submissionGuards>[0]): Router {
  const router = Router();
  // React Router runs a route's action for PUT, PATCH and DELETE too, and cannot even make
  // a request of TRACE: pages take GET, HEAD and POST only.
  router.use((req, res, next) => {
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method Not Allowed");
  });
  // A path that is not valid percent-encoding names no page (React Router would warn in
  // plain text beside the JSON log, then answer 404).
  router.use((req, res, next) => {
    try {
      decodeURI(req.path);
    } catch {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    next();
  });
  // One set of guards (and so one count) per kind of form, one for any other page POST.
  const guards = new Map<string, RequestHandler[]>();
  const guardsOf = (counter: string, form?: PageFormName) => {
    if (!guards.has(counter)) guards.set(counter, [...submissionGuards(api, counter), formBody(form && uploadBodyLimit(form))]);
    return guards.get(counter) ?? [];
  };
  for (const name of Object.values(PAGE_FORMS)) guardsOf(`/api/${name}`, name);
  guardsOf("/pages");
  const staffGuards = [sameOriginOnly(), formBody(), ...refuseNulInStaffForm()];
  // A library's photo: multipart, up to the form's limit, read by the route as it streams.
  const staffUploadGuards = [sameOriginOnly(), formBody(PHOTO_BODY_LIMIT)];
  const pageEditorGuards = [sameOriginOnly(), formBody(undefined, PAGE_EDITOR_FORM_BYTES), ...refuseNulInStaffForm(PAGE_EDITOR_FORM_BYTES)];
  // A family's private page is served with no-referrer, and its forms post with Origin: null.
  const linkGuards = [
    sameOriginOnly({ nullOrigin: true }),
    rateLimit(api.db, api.rateLimitPerMinute ?? 0, "/pages", (error) => api.onError(error, { path: "/pages" })),
    formBody(),
  ];
  router.post(/.*/, (req, res, next) => {
    const form = pageFormAt(req.originalUrl);
    const staffChain = isStaffUploadPath(req.path) && req.is("multipart/form-data") ? staffUploadGuards : isPageEditorPath(req.path) ? pageEditorGuards : staffGuards;
    const staff = isStaffPath(req.path) && staffChain;
    const chain = staff || (isRequestLinkPath(req.path) ? linkGuards : guardsOf(form ? `/api/${form}` : "/pages"));
    const step = (index: number): void => {
      const guard = chain[index];
      if (!guard) return next();
      void guard(req, res, (error?: unknown) => (error ? next(error) : step(index + 1)));
    };
    step(0);
  });
  return router;
}
