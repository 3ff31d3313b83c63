// The one server process: pages, static assets and /api on one port. This file only
// loads the server and runs it: the production build's bundle (build/server/index.js,
// built from server/entry.ts together with the pages, so the API and the pages share one
// copy of every module), or, with `--dev`, server/entry.ts through Vite's dev server.
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
