// A photo of the library being deleted or described anew, above the upload form: the photo
// itself, small, beside what is asked. Deleting asks once more (or, while the school's page
// shows the photo, says where and offers the page's editor instead); correcting the
// description asks for both languages again, as the upload did. Plain forms posted to the
// page's address with the photo named in it, so a refusal is shown here again.
import { Form, Link } from "react-router";
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { PhotoView } from "#app/content/photo.ts";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { problemClass, successClass } from "../bookings/calendar-settings-form.tsx";
import { AltField } from "./alt-field.tsx";
import type { PhotoUse } from "./photo-use.ts";

/** What the page asks about one photo. */
export type PhotoChange = { kind: "delete"; photo: PhotoView; uses: PhotoUse[] } | { kind: "describe"; photo: PhotoView };

/** A refused correction, or a deletion refused because the page shows the photo (since the step was shown). */
export type PhotoChangeAnswer = { refusedAlt: { message: string; errors: Partial<Record<"altEn" | "altTe", string>>; values: { altEn: string; altTe: string } } } | { used: PhotoUse[] };

export const PHOTO_CHANGE_ID = "photo-change";

export function PhotoChangePanel({
  text,
  change,
  action,
  back,
  editorHref,
  answer,
}: {
  text: PageText<"staffPhotos">;
  change: PhotoChange;
  /** Where its form posts: the page, naming the photo. */
  action: string;
  /** The library without the question. */
  back: string;
  /** The school page's editor (none for the group's library). */
  editorHref: string | null;
  answer: PhotoChangeAnswer | undefined;
}) {
  const { lang } = useI18n();
  const t = text.staffPhotos;
  const { photo } = change;
  const uses = answer && "used" in answer ? answer.used : change.kind === "delete" ? change.uses : [];
  const refused = answer && "refusedAlt" in answer ? answer.refusedAlt : undefined;
  return (
    <section id={PHOTO_CHANGE_ID} aria-labelledby="photo-change-title" className={`${change.kind === "delete" ? problemClass : "card p-5 sm:p-6"} grid gap-5 sm:grid-cols-[minmax(0,16rem)_1fr]`}>
      {/* Its descriptions are written out beside it. */}
      <PhotoPicture photo={photo} lang={lang} decorative sizes="(min-width: 640px) 16rem, 100vw" className="aspect-[4/3] w-full rounded-lg bg-sand object-cover" />
      <div className="grid content-start gap-4">
        <h2 id="photo-change-title" className="text-lg font-bold">
          {change.kind === "delete" ? t.delete.title : t.describe.title}
        </h2>
        {change.kind === "delete" ? (
          <p lang={lang} className="[overflow-wrap:anywhere] text-muted">
            {photo.alt[lang]}
          </p>
        ) : null}
        {change.kind === "delete" ? (
          uses.length > 0 ? (
            <div role="alert" className="grid gap-2">
              <ul className="grid gap-1 font-semibold">
                {uses.map((use) => (
                  <li key={use}>{t.delete.usedWhere[use]}</li>
                ))}
              </ul>
              <p>{t.delete.used}</p>
              <div className="flex flex-wrap gap-4">
                {editorHref ? (
                  <Link to={editorHref} className={buttonClass("secondary")}>
                    {t.delete.editor}
                  </Link>
                ) : null}
                <Link to={back} className={buttonClass("outline")}>
                  {t.delete.cancel}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <p>{t.delete.explain}</p>
              <ConfirmForm action={action} reloadDocument variant="secondary" fields={{ intent: "delete", id: photo.id }} confirm={t.delete.confirm} cancel={{ href: back, label: t.delete.cancel }} />
            </>
          )
        ) : (
          <>
            <p>{t.describe.explain}</p>
            {refused ? (
              <p role="alert" className={problemClass}>
                {refused.message}
              </p>
            ) : null}
            <Form method="post" action={action} reloadDocument noValidate className="grid gap-5">
              <input type="hidden" name="intent" value="describe" />
              <input type="hidden" name="id" value={photo.id} />
              <AltField text={text} name="altEn" lang="en" error={refused?.errors.altEn} defaultValue={refused?.values.altEn ?? photo.alt.en} />
              <AltField text={text} name="altTe" lang="te" error={refused?.errors.altTe} defaultValue={refused?.values.altTe ?? photo.alt.te} />
              <div className="flex flex-wrap gap-4">
                <Button type="submit">{t.describe.submit}</Button>
                <Link to={back} className={buttonClass("outline")}>
                  {t.describe.cancel}
                </Link>
              </div>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

/** What the last change did (after its redirect). */
export function PhotoNotice({ text, says }: { text: PageText<"staffPhotos">; says: keyof PageText<"staffPhotos">["staffPhotos"]["notices"] | null }) {
  if (!says) return null;
  return (
    <p role="status" className={successClass}>
      {text.staffPhotos.notices[says]}
    </p>
  );
}
