// The multipart reader on bodies no browser sends but anyone may.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { readMultipart, type MultipartLimits } from "./multipart.server.ts";

const LIMITS = { fileField: "resume", maxFileBytes: 1024, maxFieldBytes: 1024 };

async function sent(form: FormData) {
  const response = new Response(form);
  const body = Buffer.from(await response.arrayBuffer());
  return { headers: { "content-type": response.headers.get("content-type"), "content-length": String(body.length) }, body: Readable.from([body]) };
}

async function read(form: FormData, limits: MultipartLimits & { fileFolder?: undefined } = LIMITS) {
  const { headers, body } = await sent(form);
  return readMultipart(headers, body, limits);
}

async function readToFolder(form: FormData, limits: MultipartLimits & { fileFolder: string }) {
  const { headers, body } = await sent(form);
  return readMultipart(headers, body, limits);
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

  describe("into a folder (fileFolder)", () => {
    let folder = "";
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it("writes the file there as it comes, owner-only, and keeps none of it in memory", async () => {
      folder = mkdtempSync(join(tmpdir(), "multipart-test-"));
      const form = new FormData();
      form.append("alt", "Assembly");
      form.append("resume", new Blob(["%PDF-1.4 a whole file"]), "cv.pdf");
      const body = await readToFolder(form, { ...LIMITS, fileFolder: folder });
      if (!body.ok || !body.file?.path) throw new Error(`no file written: ${JSON.stringify(body)}`);
      expect(body.fields).toEqual({ alt: "Assembly" });
      expect("bytes" in body.file).toBe(false);
      expect(readFileSync(body.file.path, "utf8")).toBe("%PDF-1.4 a whole file");
      expect(readdirSync(folder)).toEqual(["upload"]);
      expect(statSync(body.file.path).mode & 0o777).toBe(0o600);
    });

    it("answers a file over its limit as too large, with no file given", async () => {
      folder = mkdtempSync(join(tmpdir(), "multipart-test-"));
      const form = new FormData();
      form.append("resume", new Blob(["x".repeat(2000)]), "cv.pdf");
      const body = await readToFolder(form, { ...LIMITS, maxFieldBytes: 4096, fileFolder: folder });
      expect(body).toMatchObject({ ok: false, problem: "file-too-large" });
    });
  });
});
