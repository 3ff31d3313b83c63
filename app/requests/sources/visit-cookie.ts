// The visitor's first and last touch in a first-party cookie, `vs` (issue 29): no personal
// data, only where the visits came from (./touch.ts), for 30 days. HttpOnly (no script
// reads it), SameSite=Lax, path /, Secure over HTTPS like the site's other cookies. Its
// value is the two touches' fields, "|" between fields and "!" between the touches: every
// field is already cut to safe characters, so nothing needs escaping. Anything else in the
// cookie (a tampered or an older value) is no cookie at all.
import { isCalendarDate } from "#app/lib/india-date.ts";
import { cleanTouchValue, type Touch, type TouchField } from "./touch.ts";
import type { Touches } from "./touches.ts";

export const VISIT_COOKIE = "vs";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const FIELDS = ["source", "medium", "campaign", "referrerHost", "landingPage"] as const satisfies readonly TouchField[];
/** Longer than two touches at their limits can be: not read at all. */
const MAX_VALUE_LENGTH = 800;

export function encodeTouches({ first, last }: Touches): string {
  return [first, last].map((touch) => [...FIELDS.map((field) => touch[field]), touch.day].join("|")).join("!");
}

export function decodeTouches(value: string): Touches | undefined {
  if (value.length > MAX_VALUE_LENGTH) return undefined;
  const [first, last, ...more] = value.split("!").map(decodeTouch);
  return first && last && more.length === 0 ? { first, last } : undefined;
}

function decodeTouch(text: string): Touch | undefined {
  const values = text.split("|");
  const day = values.pop() ?? "";
  if (values.length !== FIELDS.length || !isCalendarDate(day)) return undefined;
  const touch = Object.fromEntries(FIELDS.map((field, i) => [field, values[i] ?? ""])) as Record<TouchField, string>;
  // Only values this site could have written: each as its cleaning leaves it, a source always.
  if (touch.source === "" || FIELDS.some((field) => cleanTouchValue(field, touch[field]) !== touch[field])) return undefined;
  return { ...touch, day };
}

/** The touches in a request's Cookie header, if it carries a valid `vs` cookie. */
export function touchesFromCookies(cookieHeader: string | null | undefined): Touches | undefined {
  const value = new RegExp(`(?:^|;)\\s*${VISIT_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1];
  return value === undefined ? undefined : decodeTouches(value.trim());
}

/** The Set-Cookie header that keeps `touches` for 30 days. */
export function visitCookie(touches: Touches, secure: boolean): string {
  return `${VISIT_COOKIE}=${encodeTouches(touches)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a Set-Cookie header is the visit cookie's (the page cache keeps it out of its copies). */
export function isVisitCookie(setCookie: string): boolean {
  return setCookie.startsWith(`${VISIT_COOKIE}=`);
}
