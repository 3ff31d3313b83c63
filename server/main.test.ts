// The real server process, as `npm start` runs it: start-up, seeded site, cache
// headers of hashed assets, a bad environment, and a graceful SIGTERM.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, queryRows } from "#database/client.ts";
import { validPayloads } from "../tests/support/payloads.ts";
import { freePort } from "../tests/support/free-port.ts";

const root = new URL("..", import.meta.url).pathname;


interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForListening(running: Running): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (running.output().includes("listening on")) return;
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${running.output()}`);
}

describe("the server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  let port: number;
  let running: Running;

  beforeAll(async () => {
    if (!existsSync(join(root, "build/server/index.js"))) {
      execFileSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], { cwd: root, stdio: "ignore" });
    }
    port = await freePort();
    running = startServer({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
    await waitForListening(running);
  }, 120_000);

  afterAll(() => {
    running?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to start with a bad environment, naming the variable", async () => {
    const bad = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT must be a whole number from 1 to 65535 (got "not-a-port")');
  });

  it("serves the seeded API and rendered pages on one port", async () => {
    const schools = await fetch(`http://127.0.0.1:${port}/api/schools`);
    expect(schools.status).toBe(200);
    expect(((await schools.json()) as unknown[]).length).toBe(6);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(home.headers.get("x-powered-by")).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404);
    // Routes match whatever the case, and the page's text comes with its route (it was once
    // looked up by path, and /About had none: a 500).
    const mixedCase = await fetch(`http://127.0.0.1:${port}/About`);
    expect(mixedCase.status).toBe(200);
    expect(await mixedCase.text()).toContain("<h1");
  });

  it("answers a page that does not exist under /te in Telugu", async () => {
    const missing = await fetch(`http://127.0.0.1:${port}/te/no-such-page`, { headers: { "accept-language": "en" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-language")).toBe("te");
    const html = await missing.text();
    expect(html).toMatch(/<html lang="te"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/te\/no-such-page"/);
  });

  it("answers a POST to a page 405 and logs it as one line, with no stack trace", async () => {
    const before = running.output().length;
    const res = await fetch(`http://127.0.0.1:${port}/about`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Canary405",
    });
    expect(res.status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Every line is one JSON entry (a stack trace is not), and the post is one of them.
    const logged = running.output().slice(before).trim().split("\n").filter(Boolean);
    const entries = logged.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { notJson: line };
      }
    });
    expect(entries.filter((entry) => "notJson" in entry)).toEqual([]);
    expect(entries.filter((entry) => entry.path === "/about")).toEqual([
      expect.objectContaining({ method: "POST", status: 405 }),
    ]);
  });

  it("reuses rendered pages with a fresh CSP nonce on every response", async () => {
    const nonceOf = async (res: Response) => {
      const fromHeader = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      const html = await res.text();
      return { fromHeader, inHtml: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))], html };
    };
    const url = `http://127.0.0.1:${port}/about`;
    const a = await nonceOf(await fetch(url, { headers: { "accept-language": "te" } }));
    const second = await fetch(url, { headers: { "accept-language": "te" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    // No ETag: the body differs on every response, so none could ever be matched.
    expect(second.headers.get("etag")).toBeNull();
    const b = await nonceOf(second);
    expect(a.inHtml).toEqual([a.fromHeader]);
    expect(b.inHtml).toEqual([b.fromHeader]);
    expect(a.fromHeader).not.toBe(b.fromHeader);
    expect(b.html.replaceAll(b.fromHeader ?? "", "N")).toBe(a.html.replaceAll(a.fromHeader ?? "", "N"));
    // Each language has its own copy.
    const english = await fetch(url, { headers: { "accept-language": "en" } });
    expect(await english.text()).toMatch(/<html lang="en"/);
  });

  it("renders a first visit to a Telugu URL for its language cookie, and reuses the page for those who have it", async () => {
    const url = `http://127.0.0.1:${port}/te/brochure`;
    // A response that sets a cookie is never a copy: each first visit is rendered.
    for (let i = 0; i < 2; i++) {
      const first = await fetch(url);
      expect(first.headers.get("set-cookie")).toMatch(/^lang=te; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      expect(first.headers.get("x-page-cache")).toBeNull();
      await first.text();
    }
    // The page without its nonce (fresh on every response).
    const withoutNonce = async (res: Response) =>
      (await res.text()).replaceAll(/'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "-", "N");
    const returning = await fetch(url, { headers: { cookie: "lang=te" } });
    const html = await withoutNonce(returning);
    const again = await fetch(url, { headers: { cookie: "lang=te" } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(again.headers.get("link")).toMatch(/noto-sans-telugu-pages-400-normal-[^>]+\.woff2>; rel=preload; as=font/);
    expect(again.headers.get("link")).toBe(returning.headers.get("link"));
    expect(await withoutNonce(again)).toBe(html);
    // One who chose English is given Telugu's cookie, by a rendered page.
    const switching = await fetch(url, { headers: { cookie: "lang=en" } });
    expect(switching.headers.get("set-cookie")).toMatch(/^lang=te;/);
    expect(switching.headers.get("x-page-cache")).toBeNull();
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const asset = readdirSync(join(root, "build/client/assets")).find((f) => f.endsWith(".js"));
    const res = await fetch(`http://127.0.0.1:${port}/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`http://127.0.0.1:${port}/assets/missing-abc123.js`)).status).toBe(404);
  });

  it("serves the public folder's other files for an hour, and a page's address as a page", async () => {
    for (const path of ["/favicon.svg", "/og/about.en.png"]) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=3600");
      await res.arrayBuffer();
    }
    expect((await fetch(`http://127.0.0.1:${port}/og/missing.png`)).status).toBe(404);
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    await page.arrayBuffer();
  });

  it("sends hashed scripts compressed at build time: brotli when accepted, else gzip, else as they are", async () => {
    // The largest script: those under 1 KB are sent as they are (server/precompressed.ts).
    const assets = join(root, "build/client/assets");
    const [asset] = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
    const url = `http://127.0.0.1:${port}/assets/${asset}`;
    const get = (acceptEncoding: string) => fetch(url, { headers: { "accept-encoding": acceptEncoding } });
    const plain = await get("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    // Chrome lists gzip first; brotli is smaller, so it wins whenever it is accepted.
    for (const [accept, encoding, file] of [
      ["gzip, deflate, br, zstd", "br", `${asset}.br`],
      ["gzip", "gzip", `${asset}.gz`],
      ["br;q=0, gzip", "gzip", `${asset}.gz`],
    ] as const) {
      const res = await get(accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("content-length")).toBe(String(statSync(join(root, "build/client/assets", file)).size));
      expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
      expect(await res.text()).toBe(text); // fetch decodes it: the same script
    }
  });

  it("compresses a rendered page as a whole, not one flush per piece React wrote", async () => {
    // A query string (other than tracking parameters) keeps the page out of the page cache: rendered and streamed. Raw
    // bytes, as they go over the wire:
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${port}/te?section=all`,
        { headers: { "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 (Linux; Android 11) Chrome/136.0 Mobile Safari/537.36" } },
        (res) => {
          expect(res.headers["content-encoding"]).toBe("gzip");
          expect(res.headers["x-page-cache"]).toBeUndefined();
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        },
      );
      req.on("error", reject);
      req.end();
    });
    const page = gunzipSync(raw);
    expect(page.toString()).toContain("</html>");
    // Flushed after every ~2 KB view it came to 62 KB against 42 KB in one piece.
    expect(raw.length / gzipSync(page).length).toBeLessThan(1.05);
  });

  it("finishes requests in flight on SIGTERM, turns new ones away with 503, and exits 0", async () => {
    const body = JSON.stringify(validPayloads["/api/contact"]());
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, method: "POST", path: "/api/contact", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, half));
      setTimeout(() => {
        running.child.kill("SIGTERM");
        setTimeout(async () => {
          // A new request while this one finishes is turned away with a clear 503.
          const late = await fetch(`http://127.0.0.1:${port}/api/schools`);
          expect(late.status).toBe(503);
          expect(late.headers.get("connection")).toBe("close");
          req.end(body.slice(half));
        }, 300);
      }, 200);
    });
    const { status, text } = await answer;
    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: number };
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain("stopped");
    // Once stopped, nothing listens: connections are refused.
    await expect(fetch(`http://127.0.0.1:${port}/api/schools`)).rejects.toThrow();

    const reopened = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      expect(await queryRows(reopened.db, sql`select id from contact_messages`)).toEqual([{ id }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("resets no keep-alive connection on SIGTERM: each gets its 503 with Connection: close, then is refused", async () => {
    const ownPort = await freePort();
    const ownData = mkdtempSync(join(tmpdir(), "site-data-"));
    const own = startServer({ PORT: String(ownPort), HOST: "127.0.0.1", DATA_DIR: ownData, RATE_LIMIT_PER_MINUTE: "0" });
    try {
      await waitForListening(own);
      const outcomes = new Map<string, number>();
      let stop = false;
      // 20 busy connections, each reused for the next request as browsers and proxies do.
      const loop = async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (!stop) {
          const outcome = await new Promise<string>((resolve) => {
            request({ host: "127.0.0.1", port: ownPort, path: "/api/testimonials", agent }, (res) => {
              res.resume();
              res.on("end", () => resolve(String(res.statusCode)));
            }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
              .end();
          });
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (outcome === "ECONNREFUSED") await new Promise((r) => setTimeout(r, 20));
        }
        agent.destroy();
      };
      const loops = Array.from({ length: 20 }, loop);
      await new Promise((r) => setTimeout(r, 500));
      own.child.kill("SIGTERM");
      expect(await own.exited).toBe(0);
      stop = true;
      await Promise.all(loops);
      expect(outcomes.get("503")).toBeGreaterThan(0);
      expect([...outcomes.keys()].filter((outcome) => !["200", "503", "ECONNREFUSED"].includes(outcome))).toEqual([]);
    } finally {
      own.child.kill("SIGKILL");
      rmSync(ownData, { recursive: true, force: true });
    }
  }, 60_000);
});
