// Which responses the server reuses for other visitors (server/page-cache.ts): every route
// × {no cookie, the language cookie, a session cookie} × {GET, POST}, on the built site.
// A page is reused only where its route allows it, and a reused page never carries what
// another visitor sent, was asked or was given.
import "../tests/support/production-react.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { validPayloads } from "../tests/support/payloads.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

/** Every route, and whether its page is the same for everyone (its handle allows reuse). */
const ROUTES: Array<[path: string, reused: boolean]> = [
  ["/", true],
  ["/te", true],
  ["/about", true],
  ["/about-preview", true],
  ["/school/1", true],
  ["/te/school/3", true],
  ["/school/7", false], // no such school: 404
  ["/schedule-visit", true],
  ["/contact", false], // a redirect to /#contact
  ["/careers", false], // a captcha drawn for each visitor
  ["/brochure", true],
  ["/book-tour", true],
  ["/enroll", true],
  ["/school/2/apply", true],
  ["/no-such-page", false],
];

const COOKIES: Array<[name: string, cookie: string | undefined]> = [
  ["no cookie", undefined],
  ["the language cookie", "lang=te"],
  ["a session cookie", "sid=visitor-own-session"],
];

describe("the page cache", () => {
  let database: TestDatabase;
  let site: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    // Kept longer than the whole file takes on a loaded machine: a copy made by an early
    // test must not expire before a later one expects it (seen: "another spelling" at 30 s).
    const pages = await builtPages(database.connection.db, () => {}, 10 * 60_000);
    site = await startTestServer(database.connection.db, pages);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });
  const hit = (res: Response) => res.headers.get("x-page-cache") === "hit";

  describe.each(COOKIES)("with %s", (_name, cookie) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    it.each(ROUTES)("GET %s is reused: %s (never with a session)", async (path, reused) => {
      const first = await get(path, headers);
      await first.text();
      const second = await get(path, headers);
      await second.text();
      const expected = reused && !cookie?.startsWith("sid=") && !(path.startsWith("/te") && cookie === undefined);
      expect(hit(second)).toBe(expected);
      // A reused page sets no cookie (a first visit to a Telugu URL is rendered for its cookie).
      if (hit(second)) expect(second.headers.get("set-cookie")).toBeNull();
    });

    it.each(ROUTES)("POST %s is never reused, nor kept for another visitor", async (path) => {
      const canary = `Canary${Math.random().toString(36).slice(2, 10)}`;
      const body = new URLSearchParams({
        ...(validPayloads["/api/contact"]() as Record<string, string>),
        firstName: canary,
        email: "not-an-address", // refused: the page answers with what was typed
        [HONEYPOT_FIELD]: "",
      });
      const posted = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: body.toString(),
        redirect: "manual",
      });
      expect(hit(posted)).toBe(false);
      await posted.text();
      for (let i = 0; i < 2; i++) {
        const after = await get(path);
        expect(await after.text()).not.toContain(canary);
      }
    });
  });

  it("draws the careers captcha for each visitor", async () => {
    const questions = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const html = await (await get("/careers")).text();
      questions.add(/name="captchaToken" value="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    expect([...questions].filter(Boolean)).toHaveLength(5);
  });

  it("reuses no copy on another day in India than the one it was rendered on (the group's banner runs by India dates)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-01T18:29:50.000Z")); // 23:59:50 in India
      await (await get("/brochure?utm_source=day-test")).text();
      expect(hit(await get("/brochure?utm_source=day-test"))).toBe(true);
      vi.setSystemTime(new Date("2026-12-01T18:30:05.000Z")); // 00:00:05 the next day in India, well within the copy's time
      const nextDay = await get("/brochure?utm_source=day-test");
      await nextDay.text();
      expect(hit(nextDay)).toBe(false);
      expect(hit(await get("/brochure?utm_source=day-test"))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reuses a page for tracking parameters, not for any other query", async () => {
    await (await get("/brochure")).text();
    expect(hit(await get("/brochure?utm_source=whatsapp&utm_campaign=admissions&fbclid=x&gclid=y"))).toBe(true);
    for (let i = 0; i < 2; i++) expect(hit(await get("/brochure?page=2"))).toBe(false);
  });

  it("keeps no copy of another spelling of a path, so that hundreds of them push no real page out", async () => {
    await (await get("/about")).text();
    const spellings = Array.from({ length: 599 }, (_, n) => {
      const i = n + 1;
      return [..."/about"].map((ch, j) => ((i >> j) & 1 ? ch.toUpperCase() : ch)).join("") + (i >= 64 ? "/" : "");
    }).filter((spelling) => spelling !== "/about");
    // Ten at a time: six hundred one after the other took up to 30 s on a loaded machine (and ten at a time 79 s at load 10).
    for (let i = 0; i < spellings.length; i += 10) {
      await Promise.all(
        spellings.slice(i, i + 10).map(async (spelling) => {
          const res = await get(spelling);
          await res.text();
          expect(hit(res), spelling).toBe(false);
        }),
      );
    }
    expect(hit(await get("/about"))).toBe(true);
  }, 180_000);
});
