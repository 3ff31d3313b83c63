// The photos a content document shows, wherever it keeps them (a school's hero, principal and
// gallery; any later place alike): each is a copy of the photo's view (photo.ts PhotoView),
// found by its shape. What a deletion checks (is it shown?), and what a page's photos become
// when the library changed: a corrected description, or a photo no longer there (dropped: a
// hero or a principal's photo becomes none, so the page draws what it drew before photos; a
// gallery skips it).
import type { PhotoView } from "../photo.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of a photo's view, by its shape: an id, a width and height, alt text and files. */
function isPhotoView(value: unknown): value is PhotoView {
  return isRecord(value) && typeof value.id === "string" && typeof value.width === "number" && typeof value.height === "number" && isRecord(value.alt) && Array.isArray(value.files);
}

/** The ids of the photos `document` shows, each once, in the document's order. */
export function photoIdsIn(document: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (isPhotoView(value)) ids.add(value.id);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) Object.values(value).forEach(walk);
  };
  walk(document);
  return [...ids];
}

/**
 * `document` with each photo as `now` says it is: a view (its copy replaced), null (gone: left
 * out of a list, null in its field), undefined (kept as it is). Nothing else changes.
 */
export function withPhotoViews(document: unknown, now: (id: string) => PhotoView | null | undefined): unknown {
  const walk = (value: unknown): unknown => {
    if (isPhotoView(value)) {
      const view = now(value.id);
      return view === undefined ? value : view;
    }
    if (Array.isArray(value)) return value.flatMap((item) => (isPhotoView(item) && now(item.id) === null ? [] : [walk(item)]));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item)]));
    return value;
  };
  return walk(document);
}
