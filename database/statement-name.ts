// Names of prepared statements. node-postgres prepares a name once per pooled connection
// and refuses the same name for other SQL, so a name is derived from the SQL it stands
// for: whichever code (or copy of a module) prepares it, the same name means the same
// statement.
import { createHash } from "node:crypto";

export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
}
