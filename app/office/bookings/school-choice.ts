// Whose bookings a page shows (/staff/calendar, /staff/bookings): a school's staff their
// own school's, always; a group admin the school they pick (?school=<code>). Another
// school's code, or one that is no school's, is a page that does not exist (404), as the
// inbox answers a record the viewer may not see.
import type { SchoolCode } from "#app/config/enumerations.ts";
import { isSchoolCode } from "#app/requests/bookings/booking-facts.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";

export type SchoolChoice =
  /** The school whose calendar or day list to show. */
  | { school: SchoolCode }
  /** A group admin who has not picked a school yet. */
  | { pick: true }
  | { notFound: true };

/** `asked`: the address's ?school= (null or empty: none). */
export function chooseSchool(member: StaffMember, asked: string | null): SchoolChoice {
  const wanted = asked ?? "";
  if (member.role !== "admin") {
    const own = member.schoolCode;
    if (!own) return { notFound: true };
    return wanted === "" || wanted === own ? { school: own } : { notFound: true };
  }
  if (wanted === "") return { pick: true };
  return isSchoolCode(wanted) ? { school: wanted } : { notFound: true };
}

/**
 * A bookings page's address for `school` with `more` parameters: a group admin's names the
 * school; a school's staff need not (theirs is the only one).
 */
export function schoolAddress(path: string, member: Pick<StaffMember, "role">, school: SchoolCode, more: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(member.role === "admin" ? { school } : {}), ...more }).toString();
  return query ? `${path}?${query}` : path;
}
