// Paint first, hydrate next. React Router preloads every module of the page from <head>
// at high priority, so on a slow network the scripts (about 130 KB after gzip) compete
// with the HTML and fonts the first paint needs, and can even run before it. Marked
// fetchpriority="low", they are fetched as soon as the page's own bytes are in. The
// rewrite is limited to <head>, which React sends whole in its first flush.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const HEAD_END = "</head>";

export function lowPriorityPreloads(head: string): string {
  return head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** A stream that applies `lowPriorityPreloads` to everything up to </head>, then passes bytes through. */
export function rewriteHead(): Transform {
  let head: string | undefined = "";
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a Telugu character
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === undefined) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const out = lowPriorityPreloads(head.slice(0, end)) + head.slice(end);
      head = undefined;
      callback(null, Buffer.from(out, "utf8"));
    },
    flush(callback: TransformCallback) {
      if (head === undefined) return callback();
      head += decoder.end();
      callback(null, head ? Buffer.from(lowPriorityPreloads(head), "utf8") : undefined);
    },
  });
}
