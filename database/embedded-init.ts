// A new embedded database folder is created in a short-lived child process. PGlite
// (0.5.16) runs initdb in a second instance of itself and keeps that instance's memory
// after closing it: a server that created its folder stayed at ~830 MB resident, one that
// opened an existing folder at ~340 MB (measured with /proc/<pid>/status). The child
// takes that memory with it when it exits. Can go when a PGlite release frees initdb's
// memory: open a fresh folder in-process and compare VmRSS with a restarted server's.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const CREATE = `const [url, dir] = process.argv.slice(1);
const { PGlite } = await import(url);
const db = await PGlite.create(dir);
await db.close();`;

/** Creates the PGlite folder `dataDir` when it holds no database yet (PostgreSQL's PG_VERSION file marks one). */
export function createEmbeddedFolder(dataDir: string): void {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  execFileSync(process.execPath, ["--input-type=module", "--eval", CREATE, pglite, dataDir], { stdio: ["ignore", "ignore", "inherit"] });
}
