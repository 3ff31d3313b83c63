import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { rewriteHead } from "./low-priority-preloads.server.ts";

const page =
  '<html><head><title>తెలుగు పేజీ</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>rel="modulepreload" stays in the body</p></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(rewriteHead()));
}

describe("modulepreload links at low priority", () => {
  it("marks every preload in <head> and nothing after it", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<p>rel="modulepreload" stays in the body</p>');
  });

  it("keeps the bytes whole when chunks split a tag or a Telugu character", async () => {
    const bytes = Buffer.from(page);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    const out = await through(chunks);
    expect(out).toBe(page.replaceAll('<link rel="modulepreload" href', '<link rel="modulepreload" fetchpriority="low" href'));
    expect(out).toContain("తెలుగు పేజీ");
  });
});
