import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { coalesceChunks } from "./coalesce-chunks.server.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescing a page's chunks", () => {
  it("passes on what was written in one turn of the event loop as one chunk, and later writes when they come", async () => {
    const stream = coalesceChunks();
    const seen: string[] = [];
    stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
    for (const part of ["<html><head>", "</head><body>", "<p>తెలుగు</p>"]) stream.write(Buffer.from(part));
    await turn();
    expect(seen).toEqual(["<html><head></head><body><p>తెలుగు</p>"]);
    stream.write(Buffer.from("<script>streamed later</script>"));
    await turn();
    expect(seen).toEqual(["<html><head></head><body><p>తెలుగు</p>", "<script>streamed later</script>"]);
    stream.end(Buffer.from("</body></html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(seen.join("")).toBe("<html><head></head><body><p>తెలుగు</p><script>streamed later</script></body></html>");
  });

  it("keeps every byte when the stream ends in the same turn as its writes", async () => {
    const stream = coalesceChunks();
    const body = text(stream);
    stream.write(Buffer.from("a"));
    stream.write(Buffer.from("b"));
    stream.end(Buffer.from("c"));
    expect(await body).toBe("abc");
  });
});
