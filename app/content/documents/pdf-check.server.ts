// Is this upload a PDF a parent may safely open (decision 0033)? Judged by its bytes, never
// its name or the type the browser claimed: file-type must see a PDF and the file must begin
// with "%PDF-". A PDF that can run something when opened is refused: a script (/JavaScript,
// /JS), a program to start (/Launch), or files inside it (/EmbeddedFile, /EmbeddedFiles).
// Those names are looked for in the file as written and inside its compressed object streams
// (PDF 1.5 hides dictionaries there), with "#xx" escapes in names undone.
import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";

export type PdfVerdict =
  | { ok: true; hash: string; pages: number | null }
  | { ok: false; problem: "missing" | "type" | "active" };

/** Names whose presence means the PDF can act when opened. */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles"]);
/** How much a file's compressed streams may inflate to while they are searched, all together. */
const INFLATE_BUDGET = 64 * 1024 * 1024;

export async function judgePdf(bytes: Uint8Array): Promise<PdfVerdict> {
  if (bytes.byteLength === 0) return { ok: false, problem: "missing" };
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(5, bytes.byteLength)).toString("latin1");
  if (found?.mime !== "application/pdf" || head !== "%PDF-") return { ok: false, problem: "type" };
  const texts = [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"), ...inflatedStreams(bytes)];
  if (texts.some(hasActiveName)) return { ok: false, problem: "active" };
  return { ok: true, hash: createHash("sha256").update(bytes).digest("hex"), pages: pageCount(texts) };
}

function hasActiveName(text: string): boolean {
  for (const [, name] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const plain = name!.includes("#") ? name!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : name!;
    if (ACTIVE_NAMES.has(plain)) return true;
  }
  return false;
}

/** The contents of the file's object streams that inflate (FlateDecode), as text, up to the budget. */
function inflatedStreams(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const texts: string[] = [];
  let budget = INFLATE_BUDGET;
  let at = 0;
  while (budget > 0) {
    const start = file.indexOf("stream", at, "latin1");
    if (start < 0) break;
    let from = start + "stream".length;
    if (file[from] === 0x0d) from += 1;
    if (file[from] === 0x0a) from += 1;
    const end = file.indexOf("endstream", from, "latin1");
    if (end < 0) break;
    at = end + "endstream".length;
    // "endstream" itself contains "stream": skip what is not a stream's start.
    if (start >= 3 && file.toString("latin1", start - 3, start) === "end") continue;
    // Only object streams hold dictionaries; a page's drawing or a font is not searched (its
    // binary could spell a name by chance).
    const before = file.toString("latin1", Math.max(0, start - 2048), start);
    if (!/\/Type\s*\/ObjStm\b/.test(before.slice(before.lastIndexOf(" obj")))) continue;
    try {
      const inflated = inflateSync(file.subarray(from, end), { maxOutputLength: budget });
      budget -= inflated.byteLength;
      texts.push(inflated.toString("latin1"));
    } catch {
      // Not deflated (or cut short, or past the budget): its raw bytes were searched already.
    }
  }
  return texts;
}

/** The page tree's count, when a /Pages dictionary says it plainly (the largest is the root's). */
function pageCount(texts: string[]): number | null {
  let most: number | null = null;
  for (const text of texts) {
    for (const match of text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)) {
      const value = Number(match[1] ?? match[2]);
      if (Number.isSafeInteger(value) && value > 0 && value < 100_000) most = Math.max(most ?? 0, value);
    }
  }
  return most;
}
