import { lt } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import { storeIfAnswered, type AnsweredStoreResult } from "#app/forms/answered-store.server.ts";
import type { Database } from "#database/client.ts";
import { usedChallengeTokens, visitRequests } from "#database/schema.ts";
import type { VisitRequest } from "./visit-schema.ts";

export type ScheduleVisitResult = AnsweredStoreResult;

/** Spends the challenge token and stores the visit in one transaction (a wrong answer spends it too). */
export async function scheduleVisit(
  db: Database,
  secret: string,
  input: Omit<VisitRequest, "language">,
  language: Language,
): Promise<ScheduleVisitResult> {
  const { mathChallenge, mathChallengeToken, mathChallengeAnswer, ...visit } = input;
  const question = { token: mathChallengeToken, answer: mathChallengeAnswer ?? mathChallenge };
  return storeIfAnswered(db, secret, question, visitRequests, visit, language);
}

/** Forgets spent tokens that have expired anyway (an expired token is refused by its signature). */
export async function purgeExpiredChallengeTokens(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(usedChallengeTokens).where(lt(usedChallengeTokens.expiresAt, now));
}
