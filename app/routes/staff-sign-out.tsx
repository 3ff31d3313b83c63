// /staff/sign-out: ends the session on the server and removes its cookie (a POST only:
// a link or an image elsewhere cannot sign anyone out).
import { redirect } from "react-router";
import { clearedSessionCookie, sessionToken } from "#app/office/sign-in/session-cookie.server.ts";
import { endSession } from "#app/office/sign-in/sessions.server.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff-sign-out";

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = loadPageText(request, params, []);
  throw redirect(localizedPath(STAFF_PATHS.home, lang));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  await endSession(context.db, await sessionToken(request));
  throw redirect(`${localizedPath(STAFF_PATHS.signIn, lang)}?signed-out=1`, {
    headers: { "Set-Cookie": await clearedSessionCookie(request) },
  });
}
