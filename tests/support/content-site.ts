// A built site on a fresh database with the published content in memory (issue 28), and
// three signed-in members, a group admin ("admin"), Viswa's office ("viswa") and MAA's
// ("maa": another school's), for the tests of the office's content editors. Call inside a
// describe: it registers the hooks.
import { afterAll, beforeAll, expect } from "vitest";
import { builtPages, holdBuiltContent } from "./built-site.ts";
import { hidden, siteRequests, visible } from "./page-reading.ts";
import { staffCookie } from "./staff-session.ts";
import { addTestMember } from "./staff-members.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-database.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const PASSWORD = "a long enough passphrase";

export function contentSite(engine: Engine) {
  let database: TestDatabase;
  let site: TestServer;
  let stopHolding: () => void = () => {};
  const cookies: Record<Member, string> = { admin: "", viswa: "", maa: "" };
  const ids: Record<Member, number> = { admin: 0, viswa: 0, maa: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    for (const [who, email, school] of MEMBERS) ids[who] = (await addTestMember(db, email, school ? "staff" : "admin", school, PASSWORD)).id;
    stopHolding = await holdBuiltContent(db);
    site = await startTestServer(db, await builtPages(db, () => {}));
    for (const [who, email] of MEMBERS) cookies[who] = await staffCookie(site.url, email, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    stopHolding();
    await site?.close();
    await database?.close();
  });

  const { get, post } = siteRequests(() => site.url, cookies);
  /** A page as `who` reads it (200 expected), without its scripts. */
  const page = async (path: string, who?: keyof typeof cookies) => {
    const response = await get(path, who);
    expect(response.status, path).toBe(200);
    return visible(await response.text());
  };
  /** An editor as the group admin opens it: the page, and the revision and marks its form carries. */
  const open = async (path: string) => {
    const html = await page(path, "admin");
    return { html, carried: { revision: hidden(html, "revision"), opened: hidden(html, "opened") } };
  };
  return { db: () => database.connection.db, url: () => site.url, cookie: (who: Member) => cookies[who], ids, get, post, page, open };
}

/** Who signs in: a group admin, and two schools' offices. */
const MEMBERS = [
  ["admin", "office@example.org", undefined],
  ["viswa", "viswa@example.org", "viswa"],
  ["maa", "maa@example.org", "maa"],
] as const;
export type Member = (typeof MEMBERS)[number][0];
