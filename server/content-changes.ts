// A publish reaches every instance (issue 28, decision 0031). On PostgreSQL each instance
// listens on the content channel with a connection of its own and reloads the document a
// notice names; should that connection drop, it connects again and reloads everything (a
// notice sent meanwhile is lost). A look at every document every 30 s covers whatever
// slipped through anyway. The embedded database is one process: the publisher's own
// reload after its commit is all there is.
import pg from "pg";
import type { ContentKey } from "#app/content/store/content-keys.ts";
import type { PublishedContent } from "#app/content/store/published-content.server.ts";
import { CONTENT_CHANNEL } from "#app/content/store/publishing.server.ts";
import type { DatabaseTarget } from "#database/client.ts";

const RECONNECT_MS = 1_000;
const LOOK_AGAIN_MS = 30_000;

export interface ContentChanges {
  /** Resolves once listening (PostgreSQL) or at once (embedded). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function followContentChanges({
  target,
  content,
  onError,
  lookAgainMs = LOOK_AGAIN_MS,
}: {
  target: DatabaseTarget;
  content: PublishedContent;
  onError: (error: unknown, context: string) => void;
  lookAgainMs?: number;
}): ContentChanges {
  const reload = (keys?: ContentKey[]) => content.reload(keys).catch((error: unknown) => onError(error, "could not reload the published content"));
  const look = setInterval(() => void reload(), lookAgainMs);
  look.unref();
  if (target.kind !== "postgres") {
    return { ready: Promise.resolve(), stop: async () => clearInterval(look) };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  };
  const listen = async () => {
    const listening = new pg.Client({ connectionString: target.url });
    listening.on("notification", (notice) => {
      if (notice.channel === CONTENT_CHANNEL && notice.payload) void reload([notice.payload as ContentKey]);
    });
    listening.on("error", () => void listening.end().catch(() => {}));
    listening.on("end", again);
    try {
      await listening.connect();
      await listening.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (stopped) return void (await listening.end());
      client = listening;
      // Whatever was published while this instance was not listening.
      await reload();
    } catch (error) {
      onError(error, "could not listen for published content");
      await listening.end().catch(() => {});
      again();
    }
  };
  const ready = listen();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(look);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
