// Who is asking: every staff page's loader and action starts here. No session, an ended
// one or a disabled account: to the sign-in page, which says the session has ended when
// there was one.
import { redirect } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "./accounts.server.ts";
import { clearedSessionCookie, sessionToken } from "./session-cookie.server.ts";
import { sessionMember } from "./sessions.server.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";


export async function requireStaffMember(db: Database, request: Request, lang: Language): Promise<StaffMember> {
  const token = await sessionToken(request);
  const member = await sessionMember(db, token);
  if (member) return member;
  const signIn = localizedPath(STAFF_PATHS.signIn, lang) + (token ? "?ended=1" : "");
  throw redirect(signIn, token ? { headers: { "Set-Cookie": await clearedSessionCookie(request) } } : undefined);
}
