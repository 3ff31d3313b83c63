// The embedded database's memory settings (decision 0024): a new folder is created by a
// child process and then opened, and the database runs with 32 MB of shared buffers.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase, queryRows } from "./client.ts";

describe("the embedded database", () => {
  const folder = join(mkdtempSync(join(tmpdir(), "embedded-")), "pglite");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("creates a new folder, opens it again with its data, and runs with 32 MB of shared buffers", async () => {
    const first = await connectDatabase({ kind: "pglite", dataDir: folder });
    try {
      expect(existsSync(join(folder, "PG_VERSION"))).toBe(true);
      await first.db.execute(sql`create table kept (word text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      expect(await queryRows(first.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await first.close();
    }
    const again = await connectDatabase({ kind: "pglite", dataDir: folder });
    try {
      expect(await queryRows(again.db, sql`select word from kept`)).toEqual([{ word: "still here" }]);
      expect(await queryRows(again.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await again.close();
    }
  }, 60_000);
});
