import { resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./server/precompressed.ts";

export default {
  ssr: true,
  // The hashed client assets get their .br and .gz copies (server/precompressed.ts).
  buildEnd({ reactRouterConfig }) {
    precompressAssets(resolve(reactRouterConfig.buildDirectory, "client/assets"));
  },
} satisfies Config;
