// The kinds of request a visitor can send, with the facts the browser needs too: each
// kind's API path (`POST /api/{path}`, the spec's section 7) and how long its requests
// are kept (app/config/privacy.ts). Everything else about a kind (its table, schema,
// school, contact, fields, pipeline, e-mails) is its entry in the registry,
// app/requests/registry.server.ts; the type checker holds the two together.
import type { RetentionMonths } from "./privacy.ts";

interface KindFacts {
  /** `POST /api/{apiPath}` stores one. */
  apiPath: string;
  /** Which of the privacy notice's periods keeps it (an enquiry that led to an admission: the admission's). */
  retention: keyof RetentionMonths;
}

export const REQUEST_KIND_FACTS = {
  tour: { apiPath: "book-tours", retention: "enquiry" },
  enrollment: { apiPath: "enrollments", retention: "enquiry" },
  contact: { apiPath: "contact", retention: "enquiry" },
  admission: { apiPath: "admissions", retention: "admission" },
  visit: { apiPath: "schedule-visits", retention: "enquiry" },
  career: { apiPath: "careers", retention: "careers" },
} as const satisfies Record<string, KindFacts>;

export type RequestKind = keyof typeof REQUEST_KIND_FACTS;

/** Every kind, in the office's order (its filters, counts and exports). */
export const REQUEST_KINDS = Object.keys(REQUEST_KIND_FACTS) as RequestKind[];

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === "string" && Object.hasOwn(REQUEST_KIND_FACTS, value);
}

/** A kind of submission named by its API path: `POST /api/{name}`. */
export type SubmissionName = (typeof REQUEST_KIND_FACTS)[RequestKind]["apiPath"];

export const SUBMISSION_NAMES = REQUEST_KINDS.map((kind) => REQUEST_KIND_FACTS[kind].apiPath);

/** The kind an API path stores. */
export function kindOfSubmission(name: SubmissionName): RequestKind {
  return REQUEST_KINDS.find((kind) => REQUEST_KIND_FACTS[kind].apiPath === name)!;
}
