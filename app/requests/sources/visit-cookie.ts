// The visitor's first and last touch in a first-party cookie, `vs` (issue 29): no personal
// data, only where the visits came from (./touch.ts), for 30 days. HttpOnly (no script
// reads it), SameSite=Lax, path /, Secure over HTTPS like the site's other cookies. Its
// value is the two touches' fields, "|" between fields and "!" between the touches, each
// field's letters beyond ASCII percent-encoded (a Telugu campaign's; a cookie carries ASCII only). Anything
// else in the cookie (a tampered value, one this site could not have written) is no cookie at all.
import { isCalendarDate } from "#app/lib/india-date.ts";
import { cleanTouchValue, type Touch, type TouchField } from "./touch.ts";
import type { Touches } from "./touches.ts";

export const VISIT_COOKIE = "vs";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const FIELDS = ["source", "medium", "campaign", "referrerHost", "landingPage"] as const satisfies readonly TouchField[];
/** Longer than two touches at their limits can be (every tag's letter Telugu: 9 characters encoded): not read at all. */
const MAX_VALUE_LENGTH = 3600;

/** A field's letters beyond ASCII percent-encoded (a cleaned value has no "%" of its own, nor any other character a cookie refuses). */
const encodeField = (value: string) => value.replace(/[^\x21-\x7e]/gu, (letter) => encodeURIComponent(letter));

export function encodeTouches({ first, last }: Touches): string {
  return [first, last].map((touch) => [...FIELDS.map((field) => encodeField(touch[field])), touch.day].join("|")).join("!");
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
  let touch: Record<TouchField, string>;
  try {
    touch = Object.fromEntries(FIELDS.map((field, i) => [field, decodeURIComponent(values[i] ?? "")])) as Record<TouchField, string>;
  } catch {
    return undefined; // not percent-encoding this site wrote
  }
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
