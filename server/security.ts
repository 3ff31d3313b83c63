// Security headers on every response (pages, API, assets, errors), with a fresh CSP
// nonce per request for the scripts the page renders.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Hosts the pages may frame: the click-to-load videos and the lazily loaded maps. */
const FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://www.google.com", "https://maps.google.com"];

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    // strict-dynamic: the nonce'd entry scripts may load the route chunks they import.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Radix positions dialogs and toasts with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function securityHeaders(options: { csp: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    if (options.csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
    // req.secure is true over HTTPS, or behind TRUST_PROXY proxies that say so.
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  };
}

/**
 * 128 random bits, never given twice: cut from a pool of random bytes drawn 256 nonces at
 * a time (one call to the system's random source per request was 2–3% of the server's
 * work under a flood of small API answers).
 */
function freshNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return pool.toString("base64", poolAt - NONCE_BYTES, poolAt);
}
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let poolAt = 0;
