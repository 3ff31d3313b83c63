// The school's photos (issue 28): up to twelve from its library, in the office's order,
// after "Why Choose". Lazy (below the fold), each the size its column takes, and a link to
// the photo at full size for a closer look (a plain link: works without scripts). Not
// shown at all when the school has chosen none.
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import type { Localize } from "#app/content/localize.ts";
import { photoFilePath, type PhotoView } from "#app/content/photo.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

/** The largest JPEG: what every browser opens. */
function fullSize(photo: Localize<PhotoView>): string | undefined {
  const jpegs = photo.files.filter((file) => file.format === "jpeg").sort((a, b) => b.width - a.width);
  return jpegs[0] && photoFilePath(jpegs[0]);
}

export function SchoolGallery({ text, name, photos }: { text: PageText<"school">; name: string; photos: ReadonlyArray<Localize<PhotoView>> }) {
  const { format, lang } = useI18n();
  const g = text.school.gallery;
  return (
    <section aria-labelledby="school-gallery" className="section">
      <div className="container-page grid gap-8">
        <div className="grid max-w-3xl gap-3">
          <p className="eyebrow">{g.eyebrow}</p>
          <h2 id="school-gallery" className="heading-section">
            {format(g.heading, { school: name })}
          </h2>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {photos.map((photo) => {
            const href = fullSize(photo);
            const picture = (
              <PhotoPicture
                photo={photo}
                lang={lang}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, calc(50vw - 1.5rem)"
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
            );
            return (
              <li key={photo.id}>
                {href ? (
                  <a href={href} aria-label={format(g.open, { alt: photo.alt })} className="block rounded-xl focus-visible:ring-2 focus-visible:ring-marigold-400 focus-visible:outline-none">
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
