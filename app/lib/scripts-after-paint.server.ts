// Paint first, hydrate next. React Router asks for every module of the page from <head>
// (modulepreload) and starts the app from a module script at the end of the shell. On a
// slow phone those scripts (about 130 KB after gzip, and their evaluation) compete with
// the HTML and fonts the first paint needs. This rewrite of the HTML stream holds them
// back until the page has painted once: the preload links get an inert rel, the start-up
// script an inert type, and a small script in <head> restores both once the first
// contentful paint is on screen (app/lib/inline/release-held-scripts.ts). Links work
// before hydration, and the forms wait for it as they always did. Switched by
// SPEED_SCRIPTS_AFTER_PAINT (app/config/speed.ts). docs/decisions/0006-scripts-after-first-paint.md
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { inlineCall } from "./inline/inline-call.ts";
import type releaseHeldScripts from "./inline/release-held-scripts.ts";
import releaseSource from "./inline/release-held-scripts.ts?inline-script";

const HEAD_END = "</head>";
const PRELOAD = 'rel="modulepreload"';
/** The inert rel and type the preload links and the start-up script are held back with. */
const HELD = { preloadRel: "x-modulepreload", scriptType: "text/x-module" };
const HELD_PRELOAD = `rel="${HELD.preloadRel}"`;
/** React Router's start-up script: the only async module script in the page. */
const START = 'type="module" async="">';
const HELD_START = `type="${HELD.scriptType}">`;

/** Held preload links turned on per task (each starts a request: 1–3 ms here while the page loads). */
const LINKS_PER_TASK = 1;

/** The script that releases them (app/lib/inline/release-held-scripts.ts), for a production build and Vite's dev server. */
const release = (preEvaluate: boolean) =>
  inlineCall<typeof releaseHeldScripts>(releaseSource, {
    ...HELD,
    linksPerTask: LINKS_PER_TASK,
    preEvaluate,
  });
const RELEASE = { production: release(true), development: release(false) };

export interface HoldOptions {
  nonce: string;
  /** Evaluate the modules one by one before the start-up script (production builds). */
  preEvaluate: boolean;
}

function holdHead(head: string, { nonce, preEvaluate }: HoldOptions): string {
  const script = RELEASE[preEvaluate ? "production" : "development"];
  return head.replaceAll(`<link ${PRELOAD}`, `<link ${HELD_PRELOAD}`) + `<script nonce="${nonce}">${script}</script>`;
}

/**
 * A stream that applies `holdHead` up to </head> and then makes the start-up script
 * inert, passing every other byte through unchanged.
 */
export function scriptsAfterPaint(options: HoldOptions): Transform {
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a Telugu character
  let inHead = true;
  let startHeld = false;
  /** Text not sent yet: the head until it is complete, then a tail that may begin START. */
  let pending = "";
  const process = (text: string, last: boolean): string => {
    pending += text;
    let out = "";
    if (inHead) {
      const end = pending.indexOf(HEAD_END);
      if (end === -1) return last ? holdHead(pending, options) : "";
      out = holdHead(pending.slice(0, end), options);
      pending = pending.slice(end);
      inHead = false;
    }
    if (!startHeld) {
      const at = pending.indexOf(START);
      if (at !== -1) {
        pending = pending.slice(0, at) + HELD_START + pending.slice(at + START.length);
        startHeld = true;
      } else if (!last) {
        // Keep back what could be the beginning of START split by the chunk boundary.
        const keep = Math.min(pending.length, START.length - 1);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
    }
    out += pending;
    pending = "";
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const out = process(decoder.write(chunk), false);
      callback(null, out ? Buffer.from(out, "utf8") : undefined);
    },
    flush(callback: TransformCallback) {
      const out = process(decoder.end(), true);
      callback(null, out ? Buffer.from(out, "utf8") : undefined);
    },
  });
}
