// Which school pages a member may edit (issue 28), for the routes under /staff/content:
// their school's; a group admin every school's; anyone else's: the staff area's 404,
// before anything is read. The editing itself is content-editing.server.ts's; the group's
// facts and the testimonials are reached by group admins only (their routes sit behind
// the group admins' gate).
import { SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { isGroupDocumentKey, schoolIdOf, schoolKey, type ContentKey, type GroupDocumentKey } from "#app/content/store/content-keys.ts";
import { readForEditing, type EditedDocument } from "#app/content/store/publishing.server.ts";
import { rowId } from "#app/lib/row-id.ts";
import type { Database } from "#database/client.ts";
import { contentDocuments } from "#database/schema.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { pageStatus, type LiveLine, type Who } from "./content-editing.server.ts";

/** The school ids whose page `member` may edit: a school's staff their own; a group admin every school's. */
export function editableSchoolIds(member: StaffMember, known: number[]): number[] {
  if (member.role === "admin") return known;
  const own = member.schoolCode ? SCHOOL_ID_BY_CODE[member.schoolCode] : undefined;
  return known.filter((id) => id === own);
}

/** Every school page the database holds, by id. */
async function schoolIds(db: Database): Promise<number[]> {
  const rows = await db.select({ key: contentDocuments.key }).from(contentDocuments);
  return rows.flatMap((row) => schoolIdOf(row.key as ContentKey) ?? []).sort((a, b) => a - b);
}

/**
 * The school page an address names (`:id`), if `member` may edit it and the database holds
 * it; otherwise the staff area's 404, thrown before anything is read or written.
 */
export async function schoolPageToEdit(db: Database, member: StaffMember, idParam: string | undefined, lang: Language): Promise<{ id: number; key: ContentKey; opened: EditedDocument }> {
  const id = rowId(idParam);
  const own = member.schoolCode ? SCHOOL_ID_BY_CODE[member.schoolCode] : undefined;
  if (id === undefined || (member.role !== "admin" && id !== own)) throw staffNotFound(lang);
  const key = schoolKey(id);
  const opened = await readForEditing(db, key);
  if (!opened) throw staffNotFound(lang);
  return { id, key, opened };
}

/** One of the group's documents, for a group admin (the routes sit behind the group admins' gate; anyone else: 404 all the same). */
export async function documentToEdit(db: Database, member: StaffMember, key: string | undefined, lang: Language): Promise<{ key: GroupDocumentKey; opened: EditedDocument }> {
  if (member.role !== "admin" || !isGroupDocumentKey(key)) throw staffNotFound(lang);
  const opened = await readForEditing(db, key);
  if (!opened) throw staffNotFound(lang);
  return { key, opened };
}

export interface PageLine {
  live: LiveLine;
  draft: Who | null;
}

export interface SchoolPageLine extends PageLine {
  id: number;
  name: string;
}

/** The school pages `member` may edit, each with its live version and its draft. */
export async function schoolPagesOf(db: Database, member: StaffMember, lang: Language): Promise<SchoolPageLine[]> {
  const ids = editableSchoolIds(member, await schoolIds(db));
  const pages = await Promise.all(
    ids.map(async (id) => {
      const status = await pageStatus(db, schoolKey(id), lang);
      return status ? { id, name: (status.opened.published as SchoolContent).name[lang], live: status.live, draft: status.draft } : [];
    }),
  );
  return pages.flat();
}

/** One of the group's documents as the list shows it, for a group admin; none for anyone else. */
export async function documentLineOf(db: Database, member: StaffMember, key: GroupDocumentKey, lang: Language): Promise<PageLine | null> {
  if (member.role !== "admin") return null;
  const status = await pageStatus(db, key, lang);
  return status ? { live: status.live, draft: status.draft } : null;
}
