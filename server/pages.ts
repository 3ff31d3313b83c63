// The page side of the server: hashed assets cached for a year, other public files
// for an hour, and every other path rendered by React Router with the database in its
// load context.
import { readdirSync, readFileSync } from "node:fs";
import express, { type Express, type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Database } from "#database/client.ts";
import type { SpeedSwitches } from "#app/config/speed.ts";
import type { RetentionMonths } from "#app/config/privacy.ts";
import { createPageCache, isDataRequest } from "./page-cache.ts";
import { servePrecompressed } from "./precompressed.ts";
import { createRequestHandler } from "./request-handler.ts";
import { visitSources } from "./visit-source.ts";

/** Hashed file names change with their content: a year, never revalidated. */
const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

// The server's services for a request, on the router context that getLoadContext makes
// (loadContext below) before any middleware runs: every middleware, loader and action reads
// them as context.db and so on. React Router's middleware (future.v8_middleware) wants a
// RouterContextProvider there; its typed createContext values are for what the routes set
// themselves (the staff member: app/office/sign-in/staff-gate.server.ts).
declare module "react-router" {
  interface RouterContextProvider {
    db: Database;
    /** This response's Content-Security-Policy nonce (server/security.ts). */
    nonce?: string;
    /**
     * A client-side navigation's data request (`/….data`), not a page: lists may come as
     * promises and stream. A page waits for them (app/lib/list-data.ts).
     */
    dataRequest?: boolean;
    /** The visitor's address as the server believes it (TRUST_PROXY): staff sign-in counts failures by it. */
    clientAddress?: string;
    /** Signs the visit form's challenge tokens (a page's own form post asks the next question). */
    challengeSecret: string;
    /** Logs a failure of a page's loader or render (app/entry.server.tsx's handleError). */
    reportError?: ReportError;
    /** The built stylesheet's text, which pages carry inline (app/lib/stylesheet.tsx); none under Vite's dev server. */
    stylesheetText?: (href: string) => string | undefined;
    /** The speed machinery's switches (app/config/speed.ts); none: the defaults. */
    speed?: SpeedSwitches;
    /** How long requests are kept, from the environment (app/config/privacy.ts); none: the defaults. */
    retention?: RetentionMonths;
  }
}

/** Logs an error of a page request, without its message (it can echo what was asked). */
export type ReportError = (error: unknown, path: string) => void;

export type MountPages = (app: Express) => void;

/** What every page request is given (its load context). */
export interface PageDependencies {
  db: Database;
  challengeSecret: string;
  reportError: ReportError;
  /** The speed machinery's switches, from the environment (app/config/speed.ts). */
  speed?: SpeedSwitches;
  /** How long requests are kept, from the environment (app/config/privacy.ts). */
  retention?: RetentionMonths;
}

export interface BuiltPagesOptions {
  /** The server build (server/entry.ts passes the one bundled with it). */
  build: ServerBuild;
  /** The build's folder: client/ holds the files the browser is sent. */
  buildDir: string;
  /** How long a page its route allows to be reused is kept (server/page-cache.ts); 0 or none: never. */
  pageCacheMs?: number;
  /** Hears of published content changes (the kept pages are then let go). */
  onContentChange?: (listener: () => void) => unknown;
}

export function productionPages(deps: PageDependencies, { build, buildDir, pageCacheMs = 0, onContentChange }: BuiltPagesOptions): MountPages {
  const client = `${buildDir}/client`;
  const assets = `${client}/assets`;
  return (app) => {
    app.use(
      "/assets",
      servePrecompressed(assets, HASHED_ASSET_CACHE),
      express.static(assets, {
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", HASHED_ASSET_CACHE),
        index: false,
        fallthrough: false, // a missing hashed asset is a 404, not a page
      }),
    );
    // The public folder's other files (favicon.svg, og/): looked for on disk only at the paths
    // that start with one of their names. A page's address went to disk first, a stat on
    // libuv's thread pool for every page view, which then waited behind a photo upload there.
    const publicFiles = express.static(client, { maxAge: "1h", index: false });
    const publicNames = new Set(readdirSync(client).filter((name) => name !== "assets"));
    app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));
    app.use(visitSources());
    if (pageCacheMs > 0) {
      const cache = createPageCache({ routes: build.routes, ttlMs: pageCacheMs });
      onContentChange?.(() => cache.forget());
      app.use(cache.middleware);
    }
    const getLoadContext = loadContext({ ...deps, stylesheetText: builtFileText(client) });
    app.use(createRequestHandler({ build, mode: "production", getLoadContext }));
  };
}

/** Pages through Vite's dev server, which loaded server/entry.ts too (one module graph, one copy of each module). */
export function developmentPages(deps: PageDependencies, devServer: ViteDevServer): MountPages {
  return (app) => {
    app.use(devServer.middlewares);
    app.use(visitSources());
    app.use(
      createRequestHandler({
        build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        getLoadContext: loadContext(deps),
      }),
    );
  };
}

/**
 * The text of a built file by its URL (/assets/…), read once. Read here, where the build
 * directory is known: the server build's own modules may sit in a subfolder of it.
 */
function builtFileText(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = /^\/assets\/[\w.-]+$/.test(href) ? readFileSync(`${clientDir}${href}`, "utf8") : undefined;
      } catch {
        text = undefined;
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}

function loadContext(deps: PageDependencies & Pick<RouterContextProvider, "stylesheetText">) {
  return (req: Request, res: Response): RouterContextProvider =>
    Object.assign(new RouterContextProvider(), {
      ...deps,
      nonce: String(res.locals.nonce ?? ""),
      dataRequest: isDataRequest(req),
      clientAddress: req.ip,
      reportError: firstFailureOnly(deps.reportError),
    });
}

/**
 * One request, one line for its failure. React Router reports a failure again as it is
 * passed on: a route's error boundary that leaves it to the root's rethrows it, the render
 * fails on it, and that is reported too (in production as a stand-in, "Unexpected Server
 * Error", which names nothing). The first report is the cause; what follows is its echo.
 */
function firstFailureOnly(report: ReportError): ReportError {
  let reported = false;
  return (error, path) => {
    if (reported) return;
    reported = true;
    report(error, path);
  };
}
