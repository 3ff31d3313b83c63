// The staff area's one gate (issue 26): React Router middleware on the layout routes that
// every /staff route sits under (app/routes.ts), so a route is protected by where it is
// placed, not by a call its loader remembers to make.
// - staffArea (every staff route): the language prefix checked, the session read once and
//   its member (or none) put on the router context;
// - membersOnly: no member: to the sign-in page (saying the session ended, if there was
//   one); a request another site made the browser send: refused (below);
// - groupAdminsOnly: anyone but a group admin: 404, as for a page that does not exist.
// What rows a member may see is still decided in one function (inbox.server.ts visibleRows).
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { refuseUnknownPrefix } from "#app/i18n/language.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { signedIn, type StaffMember } from "./staff-member.ts";
import { clearedSessionCookie, sessionToken } from "./session-cookie.server.ts";
import { sessionMember } from "./sessions.server.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import { staffRefusal } from "../shell/staff-not-found.server.ts";

/** The session's member, once staffArea has read it; null: nobody is signed in. */
const sessionContext = createContext<{ member: StaffMember | null; hadToken: boolean } | null>(null);

export const staffArea: MiddlewareFunction<Response> = async ({ request, params, context }) => {
  refuseUnknownPrefix(request, params);
  const token = await sessionToken(request);
  const member = (await sessionMember(context.db, token)) ?? null;
  context.set(sessionContext, { member, hadToken: token !== undefined });
};

/**
 * Another site may link to a staff page or make the browser fetch one (an image, a form,
 * a top-level navigation): the browser then says Sec-Fetch-Site: cross-site. Nothing under
 * the gate answers such a request, so no download, change or recorded view happens in a
 * member's name because another site asked (a link in a webmail lands on a page that
 * offers the same address to open from here). Browsers that send no Sec-Fetch-Site are
 * still held by the session cookie's SameSite=Lax and the posts' Origin check (server/app.ts).
 */
const fromAnotherSite = (request: Request) => request.headers.get("Sec-Fetch-Site") === "cross-site";

export const membersOnly: MiddlewareFunction<Response> = async ({ request, params, pattern, context }) => {
  const { lang } = loadPageText(request, params, []);
  const session = context.get(sessionContext);
  if (!session?.member) {
    const ended = session?.hadToken ?? false;
    const signIn = localizedPath(STAFF_PATHS.signIn, lang) + (ended ? "?ended=1" : "");
    throw redirect(signIn, ended ? { headers: { "Set-Cookie": await clearedSessionCookie(request) } } : undefined);
  }
  if (fromAnotherSite(request)) throw staffRefusal(lang, "crossSite", { pattern, url: new URL(request.url), member: signedIn(session.member) });
};

export const groupAdminsOnly: MiddlewareFunction<Response> = ({ request, params, pattern, context }) => {
  const member = context.get(sessionContext)?.member;
  if (member?.role !== "admin") throw staffRefusal(loadPageText(request, params, []).lang, "notFound", { pattern, member: member ? signedIn(member) : undefined });
};

/** Who is signed in, on a page of the staff area: null on the sign-in page and for anyone not signed in. */
export function sessionMemberOf(context: Readonly<RouterContextProvider>): StaffMember | null {
  return context.get(sessionContext)?.member ?? null;
}

/** The signed-in member, in a loader or action under membersOnly (a route placed elsewhere fails loudly). */
export function signedInMember(context: Readonly<RouterContextProvider>): StaffMember {
  const member = sessionMemberOf(context);
  if (!member) throw new Error("a staff route outside the members-only layout asked for its member");
  return member;
}
