import { defineConfig } from "vitest/config";

// End-to-end: the built site served by the real server, driven in Debian's chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    // The staff stories' built sites start their embedded databases from one dump, as the unit run's do.
    globalSetup: ["tests/e2e/global-setup.ts", "tests/support/pglite-templates.setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
