// The response sender (server/request-handler.ts): a streamed body arrives whole and in
// order, what has been sent is not kept while the response goes on (the framework's sender
// kept every chunk: remix-run/react-router#15247), and a visitor who leaves cancels it.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendResponse } from "./request-handler.ts";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CHUNK_BYTES = 64 * 1024;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Serves one streamed response, made by `body`, at / on a free port. */
async function serve(body: () => ReadableStream<Uint8Array>): Promise<string> {
  const app = express();
  app.get("/", (_req, res, next) => {
    sendResponse(res, new Response(body(), { headers: { "Content-Type": "text/plain" } })).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("sendResponse", () => {
  it("sends a streamed body whole and in order, with its status and headers", async () => {
    let n = 0;
    const url = await serve(
      () =>
        new ReadableStream({
          pull(controller) {
            if (n === 200) return controller.close();
            controller.enqueue(new TextEncoder().encode(`line ${n++}\n`));
          },
        }),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).trim().split("\n");
    expect(lines).toEqual(Array.from({ length: 200 }, (_, i) => `line ${i}`));
  });

  it("lets go of the chunks it has sent while the response is still going", async () => {
    const sentChunks: WeakRef<Uint8Array>[] = [];
    let pulled = 0;
    const url = await serve(
      () =>
        new ReadableStream(
          {
            pull(controller) {
              const chunk = new Uint8Array(CHUNK_BYTES).fill(97);
              sentChunks.push(new WeakRef(chunk));
              pulled++;
              controller.enqueue(chunk); // never closes: the response is still going
            },
          },
          { highWaterMark: 0 },
        ),
    );
    const reader = (await fetch(url)).body!.getReader();
    let received = 0;
    while (received < 200 * CHUNK_BYTES) received += (await reader.read()).value?.byteLength ?? 0;
    // Whatever the connection still holds is recent: the first hundred chunks are long gone.
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    const kept = sentChunks.slice(0, 100).filter((ref) => ref.deref() !== undefined).length;
    expect(pulled).toBeGreaterThanOrEqual(200);
    expect(kept).toBe(0);
    await reader.cancel();
  });

  it("cancels the body when the visitor goes away", async () => {
    let cancelled: (reason: unknown) => void = () => {};
    const wasCancelled = new Promise((resolve) => (cancelled = resolve));
    const url = await serve(
      () =>
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(CHUNK_BYTES));
          },
          cancel: (reason) => cancelled(reason ?? "cancelled"),
        }),
    );
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(wasCancelled).resolves.toBeDefined();
  });
});
