// Where a library's photo is shown, which keeps it in its library (photo-changes.server.ts),
// and the page's addresses that ask about one photo (?delete=<id>, ?describe=<id>).

/** The school's page as published, or its draft. */
export type PhotoUse = "live" | "draft";

export type PhotoChangeKind = "delete" | "describe";

/** The library's address (`page`, with its ?scope= if any) asking about photo `id`. */
export function photoChangeHref(page: string, kind: PhotoChangeKind, id: string): string {
  return `${page}${page.includes("?") ? "&" : "?"}${kind}=${encodeURIComponent(id)}`;
}
