// The JSON API of spec section 7. Handlers are thin: parse with the shared schema,
// call a domain function, answer.
import { randomInt } from "node:crypto";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { Language } from "#app/config/enumerations.ts";
import { admissionApplicationSchema } from "#app/features/admissions/admission-schema.ts";
import { submitAdmission } from "#app/features/admissions/admissions.server.ts";
import { careerApplicationSchema } from "#app/features/careers/career-schema.ts";
import { contactMessageSchema } from "#app/features/enquiries/contact-schema.ts";
import { enrollmentRequestSchema } from "#app/features/enquiries/enrollment-schema.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { getSchool, listSchools } from "#app/features/schools/schools.server.ts";
import { storeSubmission, type StoredSubmission } from "#app/features/submissions/store.server.ts";
import { listTestimonials } from "#app/features/testimonials/testimonials.server.ts";
import { honeypotFilled } from "#app/features/validation/honeypot.ts";
import { formatFieldErrors } from "#app/features/validation/format-errors.ts";
import { issueChallenge } from "#app/features/visits/challenge.server.ts";
import { scheduleVisit } from "#app/features/visits/schedule-visit.server.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { catalogues, translate, type MessageKey } from "#app/i18n/translate.ts";
import type { Database } from "#database/client.ts";
import { careerApplications, contactMessages, enrollmentRequests, tourRequests } from "#database/schema.ts";
import { apiErrorHandler, jsonBody, requestLanguage, sendError } from "./http.ts";
import { rateLimit, sameOriginOnly } from "./request-guards.ts";

export interface ApiDependencies {
  db: Database;
  challengeSecret: string;
  /** Accepted POSTs per minute per address and endpoint; 0 or absent: no limit. */
  rateLimitPerMinute?: number;
  /** Told about database failures and bugs (kind and code only, never values). */
  onError: (error: unknown, context: { path: string }) => void;
}

type Outcome = { ok: true; stored: StoredSubmission } | { ok: false; key: MessageKey; field?: string };

interface SubmissionEndpoint<S extends z.ZodType<{ language?: Language }>> {
  path: string;
  schema: S;
  submit: (deps: ApiDependencies, input: Omit<z.output<S>, "language">, language: Language) => Promise<Outcome>;
}

const endpoint = <S extends z.ZodType<{ language?: Language }>>(e: SubmissionEndpoint<S>) => e;

const CHALLENGE_FAILURES = {
  invalid: "api.challengeInvalid",
  expired: "api.challengeExpired",
  used: "api.challengeUsed",
  wrong: "api.challengeWrong",
} as const satisfies Record<string, MessageKey>;

const submissionEndpoints = [
  endpoint({
    path: "/book-tours",
    schema: tourRequestSchema,
    submit: async ({ db }, input, language) => ({ ok: true, stored: await storeSubmission(db, tourRequests, input, language) }),
  }),
  endpoint({
    path: "/enrollments",
    schema: enrollmentRequestSchema,
    submit: async ({ db }, input, language) => ({
      ok: true,
      stored: await storeSubmission(db, enrollmentRequests, input, language),
    }),
  }),
  endpoint({
    path: "/contact",
    schema: contactMessageSchema,
    submit: async ({ db }, input, language) => ({ ok: true, stored: await storeSubmission(db, contactMessages, input, language) }),
  }),
  endpoint({
    path: "/admissions",
    schema: admissionApplicationSchema,
    submit: async ({ db }, input, language) => {
      const result = await submitAdmission(db, input, language);
      return result.ok ? result : { ok: false, key: "validation.schoolId", field: "schoolId" };
    },
  }),
  endpoint({
    path: "/schedule-visits",
    schema: visitRequestSchema,
    submit: async ({ db, challengeSecret }, input, language) => {
      const result = await scheduleVisit(db, challengeSecret, input, language);
      return result.ok ? result : { ok: false, key: CHALLENGE_FAILURES[result.reason], field: "mathChallenge" };
    },
  }),
  endpoint({
    path: "/careers",
    schema: careerApplicationSchema,
    submit: async ({ db }, input, language) => ({
      ok: true,
      stored: await storeSubmission(db, careerApplications, input, language),
    }),
  }),
];

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

  const readOnly = (path: string, handler: (req: Request, res: Response) => Promise<void>) => {
    router.get(path, guarded(handler));
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
    res.json(await listTestimonials(deps.db, requestLanguage(req)));
  });

  readOnly("/math-challenge", async (req, res) => {
    const { token, a, b } = issueChallenge(deps.challengeSecret);
    res.set("Cache-Control", "no-store");
    res.json({ token, question: translate(requestLanguage(req), "api.challengeQuestion", { a, b }) });
  });

  for (const { path, schema, submit } of submissionEndpoints) {
    const endpoint = `/api${path}`;
    router.post(
      path,
      sameOriginOnly(),
      rateLimit(deps.db, deps.rateLimitPerMinute ?? 0, endpoint, (error) => deps.onError(error, { path: endpoint })),
      jsonBody(),
      guarded(async (req, res) => {
        if (honeypotFilled(req.body)) {
          // A bot: it is told "yes" so that it does not try harder, and nothing is kept.
          res.status(201).set("Cache-Control", "no-store");
          res.json({ id: randomInt(1, 100_000), createdAt: new Date().toISOString() });
          return;
        }
        const bodyLanguage = (req.body as { language?: unknown } | undefined)?.language;
        const language = requestLanguage(req, bodyLanguage === "en" || bodyLanguage === "te" ? bodyLanguage : undefined);
        const parsed = schema.safeParse(req.body);
        if (!parsed.success) {
          const errors = formatFieldErrors(parsed.error, catalogues[language]);
          return sendError(req, res, 400, "api.invalidInput", { errors, language, message: Object.values(errors)[0] });
        }
        const { language: _ignored, ...input } = parsed.data;
        // The schema is the endpoint's own, so its output fits its submit function.
        const outcome = await (submit as SubmissionEndpoint<typeof schema>["submit"])(deps, input, language);
        if (!outcome.ok) {
          const message = translate(language, outcome.key);
          return sendError(req, res, 400, outcome.key, {
            language,
            message,
            errors: outcome.field ? { [outcome.field]: message } : undefined,
          });
        }
        res.status(201).set("Cache-Control", "no-store");
        res.json({ id: outcome.stored.id, createdAt: outcome.stored.createdAt.toISOString() });
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
