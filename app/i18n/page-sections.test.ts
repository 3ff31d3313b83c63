// Each page is sent only some parts of the catalogue (page-sections.ts). This follows
// every page's imports, static and lazy, and fails when a component reads a part
// (`m.part` or `messages.part`) its page is not sent: that page would break at run time.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { pageKey, PAGE_SECTIONS, sectionsFor } from "./page-sections.ts";

const appDir = resolve(import.meta.dirname, "..");

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("#app/")
    ? resolve(appDir, specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Parts of the catalogue read by the client-side code reachable from `entry`, with the files reading them. */
function sectionsRead(entry: string): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const pending = [resolve(appDir, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // The catalogues themselves, and server-only code that reads whole catalogues.
    if (/\/i18n\/(en|te)\//.test(file) || file.endsWith(".server.ts")) continue;
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:from\s*|import\(\s*)["']([^"']+)["']/g)) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
    for (const [, section] of source.matchAll(/\b(?:m|messages)\.([a-zA-Z]+)/g)) {
      if (!read.has(section!)) read.set(section!, new Set());
      read.get(section!)!.add(relative(appDir, file));
    }
  }
  return read;
}

/** The routes of routes.ts: the path after ":lang?/" and the module. */
function routes(): Array<{ path: string; file: string }> {
  const source = readFileSync(resolve(appDir, "routes.ts"), "utf8");
  return [...source.matchAll(/route\(\s*"([^"]*)",\s*"([^"]+)"/g)].map(([, path, file]) => ({
    path: path!.replace(/^:lang\?\/?/, ""),
    file: file!,
  }));
}

describe("catalogue parts per page", () => {
  const all = routes();

  it("knows every page of routes.ts", () => {
    expect(all.length).toBeGreaterThan(5);
    for (const { path } of all) {
      if (path === "*") continue;
      const example = path.replace(/:[a-z]+/g, "1");
      expect(Object.keys(PAGE_SECTIONS), path).toContain(pageKey(`/${example}`));
    }
  });

  it("finds the page of a path, with or without the language prefix", () => {
    expect(pageKey("/")).toBe("");
    expect(pageKey("/te", "te")).toBe("");
    expect(pageKey("/te/school/3", "te")).toBe("school/:id");
    expect(pageKey("/about/")).toBe("about");
    expect(pageKey("/about/anything")).toBe("about/:id");
    expect(sectionsFor(pageKey("/about/anything"))).toContain("notFound");
  });

  for (const { path, file } of all) {
    it(`sends /${path} every part its components read (${file})`, () => {
      const key = path === "*" ? "no/such/page" : pageKey(`/${path.replace(/:[a-z]+/g, "1")}`);
      const sent = new Set<string>(sectionsFor(key));
      // The root layout and what it renders around every page; its not-found page only
      // shows under an unknown language prefix, and then it is sent its part.
      const aroundEveryPage = sectionsRead("root.tsx");
      aroundEveryPage.delete("notFound");
      const read = new Map([...aroundEveryPage, ...sectionsRead(file)]);
      const missing = [...read].filter(([section]) => !sent.has(section)).map(([s, files]) => `${s} (${[...files].join(", ")})`);
      expect(missing).toEqual([]);
    });
  }
});
