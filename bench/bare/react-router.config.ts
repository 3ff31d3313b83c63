// The bare React Router 7 app the site's first-load JS and CSS are compared with.
// bench/run.ts builds it into a temporary directory (BENCH_BARE_BUILD_DIR) so nothing
// generated is left under bench/.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.BENCH_BARE_BUILD_DIR ?? "build",
} satisfies Config;
