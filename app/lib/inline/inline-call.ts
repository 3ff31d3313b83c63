// A call of an inline script's function (app/lib/inline/vite-plugin.ts) with its
// arguments, as the text of a <script> element.

/** `source`, a function expression, called with `args` (JSON, safe inside <script>). */
export function inlineCall<F extends (...args: never[]) => void>(source: string, ...args: Parameters<F>): string {
  const json = args.map((arg) => JSON.stringify(arg).replaceAll("<", "\\u003c")).join(",");
  return `${source}(${json})`;
}
