import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import { inlineCall } from "./inline-call.ts";
import type releaseHeldScripts from "./release-held-scripts.ts";
import releaseSource from "./release-held-scripts.ts?inline-script";
import { inlineScriptSource } from "./vite-plugin.ts";

const scratch = mkdtempSync(join(tmpdir(), "inline-script-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("inline scripts", () => {
  it("are their function's minified text, which runs where nothing but the page's globals exists", () => {
    expect(releaseSource).toMatch(/^\(function \w*\(\w+\)\{.*\}\)$/);
    expect(releaseSource).not.toContain("\n");
    expect(releaseSource).not.toContain("__name");
    // The page as it is parsed: no held script yet, no paint entries.
    const frames: (() => void)[] = [];
    const page = {
      document: { querySelector: () => null, readyState: "loading", addEventListener: () => {} },
      addEventListener: () => {},
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
    };
    const script = inlineCall<typeof releaseHeldScripts>(releaseSource, {
      preloadRel: "x-modulepreload",
      scriptType: "text/x-module",
      linksPerTask: 1,
      preEvaluate: true,
    });
    runInNewContext(`window = this; ${script}`, page);
    expect(frames).toHaveLength(1);
    frames[0]!(); // the first frame stands for the paint; the held script is not parsed yet
    expect(frames).toHaveLength(2);
  });

  it("keep their arguments from closing the script element", () => {
    expect(inlineCall<(text: string) => void>("(function(t){})", "</script><script>")).toBe(
      '(function(t){})("\\u003c/script>\\u003cscript>")',
    );
  });

  it("refuse a module whose function uses something outside it", async () => {
    const file = join(scratch, "imports.ts");
    writeFileSync(
      file,
      'import { prefix } from "./prefix.ts";\nexport default function go(): void {\n  console.log(prefix);\n}\n',
    );
    await expect(inlineScriptSource(file)).rejects.toThrow(/one `export default function`/);
  });
});
