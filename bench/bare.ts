// The reference: a bare React Router app (bench/bare/) built with the site's own
// packages, rendered once, and its first-load JS and CSS measured the same way as the
// site's pages (the HTML's modulepreloads, scripts and stylesheets).
import { mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ROOT, runCommand } from "./processes.ts";
import { measurePage, type PageSizes } from "./sizes.ts";

export const BARE_DIR = join(ROOT, "bench", "bare");

/**
 * Builds bench/bare into `tempDir`/build (with cwd bench/bare, packages from the site's
 * node_modules) and measures its index page.
 */
export async function buildAndMeasureBare(tempDir: string): Promise<{ buildMs: number; page: PageSizes }> {
  const buildDir = join(tempDir, "build");
  mkdirSync(tempDir, { recursive: true });
  // The server build imports react-router etc.; from /tmp they resolve through this link.
  symlinkSync(join(ROOT, "node_modules"), join(tempDir, "node_modules"), "dir");

  const build = await runCommand("npx", ["react-router", "build"], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: "production", BENCH_BARE_BUILD_DIR: buildDir },
  });
  if (build.code !== 0) throw new Error(`the bare app did not build (exit ${build.code}):\n${build.output}`);

  const serverBuild = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(serverBuild, "production");
  const response = await handler(new Request("http://127.0.0.1/"));
  const html = new Uint8Array(await response.arrayBuffer());
  const page = await measurePage("/", response.status, html, async (asset) =>
    readFileSync(join(buildDir, "client", asset)),
  );
  return { buildMs: build.ms, page };
}
