// The JSON API of spec section 7. Handlers are thin: parse with the shared schema,
// call a domain function, answer.
import { Router, type Request, type RequestHandler, type Response } from "express";
import { getSchool, listSchools } from "#app/features/schools/schools.server.ts";
import { SUBMISSION_NAMES } from "#app/config/request-kinds.ts";
import { answeredRow, receiveSubmission, type SubmissionDependencies } from "#app/requests/receive.server.ts";
import { publicTestimonials } from "#app/content/testimonials/index.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { BOOKING_KINDS, type Availability as FormsAvailability, type BookingKind } from "#app/forms/availability.ts";
import { SCHOOL_CODES, type SchoolCode } from "#app/config/enumerations.ts";
import { schoolAvailability } from "#app/requests/bookings/places.server.ts";
import { translate } from "#app/i18n/translate.ts";
import type { UploadedFile } from "#app/forms/multipart.server.ts";
import { apiErrorHandler, requestLanguage, sendAnswer, sendError, uploadOrJsonBody } from "./http.ts";
import { submissionGuards } from "./request-guards.ts";

export interface ApiDependencies extends SubmissionDependencies {
  /** Accepted POSTs per minute per address and endpoint; 0 or absent: no limit. */
  rateLimitPerMinute?: number;
  /** Told about database failures and bugs (kind and code only, never values). */
  onError: (error: unknown, context: { path: string }) => void;
}

export function createApiRouter(deps: ApiDependencies): Router {
  const router = Router({ caseSensitive: true, strict: false });

  /** Runs a handler; a failure of the database (or a bug) is answered, never thrown. */
  const guarded =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        deps.onError(error, { path: req.path });
        if (!res.headersSent) sendError(req, res, 503, "api.unavailable");
      }
    };

  // Answers in the visitor's language (?lang=, the cookie, else Accept-Language): a shared
  // cache must keep the languages apart.
  const readOnly = (path: string, handler: (req: Request, res: Response) => Promise<void>) => {
    router.get(
      path,
      (_req, res, next) => {
        res.vary("Cookie").vary("Accept-Language");
        next();
      },
      guarded(handler),
    );
    router.all(path, methodNotAllowed("GET, HEAD"));
  };

  readOnly("/schools", async (req, res) => {
    res.json(await listSchools(deps.db, requestLanguage(req)));
  });

  readOnly("/schools/:id", async (req, res) => {
    const raw = String(req.params.id);
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    const school = id === undefined ? undefined : await getSchool(deps.db, id, requestLanguage(req));
    if (!school) return sendError(req, res, 404, "api.schoolNotFound");
    res.json(school);
  });

  readOnly("/testimonials", async (req, res) => {
    res.json(publicTestimonials(requestLanguage(req)));
  });

  readOnly("/math-challenge", async (req, res) => {
    const { token, a, b } = issueChallenge(deps.challengeSecret);
    res.set("Cache-Control", "no-store");
    res.json({ token, question: translate(requestLanguage(req), "api.challengeQuestion", { a, b }) });
  });

  // What a school still has open (issue 27): the visit and tour forms mark full times and
  // closed days as the visitor picks. It changes with every booking: never cached.
  readOnly("/availability", async (req, res) => {
    const { school, kind } = req.query;
    res.set("Cache-Control", "no-store");
    if (typeof school !== "string" || !(SCHOOL_CODES as readonly string[]).includes(school)) {
      return sendError(req, res, 400, "api.availabilitySchool");
    }
    if (typeof kind !== "string" || !(BOOKING_KINDS as readonly string[]).includes(kind)) {
      return sendError(req, res, 400, "api.availabilityKind");
    }
    // The forms read this shape (app/forms/availability.ts): the two must not drift apart.
    const open: FormsAvailability = await schoolAvailability(deps.db, kind as BookingKind, school as SchoolCode);
    res.json(open);
  });

  for (const name of SUBMISSION_NAMES) {
    const path = `/${name}`;
    router.post(
      path,
      ...submissionGuards(deps, `/api${path}`),
      uploadOrJsonBody(name),
      guarded(async (req, res) => {
        const bodyLanguage = (req.body as { language?: unknown } | undefined)?.language;
        const language = requestLanguage(req, bodyLanguage === "en" || bodyLanguage === "te" ? bodyLanguage : undefined);
        const upload = res.locals.upload as UploadedFile | undefined;
        const received = await receiveSubmission(deps, name, req.body, { language, cookies: req.get("cookie"), upload });
        if (received.status === "invalid") {
          const { key, message, errors } = received;
          return sendError(req, res, 400, key, { errors, language, message });
        }
        if (received.status === "conflict") {
          const { message, errors } = received;
          return sendError(req, res, 409, "api.bookingConflict", { errors, language, message });
        }
        const stored = answeredRow(received);
        sendAnswer(res.status(201), { id: stored.id, createdAt: stored.createdAt.toISOString() });
      }),
    );
    router.all(path, methodNotAllowed("POST"));
  }

  router.use((req, res) => sendError(req, res, 404, "api.notFound"));
  router.use(apiErrorHandler((error) => deps.onError(error, { path: "(body)" })));
  return router;
}


function methodNotAllowed(allow: string): RequestHandler {
  return (req, res) => {
    res.set("Allow", allow);
    sendError(req, res, 405, "api.methodNotAllowed");
  };
}
