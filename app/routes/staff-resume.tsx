// /staff/requests/:kind/:id/resume: a career application's résumé as a download (issue 17),
// for a member who may see the application (group admins: school staff see no career
// application). Any other member, any other kind, a request without a résumé and one that
// does not exist: the same 404. A resource route: the response is the file itself, never
// shown in the site's origin (attachment, nosniff, a sandbox if it is opened anyway).
// Each download is on the access record (decision 0023) before its first byte.
import { requestAddress } from "#app/office/shell/row-id.ts";
import { resumeFile } from "#app/office/request/resume.server.ts";
import { recordAccess } from "#app/office/access/access-record.server.ts";
import { staffDownloadRefusal } from "#app/office/shell/staff-not-found.server.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { attachmentDisposition } from "#app/lib/content-disposition.ts";
import type { Route } from "./+types/staff-resume";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const address = requestAddress(params.kind, params.id);
  const resume = address ? await resumeFile(context.db, member, address.kind, address.id) : null;
  if (!address || !resume) throw staffDownloadRefusal(lang, "notFound");
  const { kind, id } = address;
  // On record before the file leaves (decision 0023); a HEAD sends no file and records nothing.
  if (request.method !== "HEAD") {
    await recordAccess(context.db, { accountId: member.id, action: "resume", request: { kind, id } }).catch(() => {
      throw staffDownloadRefusal(lang, "unrecorded");
    });
  }
  // The server adds X-Content-Type-Options: nosniff to every response (server/security.ts)
  // and Cache-Control: no-store to every staff one (server/staff-area.ts), whichever the
  // route says. This policy joins the site's: a file opened anyway runs nothing.
  const headers = {
    "Content-Type": resume.contentType,
    "Content-Length": String(resume.content.byteLength),
    "Content-Disposition": attachmentDisposition(resume.fileName),
    "Content-Security-Policy": "sandbox; default-src 'none'",
  };
  return new Response(request.method === "HEAD" ? null : (resume.content as Uint8Array<ArrayBuffer>), { headers });
}
