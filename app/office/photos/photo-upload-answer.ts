// What an upload to a library is answered, by either door: the page's own post (its action
// data) and the script's (/staff/content/photos/upload, JSON). The form shows either alike.
import type { PhotoField } from "#app/content/photo.ts";

export type PhotoUploadAnswer =
  /** Stored: the new photo's id. */
  | { uploaded: string }
  /** Refused, nothing stored: a message for the whole, one per field, and what was typed. */
  | { refused: { message: string; errors: Partial<Record<PhotoField, string>>; values: { altEn: string; altTe: string } } }
  /** The database did not answer: nothing stored. */
  | { failed: string };
