// Scripts the server writes into a page inline (the CSP nonce'd ones that must run while
// it is parsed) are source files like any other, type-checked and linted: a module whose
// only statement is `export default function`, using nothing outside itself. Imported
// with the suffix `?inline-script`, such a module is its function's minified source text,
// made here at build time (and by Vite's dev server and Vitest alike), which `inlineCall`
// turns into a script. Not `Function.prototype.toString()`: under esbuild's keepNames
// (tsx) a function's text calls a `__name` helper the page does not have.
import { readFile } from "node:fs/promises";
import { minify, parseAst, transformWithOxc, type Plugin } from "vite";

export const INLINE_SCRIPT = "?inline-script";

/** The function expression of `file`'s default export, minified. */
export async function inlineScriptSource(file: string): Promise<string> {
  const typed = await readFile(file, "utf8");
  const { code } = await transformWithOxc(typed, file, { lang: "ts" });
  const { code: small, errors } = await minify(file.replace(/\.ts$/, ".js"), code, {
    compress: true,
    mangle: true,
    module: true,
  });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
  const [only, ...more] = parseAst(small).body;
  if (more.length > 0 || only?.type !== "ExportDefaultDeclaration" || only.declaration.type !== "FunctionDeclaration") {
    throw new Error(`${file}: an inline script is one \`export default function\`, using nothing outside itself`);
  }
  return `(${small.slice(only.declaration.start, only.declaration.end)})`;
}

export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      const file = id.slice(0, -INLINE_SCRIPT.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await inlineScriptSource(file))};`;
    },
  };
}
