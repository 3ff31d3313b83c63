// The shutdown sequence against the real app: 503s during the drain, answers held while
// the listener closes so that a client retrying at once is refused instead of reset, and
// requests in flight finished before the end.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { Drain, stopListening } from "./shutdown.ts";

/** Resolves with "accepted" or the error code of a bare TCP connection attempt. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe("shutdown", () => {
  let database: TestDatabase;
  let site: TestServer;
  const drain = new Drain();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    site = await startTestServer(database.connection.db, { drain });
  });
  afterAll(async () => {
    await site?.close().catch(() => {});
    await database?.close();
  });

  it("answers 503 while draining, holds it until the listener is closed, and finishes in flight first", async () => {
    const port = Number(new URL(site.url).port);
    expect((await fetch(`${site.url}/api/schools`)).status).toBe(200);

    // A request in flight: its body is not finished before the listener closes.
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{");
        setTimeout(() => socket.write("}"), 300);
      });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve({ status: Number(text.split(" ")[1]), body: text }));
      socket.on("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    drain.start();
    const draining = await fetch(`${site.url}/api/schools`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get("connection")).toBe("close");
    expect(draining.headers.get("retry-after")).toBe("5");
    expect(((await draining.json()) as { message: string }).message).toMatch(/try again/);

    let drained = false;
    stopListening(site.server, drain, () => (drained = true));
    // Asked while the listener closes: the answer waits, and the moment it comes a new
    // connection is refused (a client that retries at once is never reset).
    const held = await fetch(`${site.url}/api/schools`);
    expect(held.status).toBe(503);
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
    expect(drained).toBe(false);

    // The request in flight still gets its answer (a 400 here: its body is "{}").
    const answer = await inFlight;
    expect(answer.status).toBe(400);
    await expect.poll(() => drained).toBe(true);
  });
});
