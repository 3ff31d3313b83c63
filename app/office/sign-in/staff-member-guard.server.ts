// Pages for group admins only. To anyone else such a page does not exist (404), as a
// record of another school does not: no hint that there is something to reach.
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "./accounts.server.ts";
import { requireStaffMember } from "./staff-member.server.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";

export async function requireGroupAdmin(db: Database, request: Request, lang: Language): Promise<StaffMember> {
  const member = await requireStaffMember(db, request, lang);
  if (member.role !== "admin") throw staffNotFound(lang);
  return member;
}
