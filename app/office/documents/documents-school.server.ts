// Whose documents a member may manage (issue 28): a school's staff their own school's, a
// group admin any school's; anyone else (another school's staff, a school that does not
// exist) the staff area's 404, on every method, decided before a body is read.
import { SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";

const SCHOOL_IDS = new Set(Object.values(SCHOOL_ID_BY_CODE));

/** The school the address names, if `member` may manage its documents; else throws the 404. */
export function documentsSchoolOf(member: StaffMember, idParam: string | undefined, lang: Language): { id: number; name: string } {
  const id = idParam !== undefined && /^[1-9]\d{0,8}$/.test(idParam) ? Number(idParam) : undefined;
  const own = member.schoolCode ? SCHOOL_ID_BY_CODE[member.schoolCode] : undefined;
  if (id === undefined || !SCHOOL_IDS.has(id) || (member.role !== "admin" && id !== own)) throw staffNotFound(lang);
  return { id, name: getSchoolContent(id)?.name[lang] ?? String(id) };
}
