// Staff passwords: argon2id through @node-rs/argon2 (docs/decisions/0013-staff-sign-in.md),
// at its defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum). Length is the
// only rule, as NIST SP 800-63B asks: 12 to 128 characters, any characters.
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which this project's TypeScript settings cannot read). */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** Why a new password is refused, or undefined when it is fine. Counted in characters, not bytes. */
export function passwordProblem(password: string): "tooShort" | "tooLong" | undefined {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return "tooShort";
  if (length > PASSWORD_LENGTH.max) return "tooLong";
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash no password matches, checked when the e-mail is unknown so that the answer takes as long. */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, the same work and false. */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const against = stored ?? (await decoy);
  const matches = await verify(against, password).catch(() => false);
  return stored !== undefined && matches;
}
