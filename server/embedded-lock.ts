// The embedded database (PGlite) is one process's at a time: two processes writing the
// same folder would corrupt it. Whoever opens it (the server, npm run db:*, staff:add)
// first claims this lock file; a second process is told plainly who holds it.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), and it serves one process at a time. ` +
        "Stop that process (the site: Ctrl+C where npm start runs), run this again, then start the site again. " +
        "On PostgreSQL (DATABASE_URL) this works while the site runs.",
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims the embedded database in `dataDir` for this process until it exits; throws EmbeddedDatabaseInUse if another holds it. */
export function claimEmbeddedDatabase(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "embedded-database.lock");
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) throw new EmbeddedDatabaseInUse(dataDir, holder);
      unlinkSync(file); // left by a process that is gone
    }
  }
  const release = () => {
    try {
      if (Number.parseInt(readFileSync(file, "utf8"), 10) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}
