import { lt } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import { storeSubmission, type StoredSubmission } from "#app/features/submissions/store.server.ts";
import type { Database } from "#database/client.ts";
import { usedChallengeTokens, visitRequests } from "#database/schema.ts";
import { checkChallenge } from "./challenge.server.ts";
import type { VisitRequest } from "./visit-schema.ts";

export type ScheduleVisitResult =
  | { ok: true; stored: StoredSubmission }
  | { ok: false; reason: "invalid" | "expired" | "used" | "wrong" };

/**
 * Spends the challenge token and stores the visit in one transaction. A wrong answer
 * spends the token too (so answers cannot be guessed on one token), but stores nothing.
 */
export async function scheduleVisit(
  db: Database,
  secret: string,
  input: Omit<VisitRequest, "language">,
  language: Language,
): Promise<ScheduleVisitResult> {
  const { mathChallenge, mathChallengeToken, mathChallengeAnswer, ...visit } = input;
  const check = checkChallenge(secret, mathChallengeToken, mathChallengeAnswer ?? mathChallenge);
  if (!check.ok && check.reason !== "wrong") return { ok: false, reason: check.reason };

  return db.transaction(async (tx) => {
    const spent = await tx
      .insert(usedChallengeTokens)
      .values({ tokenId: check.tokenId, expiresAt: check.expiresAt })
      .onConflictDoNothing()
      .returning({ tokenId: usedChallengeTokens.tokenId });
    if (spent.length === 0) return { ok: false, reason: "used" } as const;
    if (!check.ok) return { ok: false, reason: "wrong" } as const;
    return { ok: true, stored: await storeSubmission(tx, visitRequests, visit, language) } as const;
  });
}

/** Forgets spent tokens that have expired anyway (an expired token is refused by its signature). */
export async function purgeExpiredChallengeTokens(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(usedChallengeTokens).where(lt(usedChallengeTokens.expiresAt, now));
}
