// The math challenge of the visit form: a small sum, and a signed token that proves
// which question was asked, until when, and (without revealing it) what its answer is.
//
// token = v1.<id>.<expiresAtMs>.<a+b question sig>.<answer sig>
//   - the first signature covers id and expiry: a token we did not issue is "invalid";
//   - the second covers id, expiry and the answer: a correct answer reproduces it.
// Spent token ids are stored, so each token is accepted once only.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const VERSION = "v1";

export interface IssuedChallenge {
  token: string;
  a: number;
  b: number;
}

/**
 * A new question: two numbers from 1 to `largest` (9 for the visit form; the careers form's
 * captcha takes 1 to 10, spec 5), answerable until `ttlMs` from now.
 */
export function issueChallenge(
  secret: string,
  now: number = Date.now(),
  { largest = 9, ttlMs = CHALLENGE_TTL_MS }: { largest?: number; ttlMs?: number } = {},
): IssuedChallenge {
  const a = randomInt(1, largest + 1);
  const b = randomInt(1, largest + 1);
  const id = randomBytes(16).toString("base64url");
  const expiresAt = now + ttlMs;
  const token = [
    VERSION,
    id,
    expiresAt,
    sign(secret, `${id}.${expiresAt}`),
    sign(secret, `${id}.${expiresAt}.${a + b}`),
  ].join(".");
  return { token, a, b };
}

export type ChallengeCheck =
  | { ok: true; tokenId: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "wrong"; tokenId: string; expiresAt: Date };

/** Checks signature, expiry and answer; whether the token was used before is the caller's query. */
export function checkChallenge(secret: string, token: string, answer: string, now: number = Date.now()): ChallengeCheck {
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: "invalid" };
  const [, id = "", expiresText = "", idSig = "", answerSig = ""] = parts;
  const expiresAtMs = Number(expiresText);
  if (!/^\d{1,15}$/.test(expiresText) || !safeEqual(idSig, sign(secret, `${id}.${expiresText}`))) {
    return { ok: false, reason: "invalid" };
  }
  if (expiresAtMs <= now) return { ok: false, reason: "expired" };
  const expiresAt = new Date(expiresAtMs);
  const normalised = /^[+-]?\d+$/.test(answer.trim()) ? String(Number(answer.trim())) : answer.trim();
  if (!safeEqual(answerSig, sign(secret, `${id}.${expiresText}.${normalised}`))) {
    return { ok: false, reason: "wrong", tokenId: id, expiresAt };
  }
  return { ok: true, tokenId: id, expiresAt };
}

function sign(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
