// A photo as the pages show it (issue 28, decision 0032): the files the server made of an
// upload, each named by the SHA-256 of its bytes and served from /media with immutable
// caching, with the photo's width and height (so that nothing shifts while it loads) and its
// alt text in both languages. Shared by the server that stores them and the <picture> that
// shows them.
import type { Language, SchoolCode } from "#app/config/enumerations.ts";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";

/** The widths made of every photo (never wider than the photo itself): a phone's 360 px at 1×–3× up to a wide screen at 2×. */
export const PHOTO_WIDTHS = [480, 960, 1600, 2400] as const;

/**
 * The formats, best first, as a <picture> offers them: AVIF, WebP, and JPEG for the rest (and
 * for link previews: WhatsApp and Facebook read neither AVIF nor, everywhere, WebP).
 */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * AVIF only up to this width: encoding one 2400 px wide takes libaom about 150–200 MB for a
 * moment, 1600 px about 70–90 MB (the memory bar of decision 0032). A wide screen's 2× gets
 * the 1600 px AVIF or, in a browser without AVIF, the 2400 px WebP.
 */
export const AVIF_MAX_WIDTH = 1600;

export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const EXTENSION: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The address of one file: /media/<64 hex digits>.<avif|webp|jpg>. */
export const MEDIA_PREFIX = "/media/";
export function photoFilePath(file: { hash: string; format: PhotoFormat }): string {
  return `${MEDIA_PREFIX}${file.hash}.${EXTENSION[file.format]}`;
}

/** The hash and format an address names, or nothing (any other address under /media). */
export function mediaFileOf(name: string): { hash: string; format: PhotoFormat } | undefined {
  const found = /^([0-9a-f]{64})\.(avif|webp|jpg)$/.exec(name);
  if (!found) return undefined;
  const format = PHOTO_FORMATS.find((candidate) => EXTENSION[candidate] === found[2]);
  return format && { hash: found[1]!, format };
}

export interface PhotoFileView {
  hash: string;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** What a page needs to show a photo. */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  alt: Record<Language, string>;
  files: PhotoFileView[];
}

/** Whose photos they are: a school's ("school:<id>", as the content documents name it) or the group's. */
export type PhotoScope = "group" | `school:${number}`;

export function schoolPhotoScope(school: SchoolCode): PhotoScope {
  return `school:${SCHOOL_ID_BY_CODE[school]}`;
}

/** The upload's rules, said to the office beside the form and checked by the server. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** What the file picker offers (the server judges the content, whatever the picker let through). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
/** A description a screen reader reads in one breath. */
export const ALT_MAX_LENGTH = 250;

/** The upload form's fields: the file and its two descriptions. */
export type PhotoField = "photo" | "altEn" | "altTe";
