// A career application's résumé for the office (issue 17): its name and size on the
// request's page, its bytes for the download. Only through findRequest, the one place
// that decides who sees a request: a résumé of an application the viewer may not see
// (school staff never see the group's applications) is one that does not exist.
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { careerResumes } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { findRequest } from "./request-detail.server.ts";
import { requestOf, type RequestKind } from "#app/requests/registry.server.ts";

export interface ResumeSummary {
  fileName: string;
  size: number;
}

/** The résumé's name and size, or null: none was sent, or the viewer may not see the application. */
export async function resumeSummary(db: Database, member: StaffMember, kind: RequestKind, id: number): Promise<ResumeSummary | null> {
  if (!requestOf(kind).resume || !(await findRequest(db, member, kind, id))) return null;
  const [row] = await db
    .select({ fileName: careerResumes.fileName, size: careerResumes.size })
    .from(careerResumes)
    .where(eq(careerResumes.applicationId, id))
    .limit(1);
  return row ?? null;
}

/** The résumé itself, or null as above. */
export async function resumeFile(
  db: Database,
  member: StaffMember,
  kind: RequestKind,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null> {
  if (!requestOf(kind).resume || !(await findRequest(db, member, kind, id))) return null;
  const [row] = await db
    .select({ fileName: careerResumes.fileName, contentType: careerResumes.contentType, content: careerResumes.content })
    .from(careerResumes)
    .where(eq(careerResumes.applicationId, id))
    .limit(1);
  return row ?? null;
}
