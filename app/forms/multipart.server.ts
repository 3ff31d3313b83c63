// A form posted with a file (multipart/form-data), read as it streams in (busboy,
// decision 0017): the fields as text, the one file a form takes as bytes (or written to a
// folder as it comes: fileFolder), with every limit enforced while reading. The API
// (server/api/) and a page's own form (its route action) both read uploads here, so the
// two doors take the same body the same way.
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";

/** The request's headers the body is read by. */
type MultipartHeaders = { "content-type"?: string | null; "content-length"?: string | null };

export interface MultipartLimits {
  /** The one field that may carry a file; files under other names are read past and dropped. */
  fileField: string;
  /** The file's largest size. */
  maxFileBytes: number;
  /** All the text fields together, and the room the multipart framing takes. */
  maxFieldBytes: number;
  /**
   * A private folder the file is written to as it comes (its `path`), instead of being kept
   * in memory (its `bytes`): the caller made the folder and removes it, whatever the outcome.
   */
  fileFolder?: string;
}

/** A file kept in memory as it came. */
export interface UploadedFile {
  /** The name the browser gave, without any folder (never trusted: see the kind's rules). */
  fileName: string;
  bytes: Buffer;
}

/** A file written to the caller's folder as it came (`fileFolder`). */
export interface WrittenFile {
  /** The name the browser gave, without any folder (never trusted). */
  fileName: string;
  /** Where it was written. */
  path: string;
}

/** What a multipart body held: its fields and its file (in memory, or written to a folder). */
export type MultipartBody<F extends UploadedFile | WrittenFile = UploadedFile> =
  | { ok: true; fields: Record<string, string>; file?: F }
  /** `file-too-large`: the file passed maxFileBytes; `too-large`: the rest of the body did. */
  | { ok: false; problem: "file-too-large" | "too-large" | "malformed"; fields: Record<string, string> };

/** Fields past these counts are not a form of this site. */
const MAX_FIELDS = 50;
const MAX_PARTS = 60;

/**
 * Reads `body` to its end, or stops reading once it has passed every limit together (the
 * caller then answers and closes the connection). A file over its limit is read past up
 * to that total, and none of it kept, so that the sender still hears the answer.
 * Never throws: a body that is not well-formed multipart, or is cut short, is "malformed".
 */
export function readMultipart(headers: MultipartHeaders, body: Readable, limits: MultipartLimits & { fileFolder: string }): Promise<MultipartBody<WrittenFile>>;
export function readMultipart(headers: MultipartHeaders, body: Readable, limits: MultipartLimits & { fileFolder?: undefined }): Promise<MultipartBody>;
export function readMultipart(headers: MultipartHeaders, body: Readable, limits: MultipartLimits): Promise<MultipartBody<UploadedFile | WrittenFile>> {
  return readParts(headers, body, limits);
}

/** readMultipart, whichever kind of file its limits ask for. */
function readParts(headers: MultipartHeaders, body: Readable, limits: MultipartLimits): Promise<MultipartBody<UploadedFile | WrittenFile>> {
  return new Promise((resolve) => {
    let settled = false;
    let received = 0;
    const fields: Record<string, string> = {};
    const refuse = (problem: "file-too-large" | "too-large" | "malformed") => finish({ ok: false, problem, fields });
    /** Files being written (`fileFolder`): closed when the body is refused before they end. */
    const writers: Array<{ destroy(): void }> = [];
    const finish = (result: MultipartBody<UploadedFile | WrittenFile>) => {
      if (settled) return;
      settled = true;
      body.unpipe();
      if (!result.ok) {
        body.pause();
        for (const writer of writers) writer.destroy();
      }
      resolve(result);
    };
    let parser;
    try {
      parser = Busboy({
        headers: { "content-type": headers["content-type"] ?? "" },
        limits: {
          files: 1,
          fileSize: limits.maxFileBytes,
          fields: MAX_FIELDS,
          parts: MAX_PARTS,
          fieldSize: limits.maxFieldBytes,
          fieldNameSize: 100,
        },
      });
    } catch {
      // No boundary, or not multipart at all.
      refuse("malformed");
      body.resume();
      return;
    }

    let fieldBytes = 0;
    let file: UploadedFile | WrittenFile | undefined;
    let fileTooLarge = false;
    let malformed = false;
    const pending: Promise<void>[] = [];

    // Everything the body may hold: the file, the fields and the framing around them.

    const totalLimit = limits.maxFileBytes + limits.maxFieldBytes;
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > totalLimit) refuse(fileTooLarge ? "file-too-large" : "too-large");
    });
    body.on("aborted", () => refuse("malformed"));
    body.on("error", () => refuse("malformed"));

    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      fieldBytes += Buffer.byteLength(value) + Buffer.byteLength(name);
      if (valueTruncated || fieldBytes > limits.maxFieldBytes) return refuse("too-large");
      fields[name] = value;
    });
    parser.on("file", (name, stream, fileName) => {
      // A file input left empty arrives as a part with an empty name and without bytes; a part
      // with no name at all (not a browser's) is no file either. busboy gives no name as
      // undefined, whatever its types say: read further, it threw and took the server down.
      if (name !== limits.fileField || !(fileName as string | undefined) || file) {
        stream.resume();
        return;
      }
      if (limits.fileFolder) {
        // Written to disk as it comes: nothing of it stays on the server's heap.
        const path = join(limits.fileFolder, "upload");
        const written = createWriteStream(path, { flags: "wx", mode: 0o600 });
        writers.push(written);
        stream.on("limit", () => (fileTooLarge = true));
        pending.push(
          pipeline(stream, written).then(
            () => {
              if (!fileTooLarge) file = { fileName: browserFileName(fileName), path };
            },
            () => {
              malformed = true;
            },
          ),
        );
        return;
      }
      // The body's length bounds the file's: one buffer of it takes the file as it comes,
      // where the chunks and then a copy of them all held it twice (twenty 5 MB uploads at
      // once: 100 MB more). A body without a length, or a file that outgrows it, is kept
      // as chunks and joined at the end.
      const bodyLength = Number(headers["content-length"]);
      let whole = Number.isInteger(bodyLength) && bodyLength > 0 ? Buffer.allocUnsafe(Math.min(bodyLength, limits.maxFileBytes)) : undefined;
      let written = 0;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (fileTooLarge) return;
        if (whole && written + chunk.length <= whole.length) {
          written += chunk.copy(whole, written);
          return;
        }
        if (whole) chunks.push(whole.subarray(0, written));
        whole = undefined;
        chunks.push(chunk);
      });
      stream.on("limit", () => {
        fileTooLarge = true;
        whole = undefined;
        chunks.length = 0;
      });
      pending.push(
        new Promise((done) =>
          stream.on("end", () => {
            if (!fileTooLarge) file = { fileName: browserFileName(fileName), bytes: whole ? whole.subarray(0, written) : Buffer.concat(chunks) };
            done();
          }),
        ),
      );
    });
    parser.on("partsLimit", () => (malformed = true));
    parser.on("fieldsLimit", () => (malformed = true));
    parser.on("error", () => refuse("malformed"));
    parser.on("finish", () => {
      void Promise.all(pending).then(() => {
        if (fileTooLarge) return refuse("file-too-large");
        if (malformed) return refuse("malformed");
        finish({ ok: true, fields, ...(file ? { file } : {}) });
      });
    });
    body.pipe(parser);
  });
}

/**
 * A file name as a browser wrote it into the part's header: the HTML standard has it write
 * a quote as %22 and line breaks as %0A and %0D (busboy leaves them so). The quote comes
 * back; line breaks have no place in a file name.
 */
function browserFileName(written: string): string {
  return written.replace(/%22/g, '"').replace(/%0[ad]/gi, "");
}

/**
 * A route's upload (an office's photo or document): `request`'s body read as above, once it is
 * multipart and does not announce more than `maxBodyBytes` (then "file-too-large" without
 * reading it: server/app.ts closes the connection after the answer).
 */
type NotMultipart = { ok: false; problem: "not-multipart"; fields: Record<string, string> };
export async function readUploadRequest(request: Request, limits: MultipartLimits & { maxBodyBytes: number; fileFolder: string }): Promise<MultipartBody<WrittenFile> | NotMultipart>;
export async function readUploadRequest(request: Request, limits: MultipartLimits & { maxBodyBytes: number; fileFolder?: undefined }): Promise<MultipartBody | NotMultipart>;
export async function readUploadRequest(request: Request, limits: MultipartLimits & { maxBodyBytes: number }): Promise<MultipartBody<UploadedFile | WrittenFile> | NotMultipart> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) return { ok: false, problem: "not-multipart", fields: {} };
  if (Number(request.headers.get("content-length")) > limits.maxBodyBytes) return { ok: false, problem: "file-too-large", fields: {} };
  const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  return readParts({ "content-type": type, "content-length": request.headers.get("content-length") }, body, limits);
}
