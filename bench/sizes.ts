// Transfer sizes: a page's HTML and the JavaScript and CSS a first visit loads, raw,
// gzip (level 9) and brotli (quality 11, node's default), each file compressed alone
// as a server or CDN would send it.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSION =
  "gzip: node:zlib level 9; brotli: node:zlib quality 11 (default), text mode; each file compressed on its own";

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetSizes extends Size {
  files: string[];
}

export interface PageSizes {
  path: string;
  status: number;
  html: Size;
  js: AssetSizes;
  css: AssetSizes;
}

export function sizeOf(bytes: Uint8Array): Size {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  };
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The first-load assets an HTML page references: every <script src>, every
 * <link rel="modulepreload">, every module an inline module script imports (React Router's
 * hydration script imports the route modules), and every <link rel="stylesheet">. The
 * preloads and the start-up script held until the first paint (app/lib/scripts-after-paint
 * .server.ts: rel="x-modulepreload", type="text/x-module") count too: they load all the same.
 * Same-origin paths only; anything else is returned in `external` (and not counted).
 */
export function referencedAssets(html: string): { js: string[]; css: string[]; external: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const external = new Set<string>();
  const add = (set: Set<string>, href: string | undefined) => {
    if (!href) return;
    const decoded = href.replace(/&amp;/g, "&");
    if (decoded.startsWith("/") && !decoded.startsWith("//")) set.add(decoded);
    else external.add(decoded);
  };

  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload") || rel.includes("x-modulepreload")) add(js, attribute(tag, "href"));
    else if (rel.includes("stylesheet")) add(css, attribute(tag, "href"));
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`<script ${open}>`, "src");
    if (src) {
      add(js, src);
      continue;
    }
    const type = (attribute(`<script ${open}>`, "type") ?? "").toLowerCase();
    if (type !== "module" && type !== "text/x-module") continue;
    for (const [, from] of body!.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s+from\s*)?["']([^"']+)["']/g)) add(js, from);
    for (const [, dynamic] of body!.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(js, dynamic);
  }
  return { js: [...js].sort(), css: [...css].sort(), external: [...external].sort() };
}

function total(files: string[], sizes: Map<string, Size>): AssetSizes {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizes.get(file)!;
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return { ...sum, files };
}

/** Measures a page from its HTML and a loader of its same-origin assets. */
export async function measurePage(
  path: string,
  status: number,
  html: Uint8Array,
  load: (assetPath: string) => Promise<Uint8Array>,
): Promise<PageSizes & { external: string[] }> {
  const { js, css, external } = referencedAssets(new TextDecoder().decode(html));
  const sizes = new Map<string, Size>();
  for (const file of [...js, ...css]) sizes.set(file, sizeOf(await load(file)));
  return { path, status, html: sizeOf(html), js: total(js, sizes), css: total(css, sizes), external };
}

/** Fetches a page and its assets from a running server. */
export async function measureServedPage(baseUrl: string, path: string): Promise<PageSizes & { external: string[] }> {
  const response = await fetch(baseUrl + path);
  const html = new Uint8Array(await response.arrayBuffer());
  return measurePage(path, response.status, html, async (asset) => {
    const assetResponse = await fetch(baseUrl + asset);
    if (!assetResponse.ok) throw new Error(`${asset} (referenced by ${path}) answered ${assetResponse.status}`);
    return new Uint8Array(await assetResponse.arrayBuffer());
  });
}
