// The server secret that signs challenge tokens: CHALLENGE_SECRET, or one generated
// once and kept in DATA_DIR so tokens survive a restart.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function loadOrCreateSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "challenge-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
