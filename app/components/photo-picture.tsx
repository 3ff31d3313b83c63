// An office's photo on a page (decision 0032): AVIF, then WebP, then JPEG, each at the
// widths the server made, so the browser takes the smallest file that fills `sizes` in the
// best format it reads. Width and height are the photo's own, so the page keeps its room
// before the file arrives (with CSS `height: auto`, nothing shifts). Lazy, unless it is the
// page's largest paint on wide screens (`preloaded`): that one is fetched at once, asked for
// first there by the page's preload (photoPreload), after the text on a phone.
import type { Language } from "#app/config/enumerations.ts";
import type { Localize } from "#app/content/localize.ts";
import { PHOTO_FORMATS, PHOTO_MIME, photoFilePath, type PhotoFileView, type PhotoFormat, type PhotoView } from "#app/content/photo.ts";
import { cn } from "#app/lib/cn.ts";

export function PhotoPicture({
  photo,
  lang,
  sizes,
  preloaded = false,
  decorative = false,
  className,
}: {
  /** As stored (alt text in both languages) or as a page's content has it (in the visitor's). */
  photo: PhotoView | Localize<PhotoView>;
  lang: Language;
  /** The width it takes on the page, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 50vw, 100vw"). */
  sizes: string;
  /**
   * The page's largest paint where its preload (photoPreload, high priority) asks for it
   * first: never lazy. On screens its preload is not for, it lies below the text and waits
   * for the text's fonts and scripts (`fetchpriority=low`).
   */
  preloaded?: boolean;
  /** Described beside it in words already (the office's library): no alt text of its own. */
  decorative?: boolean;
  className?: string;
}) {
  const srcset = (format: PhotoFormat) => photoSrcSet(photo, format);
  // For a browser that reads no srcset at all: a middling JPEG.
  const fallback = middling(filesOf(photo, "jpeg"));
  return (
    <picture>
      {PHOTO_FORMATS.filter((format) => format !== "jpeg").map((format) => {
        const set = srcset(format);
        return set ? <source key={format} type={PHOTO_MIME[format]} srcSet={set} sizes={sizes} /> : null;
      })}
      <img
        src={fallback && photoFilePath(fallback)}
        srcSet={srcset("jpeg") || undefined}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={decorative ? "" : typeof photo.alt === "string" ? photo.alt : photo.alt[lang]}
        loading={preloaded ? "eager" : "lazy"}
        fetchPriority={preloaded ? "low" : undefined}
        decoding="async"
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}

/** The files of one format, narrowest first. */
function filesOf(photo: { files: PhotoFileView[] }, format: PhotoFormat): PhotoFileView[] {
  return photo.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width);
}

/** A file for a reader that takes one address only: the first at least 960 px wide, or the widest. */
function middling(files: PhotoFileView[]): PhotoFileView | undefined {
  return files.find((file) => file.width >= 960) ?? files[files.length - 1];
}

/** The files of one format as a srcset ("" when none was made). */
function photoSrcSet(photo: { files: PhotoFileView[] }, format: PhotoFormat): string {
  return filesOf(photo, format)
    .map((file) => `${photoFilePath(file)} ${file.width}w`)
    .join(", ");
}

/**
 * A preload of a page's largest photo, in the first format of PHOTO_FORMATS it was made in
 * (the one a browser that reads it takes from the <picture>; one that does not skips the
 * preload by its type), with high priority, on screens matching `media` only: those where
 * the photo is the largest paint. Sent as a `Link` header (preloadLinkHeader) and as a
 * <link>, so such a browser asks for it with the fonts, not when its parser reaches the
 * <img> further down; a phone, where the text comes first, gets its fonts first.
 */
export function photoPreload(photo: { files: PhotoFileView[] }, sizes: string, media: string) {
  const format = PHOTO_FORMATS.find((candidate) => photo.files.some((file) => file.format === candidate));
  const href = format && middling(filesOf(photo, format));
  if (!format || !href) return undefined;
  return { href: photoFilePath(href), imageSrcSet: photoSrcSet(photo, format), imageSizes: sizes, type: PHOTO_MIME[format], media };
}

/** The same preload as a `Link` header's value. */
export function preloadLinkHeader(preload: NonNullable<ReturnType<typeof photoPreload>>): string {
  return `<${preload.href}>; rel=preload; as=image; type="${preload.type}"; imagesrcset="${preload.imageSrcSet}"; imagesizes="${preload.imageSizes}"; media="${preload.media}"; fetchpriority=high`;
}
