// An upload made into the files the site serves (decision 0032), with sharp (libvips): the
// photo turned upright by its EXIF orientation, converted to sRGB, flattened onto white, and
// written again at each width of PHOTO_WIDTHS (never wider than it is) as AVIF, WebP and
// JPEG. Nothing of the original's metadata is copied: sharp writes none unless asked
// (no withMetadata, keepExif, keepIcc or withXmp here), so EXIF with its GPS position, XMP,
// IPTC and the ICC profile stay behind. Each file is named by the SHA-256 of its bytes.
import { createHash } from "node:crypto";
import { join } from "node:path";
import sharp from "sharp";
import { inPrivateFolder } from "#app/lib/private-folder.server.ts";
import { AVIF_MAX_WIDTH, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from "../photo.ts";

// Memory (decision 0032): no cache of decoded images between photos (they are not
// reused), and one libvips worker thread, so that one photo's work is bounded.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The most pixels an upload may have: a 48 MP phone photo (8000 × 6000) and a 50 MP one
 * (8160 × 6120) pass; a "decompression bomb" (a small file that decodes to a huge image)
 * is refused from its header, before anything is decoded. JPEG, PNG and WebP decode in
 * strips (a 48 MP JPEG takes about 30 MB).
 */
export const MAX_PIXELS = 50_000_000;
/** AVIF decodes whole, at about 18 bytes a pixel (a 12 MP one took 220 MB): 6 MP at most. */
export const MAX_AVIF_PIXELS = 6_000_000;

export type UploadFormat = "jpeg" | "png" | "webp" | "avif";

export interface EncodedFile {
  hash: string;
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedPhoto {
  /** The upright photo's size as stored: its largest width and that width's height. */
  width: number;
  height: number;
  files: EncodedFile[];
}

export type SizeVerdict =
  /** `maxPixels`: the limit encodePhoto is to decode it with. */
  | { ok: true; width: number; height: number; maxPixels: number }
  | { ok: false; problem: "pixels"; maxPixels: number }
  | { ok: false; problem: "unreadable" };

/** The photo's size (its bytes or the file at that path) from its header alone (nothing decoded): refused when it has too many pixels to decode here. */
export async function photoSize(file: Uint8Array | string, format: UploadFormat): Promise<SizeVerdict> {
  const header = await sharp(file).metadata().catch(() => undefined);
  if (!header?.width || !header.height) return { ok: false, problem: "unreadable" };
  const maxPixels = format === "avif" ? MAX_AVIF_PIXELS : MAX_PIXELS;
  if (header.width * header.height > maxPixels) return { ok: false, problem: "pixels", maxPixels };
  return { ok: true, width: header.width, height: header.height, maxPixels };
}

/** The widths to make of a photo `width` pixels wide: those of PHOTO_WIDTHS below it, and its own up to the largest. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}

const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);

const QUALITY = { avif: 50, webp: 78, jpeg: 80 } as const;
/**
 * libaom's effort (0–9; sharp's default 4): at 2, a 1600 px AVIF takes about 25 MB less at
 * its peak and a third of the time, for files a few per cent larger.
 */
const AVIF_EFFORT = 2;

/**
 * Decodes the upload (its bytes, or the file at that path) once, upright and in sRGB, at
 * the largest width it will be shown (a 48 MP photo: 2400 × 1800, 13 MB of pixels), and
 * makes every file from those pixels, one at a time. The pixels wait in a file of libvips'
 * own format in a private folder (metadata stripped as from every output), not in
 * JavaScript: 13 MB more on the server's heap set its collector off while parents' pages
 * were being rendered (bench/README.md). Throws when libvips cannot decode it (photoSize
 * has read its header).
 */
export function encodePhoto(file: Uint8Array | string, maxPixels: number, folder?: string): Promise<EncodedPhoto> {
  // The caller's private folder (an upload's, which it removes), or one of its own.
  return folder ? encodeIn(folder, file, maxPixels) : inPrivateFolder("photo-", (own) => encodeIn(own, file, maxPixels));
}

async function encodeIn(folder: string, file: Uint8Array | string, maxPixels: number): Promise<EncodedPhoto> {
  const upright = join(folder, "upright.v");
  const info = await sharp(file, { limitInputPixels: maxPixels, sequentialRead: true, failOn: "error" })
    .rotate() // by the EXIF orientation, which is then dropped with the rest
    .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .toFile(upright);
  const files: EncodedFile[] = [];
  for (const width of widthsFor(info.width)) {
    for (const format of PHOTO_FORMATS) {
      if (format === "avif" && width > AVIF_MAX_WIDTH) continue;
      const resized = sharp(upright).resize({ width });
      const encoder =
        format === "avif" ? resized.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT }) : format === "webp" ? resized.webp({ quality: QUALITY.webp }) : resized.jpeg({ quality: QUALITY.jpeg, mozjpeg: true });
      const { data, info: written } = await encoder.toBuffer({ resolveWithObject: true });
      files.push({ hash: createHash("sha256").update(data).digest("hex"), format, width: written.width, height: written.height, bytes: data });
    }
  }
  return { width: info.width, height: info.height, files };
}
