// An office's upload, from the body to the stored files (decision 0032), on PGlite and
// PostgreSQL: judged by its content, re-encoded upright without any of its metadata, at
// each width (never wider than it was) in AVIF, WebP and JPEG, each file named by its hash.
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { applicationForm } from "../../../tests/support/resume-files.ts";
import { avif, bombPng, METADATA_MARKERS, phoneJpeg, png, webp } from "../../../tests/support/photo-files.ts";
import { addTestMember } from "../../../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { PHOTO_MAX_BYTES } from "../photo.ts";
import { receivePhotoUpload } from "./photo-upload.server.ts";
import { listPhotos } from "./photos.server.ts";

const ALT = { altEn: "Children at the morning assembly in the school yard", altTe: "పాఠశాల ఆవరణలో ఉదయం ప్రార్థనలో పిల్లలు" };
const problems = catalogues.en.staffPhotos.problems;

/** The request a browser sends with the form. */
function upload(file: { name: string; bytes: Uint8Array; type?: string } | undefined, fields: Record<string, string> = ALT): Request {
  return new Request("http://localhost/staff/content/photos", { method: "POST", body: applicationForm(fields, file, "photo") });
}

describe.each(engines)("a photo upload on %s", (engine) => {
  let database: TestDatabase;
  let memberId = 0;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    memberId = (await addTestMember(database.connection.db, "maa@example.org", "staff", "maa")).id;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.connection.db.execute(sql`truncate photos cascade`);
  });
  const receive = (request: Request, lang: "en" | "te" = "en") => receivePhotoUpload(database.connection.db, request, { scope: "school:2", memberId, lang });
  const storedFiles = () =>
    queryRows<{ hash: string; format: string; width: number; height: number; size: number; content: Uint8Array }>(
      database.connection.db,
      sql`select hash, format, width, height, size, content from photo_files order by format, width`,
    );

  it("stores a phone's JPEG at every width in three formats, with none of its metadata", async () => {
    const outcome = await receive(upload({ name: "IMG_0001.jpg", bytes: await phoneJpeg(), type: "image/jpeg" }));
    expect(outcome.ok).toBe(true);
    const files = await storedFiles();
    // 1200 px wide: 480, 960 and its own 1200 (never upscaled); AVIF, WebP and JPEG each.
    expect(files.map((f) => `${f.format} ${f.width}×${f.height}`)).toEqual([
      "avif 480×360", "avif 960×720", "avif 1200×900",
      "jpeg 480×360", "jpeg 960×720", "jpeg 1200×900",
      "webp 480×360", "webp 960×720", "webp 1200×900",
    ]);
    for (const file of files) {
      const bytes = Buffer.from(file.content);
      expect(file.hash).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(file.size).toBe(bytes.length);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(file.format === "avif" ? "heif" : file.format);
      expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc, orientation: metadata.orientation }).toEqual({
        exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined,
      });
      for (const marker of METADATA_MARKERS) expect(bytes.includes(marker), `${file.format} ${file.width} holds ${JSON.stringify(marker)}`).toBe(false);
    }
    const [photo] = await listPhotos(database.connection.db, "school:2");
    expect(photo).toMatchObject({ width: 1200, height: 900, alt: { en: ALT.altEn, te: ALT.altTe }, createdBy: "maa@example.org" });
  });

  it("turns a photo upright by its EXIF orientation: stored 1200×900 turned a quarter, it is 900 wide and 1200 high", async () => {
    const outcome = await receive(upload({ name: "sideways.jpg", bytes: await phoneJpeg({ orientation: 6 }) }));
    expect(outcome.ok && [outcome.photo.width, outcome.photo.height]).toEqual([900, 1200]);
    const largest = (await storedFiles()).find((f) => f.format === "jpeg" && f.width === 900)!;
    expect(largest.height).toBe(1200);
    // Orientation 6 shows the stored left side (red) at the top, its right side (blue) below.
    const { data } = await sharp(Buffer.from(largest.content)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 900 + x) * 3, (y * 900 + x) * 3 + 3)];
    expect(pixel(450, 100)[0]).toBeGreaterThan(200);
    expect(pixel(450, 100)[2]).toBeLessThan(50);
    expect(pixel(450, 1100)[2]).toBeGreaterThan(200);
    expect(pixel(450, 1100)[0]).toBeLessThan(50);
  });

  it("judges a file by its content: a PNG named .jpg is taken as the PNG it is; text named .jpg is refused", async () => {
    const asPng = await receive(upload({ name: "photo.jpg", bytes: await png(), type: "image/jpeg" }));
    expect(asPng.ok).toBe(true);
    const text = await receive(upload({ name: "photo.jpg", bytes: Buffer.from("This is not a photo at all.\n".repeat(100)), type: "image/jpeg" }));
    expect(text).toMatchObject({ ok: false, status: 400, errors: { photo: problems.type } });
    expect(await listPhotos(database.connection.db, "school:2")).toHaveLength(1);
  });

  it("leaves nothing in the temporary folder (the upload and its pixels are written there), taken or refused", async () => {
    const systemTemp = tmpdir();
    const temp = mkdtempSync(join(systemTemp, "upload-test-"));
    process.env.TMPDIR = temp;
    try {
      expect((await receive(upload({ name: "a.jpg", bytes: await phoneJpeg() }))).ok).toBe(true);
      expect(await receive(upload({ name: "b.jpg", bytes: Buffer.from("not a photo\n".repeat(100)) }))).toMatchObject({ ok: false, status: 400 });
      expect(await receive(upload({ name: "c.jpg", bytes: Buffer.concat([await phoneJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)]) }))).toMatchObject({ ok: false, status: 413 });
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      process.env.TMPDIR = systemTemp;
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it("takes WebP and AVIF too", async () => {
    expect((await receive(upload({ name: "a.webp", bytes: await webp() }))).ok).toBe(true);
    expect((await receive(upload({ name: "b.avif", bytes: await avif(640, 480) }))).ok).toBe(true);
  });

  it("refuses a file over 15 MB at its field (413), in the member's language, keeping what was typed", async () => {
    const bytes = Buffer.concat([await phoneJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const outcome = await receive(upload({ name: "huge.jpg", bytes }), "te");
    expect(outcome).toMatchObject({ ok: false, status: 413, errors: { photo: catalogues.te.staffPhotos.problems.tooLarge }, values: ALT });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a decompression bomb from its header, and an AVIF with more pixels than it may decode", async () => {
    const bomb = await receive(upload({ name: "bomb.png", bytes: await bombPng() }));
    expect(bomb).toMatchObject({ ok: false, status: 400, errors: { photo: problems.pixels.replace("{megapixels}", "50") } });
    const bigAvif = await receive(upload({ name: "big.avif", bytes: await avif(3000, 2500) }));
    expect(bigAvif).toMatchObject({ ok: false, status: 400, errors: { photo: problems.avifPixels.replace("{megapixels}", "6") } });
  });

  it("requires both descriptions, each up to 250 characters, and says every problem at once", async () => {
    const none = await receive(upload(undefined, { altEn: " ", altTe: "" }));
    expect(none).toMatchObject({ ok: false, status: 400, errors: { photo: problems.photoMissing, altEn: problems.altEnMissing, altTe: problems.altTeMissing } });
    const long = await receive(upload({ name: "a.png", bytes: await png() }, { altEn: "a".repeat(251), altTe: ALT.altTe }));
    expect(long).toMatchObject({ ok: false, errors: { altEn: "Please keep the description to 250 characters (it has 251)." } });
    expect(long.ok === false && "altTe" in long.errors).toBe(false);
    expect(await storedFiles()).toEqual([]);
  });

  it("keeps a description on one line, without control characters or direction overrides", async () => {
    const outcome = await receive(upload({ name: "a.png", bytes: await png() }, { altEn: "  Our\u0000 library\n\nshelves\u202e ", altTe: ALT.altTe }));
    expect(outcome.ok && outcome.photo.alt.en).toBe("Our library shelves");
  });

  it("refuses the same photo twice (the files are named by their bytes)", async () => {
    const bytes = await png();
    expect((await receive(upload({ name: "a.png", bytes }))).ok).toBe(true);
    expect(await receive(upload({ name: "again.png", bytes }))).toMatchObject({ ok: false, status: 409, errors: { photo: problems.duplicateHere } });
    const elsewhere = await receivePhotoUpload(database.connection.db, upload({ name: "again.png", bytes }), { scope: "group", memberId, lang: "en" });
    expect(elsewhere).toMatchObject({ ok: false, status: 409, errors: { photo: problems.duplicateElsewhere } });
  });
});
