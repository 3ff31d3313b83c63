import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, normalizePath, type Rolldown } from "vite";
import { inlineScripts } from "./app/lib/inline/vite-plugin.ts";

type Modules = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

const APP = normalizePath(fileURLToPath(new URL("./app/", import.meta.url)));
const ROOT_ROUTE = `${APP}root.tsx`;
const REACT = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/** The app's modules the root route imports statically, directly or through other app modules. */
function appShell(modules: Modules): Set<string> {
  const shell = new Set<string>();
  const next = [ROOT_ROUTE];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (shell.has(id) || !id.startsWith(APP)) continue;
    const info = modules.getModuleInfo(id);
    if (!info) continue;
    shell.add(id);
    next.push(...info.importedIds);
  }
  shell.delete(ROOT_ROUTE); // the root route's own chunk, which React Router imports by name
  return shell;
}

/**
 * One chunk for what every page loads: React, React DOM and React Router, and the app's
 * shell (every app module the root route imports: page shell, navigation, footer,
 * not-found page, toaster, language switcher, with the icons and icon runtime they use).
 * Left to itself the bundler also splits these by which routes import them, and the staff
 * pages (issue 16) share some and not others: every page loaded them as ten files (two of
 * React's, seven of the shell, the entry's), each compressed on its own, and the first-load
 * JS of `/` went from 1.29 to 1.31 × a bare React Router app's (bench/README.md). No page
 * loads a module it did not load before; routes' own modules, what only some routes share,
 * and dynamic imports stay as they were. React DOM's client still runs when the entry
 * imports it, after the other modules (decision 0006); the shell's top level (contexts,
 * icon definitions) now runs in the same task as React's.
 */
function everyPage() {
  let last: { modules: Modules; shell: Set<string> } | undefined;
  return (id: string, modules: Modules) => {
    if (last?.modules !== modules) last = { modules, shell: appShell(modules) };
    return last.shell.has(id) || REACT.test(id) ? "every-page" : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the whole server (server/entry.ts), which imports React
  // Router's build: one bundle, one copy of every module the API and the pages share.
  build: isSsrBuild
    ? // One file: the server starts when build/server/index.js is the script node runs (server/entry.ts),
      // and a dynamic import (app/lib/later.tsx) would otherwise move it into a chunk of its own.
      { rolldownOptions: { input: "./server/entry.ts", output: { codeSplitting: false } } }
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: everyPage(), debugName: "every-page" }] } } } },
  // inlineScripts: `?inline-script` imports, the scripts the server writes into pages (app/lib/inline/).
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
}));
