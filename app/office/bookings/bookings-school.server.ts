// The school a bookings page (/staff/calendar, /staff/bookings) shows, from its address, and
// a group admin's links to the six schools' versions of it. Another school's, for a
// school's staff, is the staff area's 404: thrown before anything is read or written.
import { SCHOOL_CODES, type Language, type SchoolCode } from "#app/config/enumerations.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { schoolName } from "#app/requests/bookings/refusal-words.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { chooseSchool, schoolAddress } from "./school-choice.ts";
import type { SchoolLink } from "./school-picker.tsx";

export function bookingsSchool(url: URL, member: StaffMember, lang: Language, path: string): { school: SchoolCode | null; schools: SchoolLink[] } {
  const choice = chooseSchool(member, url.searchParams.get("school"));
  if ("notFound" in choice) throw staffNotFound(lang);
  const school = "school" in choice ? choice.school : null;
  const schools =
    member.role === "admin"
      ? SCHOOL_CODES.map((code) => ({ code, name: schoolName(code, lang), href: localizedPath(schoolAddress(path, member, code), lang), current: code === school }))
      : [];
  return { school, schools };
}
