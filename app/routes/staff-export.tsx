// /staff/export.csv: the inbox's current filtered list as a CSV download (issue 16), for a
// signed-in member only, holding what the list shows them for the same query string and
// nothing more. A resource route: the response is the file, streamed as it is read.
import { listSchools } from "#app/features/schools/schools.server.ts";
import { inboxExportStream } from "#app/office/inbox/inbox-export.server.ts";
import { inboxQuery } from "#app/office/inbox/inbox-query.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffDownloadRefusal } from "#app/office/shell/staff-not-found.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { Route } from "./+types/staff-export";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  const member = signedInMember(context);
  const headers = {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="requests-${todayInIndia()}.csv"`,
    "Cache-Control": "no-store",
  };
  // HEAD: the headers only; nothing is read, nothing was exported.
  if (request.method === "HEAD") return new Response(null, { headers });
  const url = new URL(request.url);
  const { filter } = inboxQuery(url.searchParams);
  const schools = new Map((await listSchools(context.db, lang)).map((school) => [school.code, school.name]));
  // The export is on record (inbox_exports) before its first byte; if it cannot be, no file (decision 0023).
  const body = await inboxExportStream(context.db, member, filter, {
    text,
    lang,
    origin: url.origin,
    schoolName: (code) => schools.get(code),
  }).catch(() => {
    throw staffDownloadRefusal(lang, "unrecorded");
  });
  return new Response(body, { headers });
}
