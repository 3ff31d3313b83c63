// A careers captcha for one visitor: its numbers to show and its signed token. Long-lived
// (an application takes a while to write); accepted once.
import { issueChallenge } from "#app/forms/challenge.server.ts";
import type { Captcha } from "./captcha.ts";

const CAPTCHA_TTL_MS = 3 * 60 * 60 * 1000;

export function issueCaptcha(secret: string): Captcha {
  return issueChallenge(secret, Date.now(), { largest: 10, ttlMs: CAPTCHA_TTL_MS });
}
