// Every kind of request through each of its two doors, with a valid body and the table it
// writes: the API (JSON) and the page's own form as a browser without the page's scripts
// posts it. The visit's bodies answer a fresh question of the site at `siteUrl()`.
import { validPayloads, visitFields } from "./payloads.ts";

export type Fields = Record<string, string>;

export interface SubmissionDoor {
  path: string;
  table: string;
  body: () => Promise<Fields>;
}

/** A fresh answer to the visit question (its token is spent by one submission). */
export async function visitChallenge(siteUrl: string): Promise<Fields> {
  const body = (await (await fetch(`${siteUrl}/api/math-challenge`)).json()) as { token: string; question: string };
  const [a = 0, b = 0] = (body.question.match(/\d+/g) ?? []).map(Number);
  const answer = String(a + b);
  return { mathChallenge: answer, mathChallengeAnswer: answer, mathChallengeToken: body.token };
}

export function everySubmission(siteUrl: () => string): { api: SubmissionDoor[]; forms: SubmissionDoor[] } {
  const visit = async () => ({ ...visitFields(), ...(await visitChallenge(siteUrl())) });
  return {
    api: [
      { path: "/api/book-tours", table: "tour_requests", body: async () => validPayloads["/api/book-tours"]() },
      { path: "/api/enrollments", table: "enrollment_requests", body: async () => validPayloads["/api/enrollments"]() },
      { path: "/api/contact", table: "contact_messages", body: async () => validPayloads["/api/contact"]() },
      { path: "/api/admissions", table: "admission_applications", body: async () => validPayloads["/api/admissions"]() },
      { path: "/api/schedule-visits", table: "visit_requests", body: visit },
      { path: "/api/careers", table: "career_applications", body: async () => validPayloads["/api/careers"]() },
    ],
    forms: [
      { path: "/", table: "contact_messages", body: async () => validPayloads["/api/contact"]() },
      { path: "/book-tour", table: "tour_requests", body: async () => validPayloads["/api/book-tours"]() },
      { path: "/enroll", table: "enrollment_requests", body: async () => validPayloads["/api/enrollments"]() },
      { path: "/school/3/apply", table: "admission_applications", body: async () => validPayloads["/api/admissions"]() },
      { path: "/schedule-visit", table: "visit_requests", body: visit },
      { path: "/careers", table: "career_applications", body: async () => validPayloads["/api/careers"]() },
    ],
  };
}
