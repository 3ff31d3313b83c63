// What a group admin types to find a person (issue 18): a phone number (any spacing, with
// or without +91 or 0) or an e-mail address (any case), as the one value the search
// compares, the way the inbox's indexes hold it (drizzle/0005): the phone's own digits,
// the lower-cased address. Anything else is not a person's key.
import { phoneDigits } from "#app/lib/phone-links.ts";

export interface PersonQuery {
  /** The phone number's own digits (phoneDigits). */
  phone?: string;
  /** The address, lower-cased. */
  email?: string;
}

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person a typed phone or e-mail names; undefined: neither. */
export function personQuery(typed: string): PersonQuery | undefined {
  const term = typed.trim().slice(0, 254);
  if (WHOLE_EMAIL.test(term)) return { email: term.toLowerCase() };
  const digits = phoneDigits(term);
  if (/^[\d\s+()-]+$/.test(term) && digits.length >= 10 && digits.length <= 15) return { phone: digits };
  return undefined;
}
