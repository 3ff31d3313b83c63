// Photos for tests, made here with sharp: no one's real photo. Each carries what a phone's
// photo may carry (EXIF with a GPS position, XMP, IPTC, an ICC profile), marked with words
// that the stored files must not hold.
import sharp, { type Sharp } from "sharp";

/** Words written into the metadata: none may come out in a stored file. */
export const METADATA_MARKERS = ["TESTPHONE", "WGS-84-MARKER", "XMP-MARKER", "IPTC-MARKER", "Photoshop 3.0", "Exif\0\0", "http://ns.adobe.com/xap/1.0/", "ICC_PROFILE"];

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XMP-MARKER</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** Stored left half red, right half blue: turned by `orientation`, where each half ends up shows which way is up. */
function halves(width: number, height: number): Sharp {
  const half = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#e00000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000e0"/></svg>`);
  return sharp(half);
}

/**
 * A JPEG as a phone writes one: EXIF (camera, GPS position), XMP, an IPTC caption, a
 * Display P3 profile and an EXIF orientation (1: upright).
 */
export async function phoneJpeg({ width = 1200, height = 900, orientation = 1 } = {}): Promise<Buffer> {
  const jpeg = await halves(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TESTPHONE", Model: "Test model" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 4242/100", GPSLongitudeRef: "E", GPSLongitude: "78/1 29/1 0/1", GPSMapDatum: "WGS-84-MARKER" },
    })
    .withXmp(XMP)
    .withIccProfile("p3")
    .withMetadata({ orientation })
    .toBuffer();
  return withIptc(jpeg);
}

/** The JPEG with an APP13 segment holding an IPTC caption (sharp writes none itself). */
function withIptc(jpeg: Buffer): Buffer {
  const text = Buffer.from("IPTC-MARKER caption");
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, text.length >> 8, text.length & 0xff]), text]);
  const padded = dataset.length % 2 ? Buffer.concat([dataset, Buffer.from([0])]) : dataset;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const resource = Buffer.concat([Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0x00, 0x00]), size, padded]);
  const payload = Buffer.concat([Buffer.from("Photoshop 3.0\0"), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xed]), length, payload, jpeg.subarray(2)]);
}

export const png = (width = 800, height = 600) => halves(width, height).png().toBuffer();
export const webp = (width = 800, height = 600) => halves(width, height).webp().toBuffer();
export const avif = (width = 800, height = 600) => halves(width, height).avif({ effort: 0 }).toBuffer();

/** A "decompression bomb": a PNG of 100 million pixels, one colour, in a few hundred KB. */
export const bombPng = () => sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#808080" } }).png({ compressionLevel: 9 }).toBuffer();

/**
 * A 48 MP JPEG (8000 × 6000) of about 14.5 MB, like a phone's photo at full resolution:
 * gradients under fine noise (which JPEG cannot squeeze), with the phone's metadata.
 */
export async function bigPhoneJpeg(): Promise<Buffer> {
  const width = 8000;
  const height = 6000;
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 28;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 200) / width + noise) | 0;
      pixels[i + 1] = ((y * 200) / height + noise) | 0;
      pixels[i + 2] = 128 + noise;
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "TESTPHONE" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 0/1", GPSMapDatum: "WGS-84-MARKER" } })
    .toBuffer();
  return withIptc(jpeg);
}
