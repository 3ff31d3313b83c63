// The speed machinery, one switch each, so that a bug can be bisected by turning one part
// off and a part can be measured against its absence (`npm run bench:switches`). Read from
// the environment once at the server's start (server/env.ts) and handed to every page in
// its load context (server/pages.ts): both parts rewrite the page's stream on the server
// (app/entry.server.tsx), so the browser needs to know nothing of them. On by default, as
// measured: docs/decisions/0006-scripts-after-first-paint.md, which also says when each
// is no longer needed.

export interface SpeedSwitches {
  /**
   * SPEED_SCRIPTS_AFTER_PAINT: the page's scripts are asked for only after its first
   * paint (app/lib/scripts-after-paint.server.ts, decision 0006).
   */
  scriptsAfterPaint: boolean;
  /**
   * SPEED_COALESCE_CHUNKS: a rendered page leaves in one chunk per turn of the event loop,
   * not one compressor flush per 2 KB React writes (app/lib/coalesce-chunks.server.ts).
   */
  coalesceChunks: boolean;
}

export const DEFAULT_SPEED: SpeedSwitches = {
  scriptsAfterPaint: true,
  coalesceChunks: true,
};

/** The switches' environment variables, their values and defaults (server/env.ts parses them). */
export const SPEED_VARIABLES = {
  SPEED_SCRIPTS_AFTER_PAINT: ["on", "off"],
  SPEED_COALESCE_CHUNKS: ["on", "off"],
} as const;

type SpeedEnv = { [name in keyof typeof SPEED_VARIABLES]?: (typeof SPEED_VARIABLES)[name][number] };

/** The switches from parsed environment values (unset: the default). */
export function speedSwitches(env: SpeedEnv): SpeedSwitches {
  const on = (value: "on" | "off" | undefined, fallback: boolean) => (value === undefined ? fallback : value === "on");
  return {
    scriptsAfterPaint: on(env.SPEED_SCRIPTS_AFTER_PAINT, DEFAULT_SPEED.scriptsAfterPaint),
    coalesceChunks: on(env.SPEED_COALESCE_CHUNKS, DEFAULT_SPEED.coalesceChunks),
  };
}
