// /staff/content/photos: a library's photos (issue 28), a school's or the group's, and the
// form that adds one. A school's staff see and add to their own school's; a group admin
// picks the library (?scope=group or ?scope=<school>). Another school's: 404, GET and POST
// alike. The form posts here as a plain multipart form (no script needed), or, once the
// page's scripts run, to /staff/content/photos/upload with a progress bar; either way the
// answer is shown at the form, with each field's problem beside it.
import { data } from "react-router";
import { listPhotos } from "#app/content/photos/photos.server.ts";
import { SchoolPicker } from "#app/office/bookings/school-picker.tsx";
import { PhotoLibrary } from "#app/office/photos/photo-library.tsx";
import { photoLibraryOf } from "#app/office/photos/photo-library.server.ts";
import { uploadToLibrary } from "#app/office/photos/photo-upload-action.server.ts";
import { PhotoUploadForm } from "#app/office/photos/photo-upload-form.tsx";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { staffNotFound } from "#app/office/shell/staff-not-found.server.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-photos";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffPhotos"]);
  const chosen = photoLibraryOf(new URL(request.url), signedInMember(context), lang, STAFF_PATHS.photos);
  if (!chosen) throw staffNotFound(lang);
  const { library, choices } = chosen;
  if (!library) return { text, choices, library: null };
  const photos = await listPhotos(context.db, library.scope);
  return {
    text,
    choices,
    library: {
      name: library.name,
      // Where the form posts: the page itself, or (its script) the upload route, for this library.
      pageAction: `${localizedPath(STAFF_PATHS.photos, lang)}${library.query}`,
      uploadAction: `${localizedPath(STAFF_PATHS.photoUpload, lang)}${library.query}`,
      photos: photos.map(({ createdAt, ...photo }) => ({ ...photo, added: formatInstant(createdAt, lang) })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const uploaded = await uploadToLibrary(args);
  if (uploaded === "notFound") throw staffNotFound(loadPageText(args.request, args.params, []).lang);
  return data(uploaded.answer, { status: uploaded.status });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffPhotos.meta.title, STAFF_PATHS.photos);
}

export default function StaffPhotos({ loaderData: { text, choices, library }, actionData }: Route.ComponentProps) {
  const t = text.staffPhotos;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="staff-photos-title">
      <div className="grid gap-2">
        <h1 id="staff-photos-title" className="text-2xl font-bold sm:text-3xl">
          {library ? `${t.title}: ${library.name}` : t.title}
        </h1>
        <p className="max-w-prose text-muted">{library ? t.intro : t.chooseIntro}</p>
      </div>
      <SchoolPicker label={t.scope.label} schools={choices} large={!library} />
      {library ? (
        <>
          <PhotoUploadForm text={text} pageAction={library.pageAction} uploadAction={library.uploadAction} posted={actionData} />
          <PhotoLibrary text={text} photos={library.photos} />
        </>
      ) : null}
    </section>
  );
}
