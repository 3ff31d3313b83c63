// Hashed assets compressed once, at build time and at the highest settings, instead of on
// every request: brotli quality 11 is about 13% smaller than the quality 4 that on-the-fly
// compression can afford, and costs the server nothing per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/** Text formats worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
const MIN_BYTES = 1024;
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns how many. */
export function precompressAssets(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(join(dir, name));
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(join(dir, `${name}.br`), brotli);
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * Answers a GET or HEAD for a file of `dir` with its precompressed copy when the client
 * accepts one (brotli first), with the headers the plain file would have; otherwise
 * passes the request on (to express.static, which serves the file as it is).
 */
export function servePrecompressed(dir: string, cacheControl: string) {
  const available = new Set(readdirSync(dir));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !COMPRESSIBLE.test(name) || !available.has(name)) return next();
    res.vary("Accept-Encoding");
    // Ours to choose among what the client accepts: the smaller one first (browsers list
    // gzip before br, and a negotiation that follows their order would pick gzip).
    const encoding = ENCODINGS.find(
      (candidate) => req.acceptsEncodings(candidate.name) === candidate.name && available.has(name + candidate.suffix),
    );
    if (!encoding) return next();
    res.type(extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Cache-Control", cacheControl);
    // Relative to `root`: dotfiles are refused in the file's own name only, not in the
    // folder the site is installed in (a checkout under ~/.local/… or a build cache).
    res.sendFile(name + encoding.suffix, { root: dir, cacheControl: false, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
