// `import source from "./x.ts?inline-script"`: the minified source of x.ts's default
// export, a function expression (app/lib/inline/vite-plugin.ts).
declare module "*?inline-script" {
  const source: string;
  export default source;
}
