// The upload of a photo to the library the address names (photo-library.server.ts), as the
// page's action and the script's upload route both take it: who may add to which library
// is decided before the body is read ("notFound": another school's, or no library picked;
// each route says it as it speaks).
import type { RouterContextProvider } from "react-router";
import { receivePhotoUpload } from "#app/content/photos/photo-upload.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { translate } from "#app/i18n/translate.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import { signedInMember } from "../sign-in/staff-gate.server.ts";
import { photoLibraryOf } from "./photo-library.server.ts";
import type { PhotoUploadAnswer } from "./photo-upload-answer.ts";

export async function uploadToLibrary({
  request,
  params,
  context,
}: {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}): Promise<{ status: number; answer: PhotoUploadAnswer } | "notFound"> {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const library = photoLibraryOf(new URL(request.url), member, lang, STAFF_PATHS.photos)?.library;
  // A group admin who picked no library has nowhere to add a photo.
  if (!library) return "notFound";
  try {
    const outcome = await receivePhotoUpload(context.db, request, { scope: library.scope, memberId: member.id, lang });
    if (outcome.ok) return { status: 201, answer: { uploaded: outcome.photo.id } };
    const { status, message, errors, values } = outcome;
    return { status, answer: { refused: { message, errors, values } } };
  } catch (error) {
    context.reportError?.(error, new URL(request.url).pathname);
    return { status: 503, answer: { failed: translate(lang, "staffPhotos.upload.failed") } };
  }
}
