// What protects the site and its forms: security headers on every response, refusal
// of cross-site posts, the per-address rate limit, the honeypot, and health checks.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { queryRows } from "#database/client.ts";
import { validPayloads } from "../../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../../tests/support/test-server.ts";

/**
 * Counts run in one-minute windows (server/api/request-guards.ts): a test that expects a
 * 429 must not straddle the start of a minute, when every count starts again.
 */
async function clearOfWindowEdge() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe("security and operations", () => {
  let database: TestDatabase;
  let open: TestServer; // no rate limit, no proxy
  let limited: TestServer; // 3 a minute, one trusted proxy
  let failing: TestServer; // a database that does not answer /readyz

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    open = await startTestServer(database.connection.db, { ping: database.connection.ping });
    limited = await startTestServer(database.connection.db, { rateLimitPerMinute: 3, trustProxy: 1 });
    failing = await startTestServer(database.connection.db, { ping: () => Promise.reject(new Error("down")) });
  });
  afterAll(async () => {
    await Promise.all([open?.close(), limited?.close(), failing?.close()]);
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    await database.connection.db.execute(sql`truncate rate_limit_counters`);
  });

  const postContact = (server: TestServer, headers: Record<string, string> = {}, body: object = validPayloads["/api/contact"]()) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const storedContacts = async () => (await queryRows(database.connection.db, sql`select id from contact_messages`)).length;

  it("sends the security headers on API answers, errors and health checks", async () => {
    const responses = [
      await fetch(`${open.url}/api/schools`),
      await fetch(`${open.url}/api/nothing`),
      await postContact(open, {}, {}),
      await fetch(`${open.url}/healthz`),
    ];
    const nonces = new Set<string>();
    for (const res of responses) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.google\.com https:\/\/maps\.google\.com(;|$)/);
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("strict-transport-security")).toBeNull(); // plain HTTP, no trusted proxy
    }
    expect(nonces.size).toBe(responses.length); // a fresh nonce per response
  });

  it("never gives a nonce twice, across many answers: 128 random bits each", async () => {
    const nonces = await Promise.all(
      Array.from({ length: 600 }, async () => {
        const res = await fetch(`${open.url}/healthz`);
        return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      }),
    );
    expect(new Set(nonces).size).toBe(600);
    expect(nonces.every((nonce) => Buffer.from(nonce, "base64").length === 16)).toBe(true);
  });

  it("sends HSTS only over HTTPS as told by a trusted proxy", async () => {
    const behindProxy = await fetch(`${limited.url}/healthz`, { headers: { "x-forwarded-proto": "https" } });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(behindProxy.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const untrusted = await fetch(`${open.url}/healthz`, { headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
  });

  it("refuses cross-site posts from browsers and accepts same-origin ones and other clients", async () => {
    const host = new URL(open.url).host;
    const crossSite = await postContact(open, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: "Requests from other websites are not accepted." });
    expect((await postContact(open, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postContact(open, { origin: "null" })).status).toBe(403);
    expect((await postContact(open, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await postContact(open, { "sec-fetch-site": "same-origin", origin: `http://${host}` })).status).toBe(201);
    expect((await postContact(open)).status).toBe(201); // curl and apps send neither header
    expect(await storedContacts()).toBe(2);
    expect(open.logs()).not.toContain("evil.example");
  });

  it("compares the origin with the host the browser asked for, behind a proxy that rewrites Host", async () => {
    // e.g. nginx's default `proxy_pass http://app:3000` sends Host: app:3000 and the
    // visitor's host in X-Forwarded-Host.
    const fromSite = { origin: "https://www.school.example", "sec-fetch-site": "same-origin", host: "app:3000" };
    const forwarded = { ...fromSite, "x-forwarded-host": "www.school.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.30" };
    expect((await postContact(limited, forwarded)).status).toBe(201);
    expect((await postContact(limited, { ...forwarded, origin: "https://evil.example" })).status).toBe(403);
    // The scheme is part of the origin: a page over plain HTTP may not post to the HTTPS site.
    expect((await postContact(limited, { ...forwarded, origin: "http://www.school.example" })).status).toBe(403);
    // Only a trusted proxy may say which host was asked for.
    expect((await postContact(open, { ...fromSite, "x-forwarded-host": "www.school.example" })).status).toBe(403);
    expect(await storedContacts()).toBe(1);
  });

  it("limits posts per address and endpoint per minute with 429 and Retry-After", async () => {
    const one = { "x-forwarded-for": "203.0.113.7" };
    await clearOfWindowEdge();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postContact(limited, one)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await postContact(limited, one);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { message: string }).message).toMatch(/wait a minute/);
    expect(await storedContacts()).toBe(3);
    // Other spellings of the same endpoint reach the same handler and share its count.
    for (const spelling of ["/api/contact/", "/API/contact", "/Api/contact/"]) {
      const res = await fetch(`${limited.url}${spelling}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...one },
        body: JSON.stringify(validPayloads["/api/contact"]()),
      });
      expect(res.status, spelling).toBe(429);
    }
    expect(await storedContacts()).toBe(3);
    // Another address, and another endpoint for the same address, have their own counts.
    expect((await postContact(limited, { "x-forwarded-for": "203.0.113.8" })).status).toBe(201);
    const tour = await fetch(`${limited.url}/api/book-tours`, {
      method: "POST",
      headers: { "content-type": "application/json", ...one },
      body: JSON.stringify(validPayloads["/api/book-tours"]()),
    });
    expect(tour.status).toBe(201);
  });

  it("counts a burst of simultaneous posts from one address exactly", async () => {
    // Hits that arrive while the count is being written go to the database together
    // (server/api/request-guards.ts): each must still get its own place in the count.
    await clearOfWindowEdge();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postContact(limited, { "x-forwarded-for": i % 2 ? "203.0.113.21" : "203.0.113.22" })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6); // 3 for each address
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await storedContacts()).toBe(6);
    const counts = await queryRows<{ hits: number }>(database.connection.db, sql`select hits from rate_limit_counters order by key`);
    expect(counts.map((row) => row.hits)).toEqual([6, 6]);
  });

  it("trusts X-Forwarded-For only as far as the configured proxies", async () => {
    const unlimited = await startTestServer(database.connection.db, { rateLimitPerMinute: 2, trustProxy: 0 });
    try {
      await clearOfWindowEdge();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        // A client cannot dodge the limit by inventing a new forwarded address each time.
        statuses.push((await postContact(unlimited, { "x-forwarded-for": `198.51.100.${i}` })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await unlimited.close();
    }
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const bot = await postContact(open, {}, { ...validPayloads["/api/contact"](), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(bot.status).toBe(201);
    expect(Object.keys((await bot.json()) as object).sort()).toEqual(["createdAt", "id"]);
    expect(await storedContacts()).toBe(0);
    const person = await postContact(open, {}, { ...validPayloads["/api/contact"](), [HONEYPOT_FIELD]: "" });
    expect(person.status).toBe(201);
    expect(await storedContacts()).toBe(1);
  });

  it("answers /healthz for the process and /readyz for the database", async () => {
    expect(await (await fetch(`${open.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${open.url}/readyz`);
    expect(ready.status).toBe(200);
    const notReady = await fetch(`${failing.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: "database unavailable" });
  });
});

describe("search engines", () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database.connection.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("serves robots.txt pointing to the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /api/");
    // The preview page is for the team, in either language.
    expect(text).toContain("Disallow: /about-preview\nDisallow: /te/about-preview\n");
    expect(text).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });

  it("lists every page in both languages with hreflang alternates", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    const pages = ["/", "/about", "/schedule-visit", "/careers", "/brochure", "/privacy", ...[1, 2, 3, 4, 5, 6].map((id) => `/school/${id}`)];
    expect(locs.sort()).toEqual([...pages, ...pages.map((p) => (p === "/" ? "/te" : `/te${p}`))].sort());
    expect(xml.match(/hreflang="te-IN"/g)?.length).toBe(locs.length);
  });
});

describe.each(engines)("the rate limit on %s", (engine) => {
  let database: TestDatabase;
  let instances: TestServer[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // Two instances of the site on one database, as behind a load balancer.
    instances = await Promise.all([1, 2].map(() => startTestServer(database.connection.db, { rateLimitPerMinute: 4, trustProxy: 1 })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((server) => server.close()));
    await database?.close();
  });

  it("is shared between instances, and exact for a burst of simultaneous posts", async () => {
    await clearOfWindowEdge();
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fetch(`${instances[i % 2]!.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.40" },
          body: JSON.stringify(validPayloads["/api/contact"]()),
        }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    expect((await queryRows(database.connection.db, sql`select id from contact_messages`)).length).toBe(4);
    const [counter] = await queryRows<{ hits: number }>(database.connection.db, sql`select hits from rate_limit_counters`);
    expect(counter?.hits).toBe(16);
  });

  it("counts an IPv6 network (/64) as one visitor", async () => {
    await clearOfWindowEdge();
    const statuses = [];
    for (const address of ["2001:db8:1:2::a", "2001:db8:1:2::b", "2001:db8:1:2::c", "2001:db8:1:2::d", "2001:db8:1:2:1:2:3:4", "2001:0db8:1:2::ffff"]) {
      const res = await fetch(`${instances[0]!.url}/api/enrollments`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(validPayloads["/api/enrollments"]()),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another /64 is another visitor.
    const other = await fetch(`${instances[1]!.url}/api/enrollments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "2001:db8:1:3::a" },
      body: JSON.stringify(validPayloads["/api/enrollments"]()),
    });
    expect(other.status).toBe(201);
    const keys = (await queryRows<{ key: string }>(database.connection.db, sql`select key from rate_limit_counters`)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("/api/enrollments|")).sort()).toEqual([
      expect.stringMatching(/^\/api\/enrollments\|2001:db8:1:2::\/64\|\d+$/),
      expect.stringMatching(/^\/api\/enrollments\|2001:db8:1:3::\/64\|\d+$/),
    ]);
  });

  it("keeps only the current window's counts, however many addresses came before", async () => {
    const fresh = await createTestDatabase(engine);
    const server = await startTestServer(fresh.connection.db, { rateLimitPerMinute: 4, trustProxy: 1 });
    try {
      // The counts 500 addresses left in windows that are over.
      await fresh.connection.db.execute(
        sql`insert into rate_limit_counters (key, hits, expires_at) select '/api/contact|198.51.100.' || n || '|0', 1, now() - interval '1 minute' from generate_series(1, 500) as n`,
      );
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify(validPayloads["/api/contact"]()),
      });
      expect(res.status).toBe(201);
      let left = -1;
      for (let i = 0; i < 50 && left !== 1; i++) {
        left = (await queryRows(fresh.connection.db, sql`select key from rate_limit_counters`)).length;
        if (left !== 1) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(left).toBe(1);
    } finally {
      await server.close();
      await fresh.close();
    }
  });
});
