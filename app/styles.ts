// The stylesheet's built address, for the page head (root.tsx) and the server entry,
// which inlines it (app/lib/stylesheet.tsx).
export { default as stylesheetHref } from "./app.css?url";
