// Paint first, hydrate next. React Router asks for every module of the page from <head>
// (modulepreload) and starts the app from a module script at the end of the shell. On a
// slow phone those scripts (about 130 KB after gzip, and their evaluation) compete with
// the HTML and fonts the first paint needs. This rewrite of the HTML stream holds them
// back until the page has painted once: the preload links get an inert rel, the start-up
// script an inert type, and a small script in <head> restores both once the first
// contentful paint is on screen (see `release`). Links work before hydration, and the
// forms wait for it as they always did. docs/decisions/0006-scripts-after-first-paint.md
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const HEAD_END = "</head>";
const PRELOAD = 'rel="modulepreload"';
const HELD_PRELOAD = 'rel="x-modulepreload"';
/** React Router's start-up script: the only async module script in the page. */
const START = 'type="module" async="">';
const HELD_TYPE = 'type="text/x-module"';
const HELD_START = `${HELD_TYPE}>`;

/** Held preload links turned on per task (each starts a request: 1–3 ms here while the page loads). */
const LINKS_PER_TASK = 1;

/**
 * Runs in the browser. Restores the held links and script once the first contentful
 * paint is reported (its entry comes when the frame is on screen, a few milliseconds
 * after the main thread painted it) and the held script has been parsed whole (something
 * follows it, or the parse is over). Without paint entries: after the first frame. A
 * hidden tab reports no paint: at DOMContentLoaded. A tab hidden while loading: 1 s
 * after the load event at the latest.
 * The links are turned on one per task: each starts a request, and all twenty at once
 * made one task of 16–22 ms here (65–90 ms on Lighthouse's phone), blocking a tap.
 * The modules are then evaluated one by one, each in its own task, before the start-up
 * script runs the app's entry (whose evaluation hydrates the page): evaluated together
 * they made one task of about 40 ms on a slow CPU, which blocks a tap for as long. Not
 * under Vite's dev server: there the start-up script must run first (it installs the
 * React Refresh runtime the modules expect).
 */
const release = (preEvaluate: boolean) => `(function(){var PRE_EVALUATE=${preEvaluate};var LINKS_PER_TASK=${LINKS_PER_TASK};
var done=false,painted=false;
function release(){var held=document.querySelector('script[${HELD_TYPE}]');
if(done||!held||!(held.nextSibling||document.readyState!=="loading"))return false;done=true;
var links=[].slice.call(document.querySelectorAll('link[${HELD_PRELOAD}]'));
var entry=(held.textContent.match(/import\\("([^"]+)"\\)[;\\s]*$/)||[])[1];
var modules=PRE_EVALUATE?links.map(function(l){return l.getAttribute("href")}).filter(function(h){return h!==entry}):[];
function next(){var m=modules.shift();if(!m)return start();import(m).then(function(){setTimeout(next,0)},function(){setTimeout(next,0)})}
function start(){var s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;document.head.appendChild(s)}
function preload(){links.splice(0,LINKS_PER_TASK).forEach(function(l){l.rel="modulepreload"});if(links.length)setTimeout(preload,0);else next()}
preload();return true}
function whenParsed(){if(!release())requestAnimationFrame(function(){setTimeout(whenParsed,0)})}
function onPaint(){if(!painted){painted=true;whenParsed()}}
if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)
new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)onPaint()}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(onPaint,0)});
document.addEventListener("DOMContentLoaded",function(){if(document.hidden)onPaint()});
addEventListener("load",function(){setTimeout(onPaint,1000)});
})()`.replaceAll("\n", "");
/** Both variants, built once. */
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
