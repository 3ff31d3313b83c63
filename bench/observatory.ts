// The Mozilla HTTP Observatory's grade for the site as a visitor meets it in production:
// behind a TLS-terminating proxy that redirects HTTP to HTTPS and tells the server the
// request was secure (TRUST_PROXY=1), as docs/deployment.md sets it up. Here that proxy
// is a small one on ports 443 and 80 of localhost (the scanner knows no other ports),
// with a certificate made for the run that only the scanner's process trusts.
//
// The scanner (@mdn/mdn-http-observatory) is installed on first use into
// node_modules/.cache, without its install scripts (they download the HSTS preload and
// TLD lists from the internet), and given an empty HSTS preload list: being on that list
// is extra credit, not a test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { join } from "node:path";
import { ROOT, runCommand } from "./processes.ts";

const OBSERVATORY_VERSION = "1.4.8";
const CACHE_DIR = join(ROOT, "node_modules", ".cache", "mdn-http-observatory");
const PACKAGE_DIR = join(CACHE_DIR, "node_modules", "@mdn", "mdn-http-observatory");

export interface ObservatoryFigures {
  version: string;
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  /** Every test with its result, e.g. "strict-transport-security": "hsts-implemented-max-age-at-least-six-months". */
  tests: Record<string, { pass: boolean; result: string }>;
}

/** Scans the site served at `siteUrl` (a server started with TRUST_PROXY=1) behind HTTPS. */
export async function measureObservatory(siteUrl: string, tempDir: string): Promise<ObservatoryFigures> {
  await installScanner();
  const { keyFile, certFile } = await makeCertificate(tempDir);
  const proxy = await startTlsProxy(siteUrl, readFileSync(keyFile), readFileSync(certFile));
  try {
    const output = join(tempDir, "observatory.json");
    const script = join(ROOT, "bench", "observatory-scan.mjs");
    const scan = await runCommand(process.execPath, [script, PACKAGE_DIR, "localhost", output], {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    });
    if (scan.code !== 0) throw new Error(`the scan exited ${scan.code}:\n${scan.output}`);
    const figures = JSON.parse(readFileSync(output, "utf8")) as Omit<ObservatoryFigures, "version">;
    return { version: OBSERVATORY_VERSION, ...figures };
  } finally {
    await proxy.close();
  }
}

async function installScanner(): Promise<void> {
  if (!existsSync(join(PACKAGE_DIR, "package.json"))) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const install = await runCommand(
      "npm",
      [
        "install",
        "--prefix",
        CACHE_DIR,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-save",
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { cwd: CACHE_DIR },
    );
    if (install.code !== 0)
      throw new Error(`npm install of the Observatory exited ${install.code}:\n${install.output}`);
  }
  const preloadList = join(PACKAGE_DIR, "conf", "hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");
}

async function makeCertificate(dir: string): Promise<{ keyFile: string; certFile: string }> {
  const keyFile = join(dir, "observatory-key.pem");
  const certFile = join(dir, "observatory-cert.pem");
  const made = await runCommand(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", keyFile, "-out", certFile, "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
    ],
    { cwd: dir },
  );
  if (made.code !== 0) throw new Error(`openssl exited ${made.code}:\n${made.output}`);
  return { keyFile, certFile };
}

/**
 * Port 443: TLS, then the request as it came, to the site, with the X-Forwarded-* headers
 * a proxy adds. Port 80: a permanent redirect to the same path over HTTPS.
 */
async function startTlsProxy(siteUrl: string, key: Buffer, cert: Buffer): Promise<{ close: () => Promise<void> }> {
  const site = new URL(siteUrl);
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const forwarded = request(
      {
        host: site.hostname,
        port: site.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.once("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  const http = createHttpServer((req, res) => {
    res.writeHead(301, {
      Location: `https://${(req.headers.host ?? "localhost").replace(/:\d+$/, "")}${req.url ?? "/"}`,
    });
    res.end();
  });
  const close = async () => {
    await Promise.all([https, http].map((server) => new Promise((resolve) => server.close(resolve))));
  };
  try {
    await Promise.all([listen(https, 443), listen(http, 80)]);
  } catch (error) {
    await close(); // the one that did listen
    throw error;
  }
  return { close };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`port ${port}: ${error.message} (the scanner only knows ports 80 and 443)`)),
    );
    server.listen(port, "::", () => resolve());
  });
}
