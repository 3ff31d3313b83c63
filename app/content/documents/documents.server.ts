// A school's published documents as stored (school_documents, decision 0033): written with
// the access record's line in one transaction (an upload or a removal is never without its
// record, nor the record without it), listed without their bytes, read whole for a download.
import { and, asc, desc, eq, gt, lt, max } from "drizzle-orm";
import { DOCUMENT_CATEGORIES, type DocumentCategory } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { accessRecords, schoolDocuments } from "#database/schema.ts";
import type { DocumentView } from "../disclosure.ts";

/** A school's documents, by category in the page's order, then by their place in it. */
export async function listDocuments(db: Database, schoolId: number): Promise<DocumentView[]> {
  const rows = await db
    .select({ id: schoolDocuments.id, category: schoolDocuments.category, title: schoolDocuments.title, size: schoolDocuments.size, pages: schoolDocuments.pages })
    .from(schoolDocuments)
    .where(eq(schoolDocuments.schoolId, schoolId))
    .orderBy(asc(schoolDocuments.position), asc(schoolDocuments.uploadedAt), asc(schoolDocuments.id));
  const order = (category: DocumentCategory) => DOCUMENT_CATEGORIES.indexOf(category);
  return rows.sort((a, b) => order(a.category) - order(b.category));
}

export interface DocumentToStore {
  schoolId: number;
  category: DocumentCategory;
  title: { en: string; te: string };
  content: Uint8Array;
  hash: string;
  pages: number | null;
  uploadedBy: number;
}

/** Stores a document last in its category, and records who uploaded it. */
export async function storeDocument(db: Database, document: DocumentToStore): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(schoolDocuments.position) })
      .from(schoolDocuments)
      .where(and(eq(schoolDocuments.schoolId, document.schoolId), eq(schoolDocuments.category, document.category)));
    await tx.insert(schoolDocuments).values({
      id,
      schoolId: document.schoolId,
      category: document.category,
      title: document.title,
      size: document.content.byteLength,
      hash: document.hash,
      pages: document.pages,
      position: (last?.position ?? 0) + 1,
      content: document.content,
      uploadedBy: document.uploadedBy,
    });
    await tx.insert(accessRecords).values({
      accountId: document.uploadedBy,
      action: "document-upload",
      document: { schoolId: document.schoolId, id, title: document.title.en },
    });
  });
  return id;
}

/** Removes one of a school's documents (false: it has no such document), and records who did. */
export async function removeDocument(db: Database, { schoolId, id, removedBy }: { schoolId: number; id: string; removedBy: number }): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(schoolDocuments)
      .where(and(eq(schoolDocuments.schoolId, schoolId), eq(schoolDocuments.id, id)))
      .returning({ title: schoolDocuments.title });
    if (!removed) return false;
    await tx.insert(accessRecords).values({ accountId: removedBy, action: "document-remove", document: { schoolId, id, title: removed.title.en } });
    return true;
  });
}

/** Moves one of a school's documents a place up or down within its category (at either end: nothing to do). */
export async function moveDocument(db: Database, { schoolId, id, direction }: { schoolId: number; id: string; direction: "up" | "down" }): Promise<void> {
  if (!isUuid(id)) return;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .select({ category: schoolDocuments.category, position: schoolDocuments.position })
      .from(schoolDocuments)
      .where(and(eq(schoolDocuments.schoolId, schoolId), eq(schoolDocuments.id, id)))
      .for("update");
    if (!moved) return;
    const [neighbour] = await tx
      .select({ id: schoolDocuments.id, position: schoolDocuments.position })
      .from(schoolDocuments)
      .where(
        and(
          eq(schoolDocuments.schoolId, schoolId),
          eq(schoolDocuments.category, moved.category),
          direction === "up" ? lt(schoolDocuments.position, moved.position) : gt(schoolDocuments.position, moved.position),
        ),
      )
      .orderBy(direction === "up" ? desc(schoolDocuments.position) : asc(schoolDocuments.position))
      .limit(1)
      .for("update");
    if (!neighbour) return;
    await tx.update(schoolDocuments).set({ position: neighbour.position }).where(eq(schoolDocuments.id, id));
    await tx.update(schoolDocuments).set({ position: moved.position }).where(eq(schoolDocuments.id, neighbour.id));
  });
}

/** One of a school's documents, for its download; nothing for an id it does not have. */
export async function documentContent(
  db: Database,
  schoolId: number,
  id: string,
): Promise<{ title: { en: string; te: string }; hash: string; content: Uint8Array } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ title: schoolDocuments.title, hash: schoolDocuments.hash, content: schoolDocuments.content })
    .from(schoolDocuments)
    .where(and(eq(schoolDocuments.schoolId, schoolId), eq(schoolDocuments.id, id)));
  return row;
}

/** One of a school's documents by id, without its bytes. */
export async function findDocument(db: Database, schoolId: number, id: string): Promise<DocumentView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: schoolDocuments.id, category: schoolDocuments.category, title: schoolDocuments.title, size: schoolDocuments.size, pages: schoolDocuments.pages })
    .from(schoolDocuments)
    .where(and(eq(schoolDocuments.schoolId, schoolId), eq(schoolDocuments.id, id)));
  return row;
}

/** PostgreSQL refuses a malformed uuid with an error: such an id names no document. */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

