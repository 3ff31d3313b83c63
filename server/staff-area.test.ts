// The staff area's paths, whatever answers them: never stored by a browser or proxy,
// never indexed, no cross-site posts, and not the public forms' per-address count.
import { get as httpGet } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { isStaffPath } from "./staff-area.ts";

describe("the staff area's paths", () => {
  it.each(["/staff", "/staff/", "/staff/inbox", "/te/staff", "/te/staff/sign-in", "/STAFF", "/Staff/Inbox", "/%73taff", "/staff.data", "/te/staff/inbox.data"])(
    "%s is in it",
    (path) => expect(isStaffPath(path)).toBe(true),
  );
  it.each(["/", "/staffroom", "/te/staffroom", "/about", "/school/1", "/careers", "/te", "/%ff"])("%s is not", (path) =>
    expect(isStaffPath(path)).toBe(false),
  );
});

describe("requests under /staff on the built site", () => {
  let database: TestDatabase;
  let site: TestServer;
  let cookie = "";

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await addAdminAndMaaStaff(database.connection.db);
    const pages = await builtPages(database.connection.db, () => {});
    site = await startTestServer(database.connection.db, { ...pages, rateLimitPerMinute: 2 });
    cookie = await staffCookie(site.url, "maa@example.org", "a long enough password");
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it.each(["/staff", "/te/staff/anything", "/STAFF/inbox.data"])("GET %s: no-store and noindex", async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  /** Every Cache-Control header of a response, as sent (fetch would join them into one). */
  const cacheControls = (path: string) =>
    new Promise<{ status: number; values: string[] }>((resolve, reject) => {
      httpGet(`${site.url}${path}`, { headers: { cookie } }, (response) => {
        const values = response.rawHeaders.filter((_, i) => i % 2 === 1 && response.rawHeaders[i - 1]?.toLowerCase() === "cache-control");
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, values }));
      }).on("error", reject);
    });

  it.each([
    ["a staff page", "/staff", 200],
    ["a staff page in Telugu", "/te/staff/password", 200],
    ["a staff page's data", "/staff.data", 200],
    ["a staff download", "/staff/export.csv", 200],
    ["a staff 404", "/staff/no-such-page", 404],
    ["a request that is not there", "/staff/requests/contact/999", 404],
    ["the sign-in page's redirect of a member signed in", "/staff/sign-in", 302],
  ])("%s carries one Cache-Control: no-store", async (_what, path, status) => {
    expect(await cacheControls(path)).toEqual({ status, values: ["no-store"] });
  });

  it("public pages keep their own caching and are indexed", async () => {
    const response = await fetch(`${site.url}/about`);
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("cache-control")).not.toBe("no-store");
  });

  it("refuses a cross-site post", async () => {
    const response = await fetch(`${site.url}/staff/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      body: "email=a%40b.in&password=x",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a post whose Origin has the other scheme (the same host and port over HTTPS is another origin)", async () => {
    const host = new URL(site.url).host;
    for (const origin of [`https://${host}`, `http://${host.replace(/:\d+$/, ":1")}`]) {
      const response = await fetch(`${site.url}/staff/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "email=a%40b.in&password=x",
      });
      expect(response.status, origin).toBe(403);
    }
  });

  it("does not count staff posts against the public forms' per-address limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${site.url}/staff/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: "email=a%40b.in&password=x",
      });
      statuses.push(response.status);
    }
    expect(statuses).not.toContain(429);
    // The public forms' count is untouched by them: the limit (2) still has room.
    const contact = await fetch(`${site.url}/other-page`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      body: "x=1",
    });
    expect(contact.status).not.toBe(429);
  });
});
