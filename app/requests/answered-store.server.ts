// A submission that must come with the answer to a signed question (the careers form's
// captcha: app/forms/challenge.server.ts): the question's token is spent and the row
// stored in one transaction, so a token is taken once, and a failed store spends nothing.
// (A visit's token is spent the same way, with its place: bookings/book-together.server.ts.)
import type { Language } from "#app/config/enumerations.ts";
import { checkChallenge } from "#app/forms/challenge.server.ts";
import type { Database } from "#database/client.ts";
import { lt } from "drizzle-orm";
import { usedChallengeTokens } from "#database/schema.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { storeSubmission, type StoredSubmission, type SubmissionTable, type SubmissionValues } from "#app/requests/store.server.ts";

export type AnsweredStoreResult =
  | { ok: true; stored: StoredSubmission }
  | { ok: false; reason: "invalid" | "expired" | "used" | "wrong" };

/** The visit challenge's refusals, each in its own words. */
export const CHALLENGE_FAILURES = {
  invalid: "api.challengeInvalid",
  expired: "api.challengeExpired",
  used: "api.challengeUsed",
  wrong: "api.challengeWrong",
} as const satisfies Record<Exclude<AnsweredStoreResult, { ok: true }>["reason"], MessageKey>;

/** The careers captcha: a wrong answer in the spec's words; the rest as the visit challenge's. */
export const CAPTCHA_FAILURES = { ...CHALLENGE_FAILURES, wrong: "toasts.captchaBody" } as const satisfies Record<string, MessageKey>;

/** What else is written with the row, in its transaction (e.g. a career application's résumé). */
export type Alongside = (tx: Pick<Database, "insert">, stored: StoredSubmission) => Promise<unknown>;

/** A wrong answer spends the token too (answers cannot be guessed on one token), and stores nothing. */
export async function storeIfAnswered<T extends SubmissionTable>(
  db: Database,
  secret: string,
  question: { token: string; answer: string },
  table: T,
  row: SubmissionValues<T>,
  language: Language,
  { alongside }: { alongside?: Alongside } = {},
): Promise<AnsweredStoreResult> {
  const check = checkChallenge(secret, question.token, question.answer);
  if (!check.ok && check.reason !== "wrong") return { ok: false, reason: check.reason };
  return db.transaction(async (tx) => {
    const spent = await tx
      .insert(usedChallengeTokens)
      .values({ tokenId: check.tokenId, expiresAt: check.expiresAt })
      .onConflictDoNothing()
      .returning({ tokenId: usedChallengeTokens.tokenId });
    if (spent.length === 0) return { ok: false, reason: "used" } as const;
    if (!check.ok) return { ok: false, reason: "wrong" } as const;
    const stored = await storeSubmission(tx, table, row, language);
    await alongside?.(tx, stored);
    return { ok: true, stored } as const;
  });
}

/** Forgets spent tokens that have expired anyway (an expired token is refused by its signature). */
export async function purgeExpiredChallengeTokens(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(usedChallengeTokens).where(lt(usedChallengeTokens.expiresAt, now));
}
