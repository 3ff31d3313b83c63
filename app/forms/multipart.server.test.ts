// The multipart reader on bodies no browser sends but anyone may.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readMultipart } from "./multipart.server.ts";

const LIMITS = { fileField: "resume", maxFileBytes: 1024, maxFieldBytes: 1024 };

async function read(form: FormData) {
  const response = new Response(form);
  const body = Buffer.from(await response.arrayBuffer());
  return readMultipart({ "content-type": response.headers.get("content-type"), "content-length": String(body.length) }, Readable.from([body]), LIMITS);
}

describe("readMultipart", () => {
  it("takes a file part that names no file (Content-Disposition without filename) as no file, and does not throw", async () => {
    const form = new FormData();
    form.append("name", "Ravi");
    // undici writes a Blob appended with the name "" as a part with a type and no filename.
    form.append("resume", new Blob(["%PDF-1.4"]), "");
    expect(await read(form)).toEqual({ ok: true, fields: { name: "Ravi" } });
  });

  it("takes a named file", async () => {
    const form = new FormData();
    form.append("resume", new Blob(["%PDF-1.4"]), "cv.pdf");
    const body = await read(form);
    expect(body.ok && body.file?.fileName).toBe("cv.pdf");
  });
});
