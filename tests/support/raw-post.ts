// A POST written by hand, for bodies a browser or fetch would not send: announced larger
// than what follows, or sent without its length. Resolves with the answer as it came.
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * Sends `headers`, then `chunks` one by one; `end: false` leaves the body unfinished (the
 * server must answer without waiting for the rest).
 */
export function rawPost(url: string, headers: Record<string, string>, chunks: Uint8Array[], { end = true } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
  });
}
