// The one server process: pages, static assets and /api on one port. In production the
// build's bundle runs itself (`npm run serve` = `node build/server/index.js`: built from
// server/entry.ts together with the pages, one copy of every module, no TypeScript loader
// in the process). This file is the development launcher (`npm run dev`: server/entry.ts
// through Vite's dev server, with `--dev`), and without `--dev` loads the bundle the same.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ViteDevServer } from "vite";
import type * as ServerEntry from "./entry.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

async function loadServer(): Promise<{ entry: typeof ServerEntry; devServer?: ViteDevServer }> {
  if (process.argv.includes("--dev")) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root, server: { middlewareMode: true } });
    return { entry: (await devServer.ssrLoadModule("/server/entry.ts")) as typeof ServerEntry, devServer };
  }
  const bundle = `${root}build/server/index.js`;
  if (!existsSync(bundle)) throw new Error(`No build found at ${bundle}. Run "npm run build" first (npm start does).`);
  return { entry: (await import(pathToFileURL(bundle).href)) as typeof ServerEntry };
}

loadServer()
  .then(({ entry, devServer }) => entry.runServer({ root, devServer }))
  .catch((error: unknown) => {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
