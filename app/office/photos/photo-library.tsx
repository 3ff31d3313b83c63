// A library's photos as the office sees them: each one small, with its size, the files the
// server made of it, both descriptions and who added it when. Newest first.
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import type { PhotoView } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { formatNumber, plural } from "#app/i18n/plural.ts";
import { PHOTO_CHANGE_ID } from "./photo-change.tsx";
import { photoChangeHref } from "./photo-use.ts";

const link = "inline-flex min-h-11 items-center font-semibold text-ink-800 underline";

export interface LibraryEntry extends PhotoView {
  storedBytes: number;
  createdBy: string | null;
  /** When it was added, written out in the page's language. */
  added: string;
}

export function PhotoLibrary({ text, photos, page }: { text: PageText<"staffPhotos">; photos: LibraryEntry[]; /** The library's address, to ask about one photo. */ page: string }) {
  const { lang, format } = useI18n();
  const t = text.staffPhotos.library;
  return (
    <section aria-labelledby="photo-library-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="photo-library-title" className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{plural(t.count, photos.length, lang)}</p>
      </div>
      {photos.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id} className="card grid content-start overflow-hidden">
              {/* Its descriptions are written out below: the image itself says nothing more. */}
              <PhotoPicture
                photo={photo}
                lang={lang}
                decorative
                sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
                className="aspect-[4/3] w-full bg-sand object-cover"
              />
              <div className="grid gap-3 p-4 text-sm">
                <p className="text-muted">
                  {format(t.size, {
                    width: formatNumber(photo.width),
                    height: formatNumber(photo.height),
                    kb: formatNumber(Math.round(photo.storedBytes / 1024)),
                    files: formatNumber(photo.files.length),
                  })}
                </p>
                <dl className="grid gap-2">
                  <div>
                    <dt className="font-semibold text-ink-900">{t.altEn}</dt>
                    <dd lang="en" className="[overflow-wrap:anywhere]">
                      {photo.alt.en}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink-900">{t.altTe}</dt>
                    <dd lang="te" className="[overflow-wrap:anywhere]">
                      {photo.alt.te}
                    </dd>
                  </div>
                </dl>
                <p className="text-muted">{format(t.added, { who: photo.createdBy ?? t.someone, when: photo.added })}</p>
                <div className="flex flex-wrap gap-x-5">
                  <a href={`${photoChangeHref(page, "describe", photo.id)}#${PHOTO_CHANGE_ID}`} className={link} aria-label={`${t.describe}: ${photo.alt[lang]}`}>
                    {t.describe}
                  </a>
                  <a href={`${photoChangeHref(page, "delete", photo.id)}#${PHOTO_CHANGE_ID}`} className={link} aria-label={`${t.delete}: ${photo.alt[lang]}`}>
                    {t.delete}
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
