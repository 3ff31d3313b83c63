// Starts the real Express app on a free loopback port, with a real database.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { createApp, type AppDependencies } from "#server/app.ts";
import type { Database } from "#database/client.ts";

export const TEST_SECRET = "test-secret-that-is-long-enough-for-hmac-signing";

export interface TestServer {
  url: string;
  /** The listening HTTP server itself. */
  server: Server;
  /** Every line the server logged, as text. */
  logs: () => string;
  close(): Promise<void>;
}

/** `createApp`: the server bundle's own, with its pages (tests/support/built-site.ts); else the source's. */
export async function startTestServer(
  db: Database,
  { createApp: create = createApp, ...options }: Partial<Omit<AppDependencies, "db" | "logger">> & { createApp?: typeof createApp } = {},
): Promise<TestServer> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: "info" }, sink);
  const app = create({ db, challengeSecret: TEST_SECRET, logger, ...options });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    logs: () => lines.join(""),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
