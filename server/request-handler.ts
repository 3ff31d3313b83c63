// React Router's pages and resource routes as Express middleware: @react-router/express's
// createRequestHandler, but sending the response body with stream.pipeline. The framework's
// own sender (writeReadableStreamToWritable in @react-router/node 7.x) races every read
// against one promise that settles only if the connection fails, and each race keeps the
// chunk it read until the response ends (remix-run/react-router#15247): a CSV export of
// 1,000,000 requests held all of its 160 MB. Fixed upstream in 8.x (#15500), which needs
// Node 22. Decision: docs/decisions/0021-response-sender.md (when this file can go).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createFetchHandler, type RouterContextProvider, type ServerBuild } from "react-router";

export interface RequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider | Promise<RouterContextProvider>;
}

export function createRequestHandler({ build, mode, getLoadContext }: RequestHandlerOptions): RequestHandler {
  const handle = createFetchHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handle(fetchRequestOf(req, res), await getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Express request as a fetch Request, as @react-router/express builds it (aborted when the visitor goes). */
function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = [forwarded, req.get("host")?.split(":")[1]].map((text) => Number.parseInt(text ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A body the server has read already (a staff form, checked in server/staff-area.ts) is passed on as read.
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Sends a fetch Response on an Express response: status, headers, then the body as the connection takes it. */
export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // The server's own caching rule for a path (no-store on the staff area) stands: one
    // Cache-Control, not the route's appended after it (issue 26).
    if (name === "cache-control" && res.hasHeader("cache-control")) continue;
    res.append(name, value);
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    // Reads a chunk when the connection has taken the last one; cancels the body if the visitor goes.
    const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    const sent = pipeline(body, res);
    // Each chunk goes out as it comes, through the compression middleware's buffer too
    // (a page's first part is on its way before the rest is rendered), as the framework's
    // sender does. Listened to after pipeline's own listener: it runs once the chunk is written.
    const flushable = res as ExpressResponse & { flush?: () => void };
    if (typeof flushable.flush === "function") body.on("data", () => flushable.flush?.());
    await sent;
  } catch (error) {
    if (res.destroyed || res.writableEnded) return; // the visitor went away: nothing to report
    throw error;
  }
}
