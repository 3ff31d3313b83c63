// React Router's default Node entry, plus the request's CSP nonce on every script it
// renders (the Express server makes one per request and passes it in the load context).
import { PassThrough, type Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { RouterContextProvider, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "#app/lib/nonce.tsx";
import { InlineStylesheetContext } from "#app/lib/stylesheet.tsx";
import { scriptsAfterPaint } from "#app/lib/scripts-after-paint.server.ts";
import { coalesceChunks } from "#app/lib/coalesce-chunks.server.ts";
import { stylesheetHref } from "#app/styles.ts";
import { DEFAULT_SPEED } from "#app/config/speed.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce ?? "";
  const speed = loadContext.speed ?? DEFAULT_SPEED;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first, then the streamed parts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={loadContext.stylesheetText?.(stylesheetHref)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A part that is ready when the page is written goes where it stands, however long
        // the page (React's default moves parts past 12,800 bytes to the end, behind a
        // script, and without scripts they stayed hidden: app/lib/later.tsx's parts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // The speed switches (app/config/speed.ts).
          let page: Readable = body;
          if (speed.scriptsAfterPaint) page = page.pipe(scriptsAfterPaint({ nonce, preEvaluate: import.meta.env.PROD }));
          if (speed.coalesceChunks) page = page.pipe(coalesceChunks());
          if (page !== body) body.on("error", (error) => page.destroy(error));
          resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.reportError?.(error, new URL(request.url).pathname);
        },
      },
    );
  });
}

/**
 * Failures of loaders and renders go to the server's JSON log (React Router's default
 * prints whole errors with their stacks to stderr). A 4xx is the visitor's mistake, not a
 * failure: a POST to a page that takes none is answered 405, and anyone could fill the
 * log with them.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  (context as RouterContextProvider).reportError?.(error, new URL(request.url).pathname);
};
