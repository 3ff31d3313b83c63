// The staff session's cookie: the random token of sessions.server.ts and nothing else.
// HttpOnly (no script reads it), SameSite=Lax (no other site's form or frame sends it),
// path /, no Domain; over HTTPS also Secure and named with the __Host- prefix, which
// browsers only accept on exactly such a cookie. No Max-Age: the session's end is the
// server's to decide (sessions.server.ts), and the browser drops it when it closes.
import { createCookie, type Cookie } from "react-router";

const cookies = {
  https: createCookie("__Host-staff_session", { httpOnly: true, sameSite: "lax", path: "/", secure: true }),
  http: createCookie("staff_session", { httpOnly: true, sameSite: "lax", path: "/", secure: false }),
};

/** The cookie for this request's scheme (behind TRUST_PROXY proxies, the scheme the browser used). */
function cookieFor(request: Request): Cookie {
  return new URL(request.url).protocol === "https:" ? cookies.https : cookies.http;
}

/** The session token the browser sent, if any. */
export async function sessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await cookieFor(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : undefined;
}

/** Set-Cookie for a new session. */
export function sessionCookie(request: Request, token: string): Promise<string> {
  return cookieFor(request).serialize(token);
}

/** Set-Cookie that removes the session's cookie. */
export function clearedSessionCookie(request: Request): Promise<string> {
  return cookieFor(request).serialize("", { maxAge: 0 });
}
