// The kinds of submission, named by their API paths (`POST /api/{name}`). The forms name
// them here; app/submissions/receive.server.ts says how each is received, for exactly
// these names (the type checker holds the two together).
export const SUBMISSION_NAMES = ["book-tours", "enrollments", "contact", "admissions", "schedule-visits", "careers"] as const;

export type SubmissionName = (typeof SUBMISSION_NAMES)[number];
