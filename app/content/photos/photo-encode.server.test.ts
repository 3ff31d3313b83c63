// The encoding's own temporary file (photo-encode.server.ts): the upright pixels wait in a
// private folder of the system's temporary one while the files are made, and nothing of it
// is left behind, whether the photo was made or could not be decoded.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneJpeg } from "../../../tests/support/photo-files.ts";
import { encodePhoto, MAX_PIXELS } from "./photo-encode.server.ts";

describe("a photo's encoding", () => {
  // This file's own temporary folder (os.tmpdir() reads TMPDIR at each call; each test file runs in a process of its own).
  const systemTemp = tmpdir();
  const temp = mkdtempSync(join(systemTemp, "encode-test-"));
  beforeAll(() => {
    process.env.TMPDIR = temp;
  });
  afterAll(() => {
    process.env.TMPDIR = systemTemp;
    rmSync(temp, { recursive: true, force: true });
  });

  it("makes every file from the upright pixels and leaves no temporary file behind", async () => {
    const encoded = await encodePhoto(await phoneJpeg({ width: 1200, height: 900, orientation: 6 }), MAX_PIXELS);
    expect({ width: encoded.width, height: encoded.height }).toEqual({ width: 900, height: 1200 });
    expect(encoded.files.length).toBeGreaterThanOrEqual(6);
    expect(readdirSync(temp)).toEqual([]);
  });

  it("leaves nothing behind when the photo cannot be decoded", async () => {
    const cut = (await phoneJpeg({ width: 1200, height: 900 })).subarray(0, 4_000);
    await expect(encodePhoto(cut, MAX_PIXELS)).rejects.toThrow();
    expect(readdirSync(temp)).toEqual([]);
  });
});
