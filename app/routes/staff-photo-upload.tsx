// /staff/content/photos/upload: the library's upload as its script sends it (with a
// progress bar), answered in JSON; the page's own form posts the same to the page
// (staff-photos.tsx). Who may add to which library: as the page (photo-library.server.ts).
import { uploadToLibrary } from "#app/office/photos/photo-upload-action.server.ts";
import type { PhotoUploadAnswer } from "#app/office/photos/photo-upload-answer.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/staff-photo-upload";

export async function action(args: Route.ActionArgs) {
  const uploaded = await uploadToLibrary(args);
  if (uploaded === "notFound") {
    // Another school's library: the staff area's 404, in JSON as this route speaks.
    const { text } = loadPageText(args.request, args.params, ["staff"]);
    return Response.json({ failed: text.staff.notFound.body } satisfies PhotoUploadAnswer, { status: 404 });
  }
  return Response.json(uploaded.answer, { status: uploaded.status });
}
