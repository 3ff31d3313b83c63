import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./app/lib/inline/vite-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the whole server (server/entry.ts), which imports React
  // Router's build: one bundle, one copy of every module the API and the pages share.
  build: isSsrBuild ? { rollupOptions: { input: "./server/entry.ts" } } : {},
  // inlineScripts: `?inline-script` imports, the scripts the server writes into pages (app/lib/inline/).
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
}));
