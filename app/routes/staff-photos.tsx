// /staff/content/photos: a library's photos (issue 28), a school's or the group's, and the
// form that adds one. A school's staff see and add to their own school's; a group admin
// picks the library (?scope=group or ?scope=<school>). Another school's: 404, GET and POST
// alike. The form posts here as a plain multipart form (no script needed), or, once the
// page's scripts run, to /staff/content/photos/upload with a progress bar; either way the
// answer is shown at the form, with each field's problem beside it.
// A photo is deleted (?delete=<id>: a step that asks once more, then a post) or its
// description corrected (?describe=<id>: a form, then a post); each answers with a redirect,
// or a refusal shown in the same step (the page shows the photo: 409; a description missing
// or too long: 400). A photo not in the library: 404, GET and POST alike.
import { data, redirect } from "react-router";
import { readAlt } from "#app/content/photos/photo-upload.server.ts";
import { findPhoto, listPhotos } from "#app/content/photos/photos.server.ts";
import { SchoolPicker } from "#app/office/bookings/school-picker.tsx";
import { PhotoLibrary } from "#app/office/photos/photo-library.tsx";
import { photoLibraryOf } from "#app/office/photos/photo-library.server.ts";
import { uploadToLibrary } from "#app/office/photos/photo-upload-action.server.ts";
import { PhotoUploadForm } from "#app/office/photos/photo-upload-form.tsx";
import { PhotoChangePanel, PhotoNotice, type PhotoChange, type PhotoChangeAnswer } from "#app/office/photos/photo-change.tsx";
import { deleteLibraryPhoto, describeLibraryPhoto, photoUses } from "#app/office/photos/photo-changes.server.ts";
import { photoChangeHref } from "#app/office/photos/photo-use.ts";
import type { PhotoUploadAnswer } from "#app/office/photos/photo-upload-answer.ts";
import { schoolIdOf } from "#app/content/store/content-keys.ts";
import { translate } from "#app/i18n/translate.ts";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { staffNotFound } from "#app/office/shell/staff-not-found.server.ts";
import { schoolPagePaths, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-photos";

const NOTICES = ["deleted", "described", "describedLive"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffPhotos"]);
  const url = new URL(request.url);
  const chosen = photoLibraryOf(url, signedInMember(context), lang, STAFF_PATHS.photos);
  if (!chosen) throw staffNotFound(lang);
  const { library, choices } = chosen;
  if (!library) return { text, choices, library: null };
  const pageAction = `${localizedPath(STAFF_PATHS.photos, lang)}${library.query}`;
  // A photo asked about: one of this library's, or the staff area's 404.
  const asked = (["delete", "describe"] as const).find((kind) => url.searchParams.has(kind));
  let change: (PhotoChange & { action: string }) | null = null;
  if (asked) {
    const id = url.searchParams.get(asked) ?? "";
    const found = await findPhoto(context.db, library.scope, id);
    if (!found) throw staffNotFound(lang);
    const photo = { id: found.id, width: found.width, height: found.height, alt: found.alt, files: found.files };
    const action = photoChangeHref(pageAction, asked, id);
    change = asked === "delete" ? { kind: "delete", photo, uses: await photoUses(context.db, library.scope, id), action } : { kind: "describe", photo, action };
  }
  const photos = await listPhotos(context.db, library.scope);
  const schoolId = schoolIdOf(library.scope);
  return {
    text,
    choices,
    library: {
      name: library.name,
      // Where the form posts: the page itself, or (its script) the upload route, for this library.
      pageAction,
      uploadAction: `${localizedPath(STAFF_PATHS.photoUpload, lang)}${library.query}`,
      photos: photos.map(({ createdAt, ...photo }) => ({ ...photo, added: formatInstant(createdAt, lang) })),
      change,
      editorHref: schoolId === undefined ? null : localizedPath(schoolPagePaths(schoolId).editor, lang),
      says: NOTICES.find((notice) => url.searchParams.has(notice)) ?? null,
    },
  };
}

type Answer = PhotoUploadAnswer | PhotoChangeAnswer;

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const uploaded = await uploadToLibrary(args);
    if (uploaded === "notFound") throw staffNotFound(loadPageText(request, params, []).lang);
    return data<Answer>(uploaded.answer, { status: uploaded.status });
  }
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const library = photoLibraryOf(new URL(request.url), member, lang, STAFF_PATHS.photos)?.library;
  if (!library) throw staffNotFound(lang);
  const form = await request.formData().catch(() => null);
  const id = form?.get("id");
  const intent = form?.get("intent");
  if (typeof id !== "string" || (intent !== "delete" && intent !== "describe")) throw data(null, { status: 400 });
  const page = `${localizedPath(STAFF_PATHS.photos, lang)}${library.query}`;
  const done = (notice: (typeof NOTICES)[number]) => redirect(`${page}${page.includes("?") ? "&" : "?"}${notice}`);
  if (intent === "delete") {
    const outcome = await deleteLibraryPhoto(context.db, { scope: library.scope, id, memberId: member.id });
    if ("missing" in outcome) throw staffNotFound(lang);
    if ("used" in outcome) return data<Answer>({ used: outcome.used }, { status: 409 });
    throw done("deleted");
  }
  const values = { altEn: String(form?.get("altEn") ?? ""), altTe: String(form?.get("altTe") ?? "") };
  const { alt, errors } = readAlt(values, lang);
  if (Object.keys(errors).length > 0) {
    // Only a photo of this library is answered with its form again.
    if (!(await findPhoto(context.db, library.scope, id))) throw staffNotFound(lang);
    return data<Answer>({ refusedAlt: { message: translate(lang, "staffPhotos.describe.notSaved"), errors, values } }, { status: 400 });
  }
  const outcome = await describeLibraryPhoto(context.db, { scope: library.scope, id, alt, memberId: member.id });
  if ("missing" in outcome) throw staffNotFound(lang);
  throw done(outcome.version === null ? "described" : "describedLive");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffPhotos.meta.title, STAFF_PATHS.photos);
}

export default function StaffPhotos({ loaderData: { text, choices, library }, actionData }: Route.ComponentProps) {
  const t = text.staffPhotos;
  const answer = actionData as Answer | undefined;
  const uploadAnswer = answer && ("uploaded" in answer || "refused" in answer || "failed" in answer) ? answer : undefined;
  const changeAnswer = answer && ("used" in answer || "refusedAlt" in answer) ? answer : undefined;
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
          <PhotoNotice text={text} says={answer ? null : library.says} />
          {library.change ? (
            <PhotoChangePanel text={text} change={library.change} action={library.change.action} back={library.pageAction} editorHref={library.editorHref} answer={changeAnswer} />
          ) : null}
          <PhotoUploadForm text={text} pageAction={library.pageAction} uploadAction={library.uploadAction} posted={uploadAnswer} />
          <PhotoLibrary text={text} photos={library.photos} page={library.pageAction} />
        </>
      ) : null}
    </section>
  );
}
