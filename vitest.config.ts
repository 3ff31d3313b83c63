import { defineConfig } from "vitest/config";
import { inlineScripts } from "./app/lib/inline/vite-plugin.ts";

// Kept apart from vite.config.ts: the React Router plugin is for the app build only. The
// inline scripts' plugin is for both: the server's modules import them (app/lib/inline/).
export default defineConfig({
  plugins: [inlineScripts()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "database/**/*.test.ts", "*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/pglite-templates.setup.ts"],
    pool: "forks",
    // Each PGlite instance takes ~1 GB (started from the run's dump, not initdb: pglite-templates.setup.ts): few files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
