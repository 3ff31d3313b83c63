// Whose photo library a request names (/staff/content/photos?scope=…): a school's staff
// their own school's, always; a group admin the one they pick, a school's (?scope=<code>)
// or the group's (?scope=group). Another school's, or a scope that is no one's: none, which
// each route answers with the staff area's 404 before anything is read or written.
import { SCHOOL_CODES, type Language } from "#app/config/enumerations.ts";
import { schoolPhotoScope, type PhotoScope } from "#app/content/photo.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { schoolName } from "#app/requests/bookings/refusal-words.ts";
import { chooseSchool } from "../bookings/school-choice.ts";
import type { SchoolLink } from "../bookings/school-picker.tsx";
import type { StaffMember } from "../sign-in/staff-member.ts";

const GROUP = "group";

export interface PhotoLibraryChoice {
  /** The library shown; null: a group admin who has not picked one yet. */
  library: { scope: PhotoScope; name: string; query: string } | null;
  /** A group admin's links to every library (none for a school's staff). */
  choices: SchoolLink[];
}

export function photoLibraryOf(url: URL, member: StaffMember, lang: Language, path: string): PhotoLibraryChoice | undefined {
  const asked = url.searchParams.get("scope");
  const admin = member.role === "admin";
  const groupName = catalogues[lang].staffPhotos.scope.group;
  let library: PhotoLibraryChoice["library"] = null;
  if (admin && asked === GROUP) library = { scope: GROUP, name: groupName, query: `?scope=${GROUP}` };
  else {
    const choice = chooseSchool(member, asked);
    if ("notFound" in choice) return undefined;
    if ("school" in choice) library = { scope: schoolPhotoScope(choice.school), name: schoolName(choice.school, lang), query: admin ? `?scope=${choice.school}` : "" };
  }
  const link = (code: string, name: string) => ({ code, name, href: `${localizedPath(path, lang)}?scope=${code}`, current: library?.query === `?scope=${code}` });
  const choices = admin ? [link(GROUP, groupName), ...SCHOOL_CODES.map((code) => link(code, schoolName(code, lang)))] : [];
  return { library, choices };
}
