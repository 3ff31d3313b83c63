import { describe, expect, it } from "vitest";
import { CHALLENGE_TTL_MS, checkChallenge, issueChallenge } from "#app/forms/challenge.server.ts";

const secret = "a-test-secret-that-is-at-least-32-characters";

describe("math challenge tokens", () => {
  it("uses operands from 1 to 9 and accepts the right answer", () => {
    for (let i = 0; i < 50; i++) {
      const { token, a, b } = issueChallenge(secret);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(9);
      expect(checkChallenge(secret, token, String(a + b))).toMatchObject({ ok: true });
      expect(checkChallenge(secret, token, ` ${a + b} `)).toMatchObject({ ok: true });
    }
  });

  it("does not reveal the answer in the token", () => {
    const { token, a, b } = issueChallenge(secret);
    const [, , expires] = token.split(".");
    expect(token.split(".")).toHaveLength(5);
    expect(Number(expires)).toBeGreaterThan(Date.now());
    expect(token).not.toContain(`.${a + b}.`);
  });

  it("tells a wrong answer from a forged or expired token", () => {
    const now = Date.now();
    const { token, a, b } = issueChallenge(secret, now);
    expect(checkChallenge(secret, token, String(a + b + 1), now)).toMatchObject({ ok: false, reason: "wrong" });
    expect(checkChallenge("another-secret-of-sufficient-length!!", token, String(a + b), now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkChallenge(secret, token, String(a + b), now + CHALLENGE_TTL_MS)).toEqual({ ok: false, reason: "expired" });
    const tampered = token.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1000}.`);
    expect(checkChallenge(secret, tampered, String(a + b), now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkChallenge(secret, "garbage", "1", now)).toEqual({ ok: false, reason: "invalid" });
  });
});
