// The editor's photo fields (issue 28): a photo from the school's library for a place on
// the page (the hero, the principal's), or none; and the gallery's, up to twelve, ticked.
// Each choice is the photo itself, small, with its description, so the office sees what it
// picks; plain radio buttons and check boxes, so it works by keyboard and without scripts.
import { useState } from "react";
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import type { PhotoView } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/plural.ts";
import { cn } from "#app/lib/cn.ts";
import { inputId } from "./field-words.ts";
import { MAX_GALLERY } from "./school-document.ts";
import type { ValueSpec } from "./document-form.ts";
import type { EditorText } from "./editor-fields.tsx";

/** The photos the editor may choose from, and where more are uploaded. */
export interface PhotoShelf {
  photos: PhotoView[];
  libraryHref: string;
}

const optionClass =
  "relative grid content-start gap-2 rounded-lg border border-line bg-white p-2 has-[:checked]:border-ink-700 has-[:checked]:ring-2 has-[:checked]:ring-ink-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marigold-400";

export function PhotoChoice({
  text,
  field,
  value,
  shelf,
}: {
  text: EditorText;
  field: ValueSpec & { kind: "photo" | "gallery" };
  value: string;
  shelf: PhotoShelf;
}) {
  const t = text.staffContent.editor;
  const { lang, format } = useI18n();
  const chosen = value.split(" ").filter((id) => id !== "");
  const [count, setCount] = useState(chosen.length);
  const gallery = field.kind === "gallery";
  // The gallery's photos first, in their order: the order the boxes send is the page's.
  const photos = gallery ? [...chosen.flatMap((id) => shelf.photos.filter((photo) => photo.id === id)), ...shelf.photos.filter((photo) => !chosen.includes(photo.id))] : shelf.photos;
  const id = inputId(field.path);
  return (
    <div className="grid gap-3">
      {photos.length === 0 ? <p className="text-muted">{t.libraryEmpty}</p> : null}
      <ul
        id={id}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        onChange={gallery ? (event) => setCount(event.currentTarget.querySelectorAll("input:checked").length) : undefined}
      >
        {gallery ? null : (
          <li>
            <label className={cn(optionClass, "min-h-24 content-center")}>
              <input type="radio" name={field.path} value="" defaultChecked={chosen.length === 0} className="size-5" />
              <span className="text-sm font-semibold">{field.path === "hero.image" ? t.noPhoto : t.noPrincipalPhoto}</span>
            </label>
          </li>
        )}
        {photos.map((photo) => (
          <li key={photo.id}>
            <label className={optionClass}>
              <input type={gallery ? "checkbox" : "radio"} name={field.path} value={photo.id} defaultChecked={chosen.includes(photo.id)} className="absolute top-3 left-3 size-5" />
              <PhotoPicture photo={photo} lang={lang} sizes="180px" decorative className="aspect-[4/3] w-full rounded object-cover" />
              <span className="line-clamp-3 text-sm">{photo.alt[lang]}</span>
            </label>
          </li>
        ))}
      </ul>
      {gallery ? (
        <p className={cn("text-sm", count > MAX_GALLERY ? "font-semibold text-danger" : "text-muted")} aria-live="polite">
          {format(t.galleryCount, { count: formatNumber(count), max: formatNumber(MAX_GALLERY) })}
        </p>
      ) : null}
      <p>
        <a href={shelf.libraryHref} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline">
          {t.library}
        </a>
      </p>
    </div>
  );
}
