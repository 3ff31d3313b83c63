// The two touches a visitor's cookie keeps (issue 29): the first within 30 days and the
// last. A new touch always becomes the last, except when it is the same arrival again
// (below); it becomes the first too when the first is 30 days old or more.
import type { Touch } from "./touch.ts";
import { REFERRAL } from "./touch.ts";

export interface Touches {
  first: Touch;
  last: Touch;
}

/** How long a first touch counts as the first. */
export const FIRST_TOUCH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one YYYY-MM-DD day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A first touch of `today`'s last 30 days (one from a day still to come is not believed). */
function stillFirst(first: Touch, today: string): boolean {
  const age = daysBetween(first.day, today);
  return age >= 0 && age < FIRST_TOUCH_DAYS;
}

/**
 * The same arrival again: the same site's link on the same day without a campaign of its
 * own. A redirect (the browser keeps the first page's referrer) or a reload of the landing
 * page would otherwise wipe the campaign the visit came with.
 */
function sameArrival(last: Touch, touch: Touch): boolean {
  return touch.medium === REFERRAL && touch.campaign === "" && touch.referrerHost === last.referrerHost && touch.day === last.day;
}

/** The touches after `touch`. */
export function withTouch(current: Touches | undefined, touch: Touch): Touches {
  if (!current) return { first: touch, last: touch };
  return {
    first: stillFirst(current.first, touch.day) ? current.first : touch,
    last: sameArrival(current.last, touch) ? current.last : touch,
  };
}

/** The touches as they count on `today`: a first touch 30 days old or more gives way to the last. */
export function touchesOn({ first, last }: Touches, today: string): Touches {
  return { first: stillFirst(first, today) ? first : last, last };
}
