// The testimonials on the server: the version group admins published (issue 28), once the
// server has loaded it (`setPublishedTestimonials`, server/entry.ts), else the first
// version (what tests without a server read). The pages and the API read them here.
import type { Language } from "#app/config/enumerations.ts";
import { photoFilePath, type PhotoView } from "../photo.ts";
import { testimonialsFirstVersion } from "./first-version.ts";
import type { Testimonial, TestimonialsDocument } from "./types.ts";

let published: (() => TestimonialsDocument | undefined) | undefined;

/** Where the published document is read from (server/entry.ts: the content in memory); undefined: the first version. */
export function setPublishedTestimonials(source: (() => TestimonialsDocument | undefined) | undefined): void {
  published = source;
}

/** The published testimonials, in the office's order, hidden ones too. */
export function getTestimonials(): TestimonialsDocument {
  return published?.() ?? testimonialsFirstVersion;
}

/** The smallest JPEG of a photo at least `width` wide (or its largest): what a round avatar of 48-96 px needs. */
export function avatarFile(photo: PhotoView, width = 160): string | null {
  const jpegs = photo.files.filter((file) => file.format === "jpeg").sort((a, b) => a.width - b.width);
  const file = jpegs.find((candidate) => candidate.width >= width) ?? jpegs.at(-1);
  return file ? photoFilePath(file) : null;
}

/** The testimonials visitors see, in `lang`: those published and not hidden, in order, in the spec's fields. */
export function publicTestimonials(lang: Language): Testimonial[] {
  return shownTestimonials(getTestimonials(), lang);
}

/** The testimonials of `document` a visitor would see, in `lang` (a draft's too: the preview). */
export function shownTestimonials(document: TestimonialsDocument, lang: Language): Testimonial[] {
  return document.list.flatMap((entry) =>
    entry.hidden
      ? []
      : [{ id: entry.id, name: entry.name[lang], role: entry.role[lang], content: entry.content[lang], imageUrl: entry.photo ? avatarFile(entry.photo) : null, rating: entry.rating }],
  );
}

export type * from "./types.ts";
