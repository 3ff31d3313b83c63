import { resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./server/precompressed.ts";

export default {
  ssr: true,
  // The site has nine routes: the browser gets all of them with the first page rather than
  // asking /__manifest for the ones its links lead to once it has hydrated. That request's
  // answer patched the router, which re-rendered and committed the whole page a second
  // time right after hydration (docs/decisions/0010-routes-with-the-first-page.md).
  routeDiscovery: { mode: "initial" },
  // The staff area's gate is middleware (app/routes/staff-*-only.tsx): it runs before any
  // loader or action of a route placed under it (issue 26).
  future: { v8_middleware: true },
  // The hashed client assets get their .br and .gz copies (server/precompressed.ts).
  buildEnd({ reactRouterConfig }) {
    precompressAssets(resolve(reactRouterConfig.buildDirectory, "client/assets"));
  },
} satisfies Config;
