import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server.ts";

const NONCE = "abc123==";
const page =
  '<html><head><title>తెలుగు పేజీ</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>rel="modulepreload" stays in the body</p>' +
  `<script nonce="${NONCE}" type="module" async="">import("/assets/entry.js");</script>` +
  '<p>తెలుగు type="module" async=""> as text stays</p></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint({ nonce: NONCE, preEvaluate: true })));
}

function expectHeld(out: string) {
  const [head = "", body = ""] = out.split("</head>");
  expect(head.match(/<link rel="x-modulepreload" href="\/assets\/[ab]\.js"\/>/g)).toHaveLength(2);
  expect(head).not.toContain('<link rel="modulepreload"');
  // The releasing script closes the head, with the request's nonce.
  expect(head).toMatch(new RegExp(`<script nonce="${NONCE}">\\(function \\w*\\(\\w*\\)\\{.*\\}\\)\\(\\{.*\\}\\)</script>$`));
  expect(body).toContain(`<script nonce="${NONCE}" type="text/x-module">import("/assets/entry.js");</script>`);
  expect(body).toContain('<p>rel="modulepreload" stays in the body</p>');
  expect(body).toContain('<p>తెలుగు type="module" async=""> as text stays</p>');
  expect(out).toContain("<title>తెలుగు పేజీ</title>");
}

describe("scripts after the first paint", () => {
  it("holds the preloads and the start-up script, and adds the script that releases them", async () => {
    expectHeld(await through([Buffer.from(page)]));
  });

  it("keeps the bytes whole whatever the chunks split: a tag, the start-up script, a Telugu character", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 5, 7, 23]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expectHeld(await through(chunks));
    }
  });

  it("evaluates the modules one by one only when asked (not under Vite's dev server)", async () => {
    const release = async (preEvaluate: boolean) =>
      text(Readable.from([Buffer.from(page)]).pipe(scriptsAfterPaint({ nonce: NONCE, preEvaluate })));
    expect(await release(true)).toContain('"preEvaluate":true}');
    expect(await release(false)).toContain('"preEvaluate":false}');
  });

  it("passes a page without a start-up script through, head rewritten", async () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>hi</p></body></html>';
    const out = await through([Buffer.from(plain)]);
    expect(out).toContain('<link rel="x-modulepreload" href="/a.js"/>');
    expect(out.endsWith("</head><body><p>hi</p></body></html>")).toBe(true);
  });
});
