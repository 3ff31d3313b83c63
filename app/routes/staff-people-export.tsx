// /staff/people/export.json?q=…: everything held about one person as a JSON file (the
// right of access, issue 18): every stored field of every request sent with their phone
// or e-mail, the office's notes and history, the e-mails and any résumé. Group admins
// only (anyone else: 404). A resource route: the response is the file.
import { exportPerson } from "#app/office/people/people.server.ts";
import { personQuery } from "#app/office/people/person-query.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { staffDownloadRefusal } from "#app/office/shell/staff-not-found.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import type { Route } from "./+types/staff-people-export";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const query = personQuery(new URL(request.url).searchParams.get("q") ?? "");
  if (!query) throw staffDownloadRefusal(lang, "notFound");
  const exported = await exportPerson(context.db, member, query).catch(() => {
    throw staffDownloadRefusal(lang, "unrecorded");
  });
  if (!exported) throw staffDownloadRefusal(lang, "notFound");
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // The file's name says what it is and when, never whose it is.
      "Content-Disposition": `attachment; filename="person-data-${todayInIndia()}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
