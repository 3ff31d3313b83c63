// A library's photo deleted or described anew (issue 28, decision 0032), each in one
// transaction with the page that library belongs to (its content document, row locked):
// - deleted only while neither the live page nor its draft shows it (else: where it is
//   used); its files go with it (photo_files cascade), so /media answers 404 for them on
//   every instance at once (it reads the database on each request; nothing keeps them in
//   memory); the access record says who deleted what. Older versions keep their copy: a
//   roll-back drops what the library no longer has (school-pages.server.ts, goingLive).
// - described anew: the photo's row, and the page's copies of it, the live page's as its
//   next version (content store amendDocument: who, when; history only grows) and the
//   draft's in place; every instance takes the new version in (NOTIFY, and this one before
//   answering).
import type { Language } from "#app/config/enumerations.ts";
import type { PhotoScope } from "#app/content/photo.ts";
import { photoIdsIn, withPhotoViews } from "#app/content/photos/photos-in-documents.ts";
import { deletePhotoRow, describePhotoRow } from "#app/content/photos/photos.server.ts";
import type { ContentKey } from "#app/content/store/content-keys.ts";
import { contentPublished } from "#app/content/store/content-published.ts";
import { amendDocument, lockDocument, readForEditing } from "#app/content/store/publishing.server.ts";
import type { Database } from "#database/client.ts";
import { accessRecords } from "#database/schema.ts";
import type { PhotoUse } from "./photo-use.ts";


/** The page whose photos come from `scope`'s library: a school's from its own, the group's from the group's. */
const pageOf = (scope: PhotoScope): ContentKey => scope;

/** Where the page of `scope`'s library shows photo `id` now (what the step before a deletion says). */
export async function photoUses(db: Database, scope: PhotoScope, id: string): Promise<PhotoUse[]> {
  const page = await readForEditing(db, pageOf(scope));
  return usesIn(page, id);
}

function usesIn(page: { published: unknown; draft: unknown } | undefined, id: string): PhotoUse[] {
  const used: PhotoUse[] = [];
  if (page && photoIdsIn(page.published).includes(id)) used.push("live");
  if (page && page.draft !== null && photoIdsIn(page.draft).includes(id)) used.push("draft");
  return used;
}

export type DeleteOutcome = { deleted: true } | { missing: true } | { used: PhotoUse[] };

export async function deleteLibraryPhoto(db: Database, { scope, id, memberId }: { scope: PhotoScope; id: string; memberId: number }): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    // Locked: a publish or a draft's save of this page waits until the photo is gone, and
    // then finds it gone (a publish drops it; the editor refuses a choice of it).
    const used = usesIn(await lockDocument(tx, pageOf(scope)), id);
    if (used.length > 0) return { used };
    const alt = await deletePhotoRow(tx, scope, id);
    if (alt === undefined) return { missing: true };
    await tx.insert(accessRecords).values({ accountId: memberId, action: "photo-delete", photo: { scope, id, alt } });
    return { deleted: true };
  });
}

export type DescribeOutcome = { described: true; version: number | null } | { missing: true };

export async function describeLibraryPhoto(db: Database, { scope, id, alt, memberId }: { scope: PhotoScope; id: string; alt: Record<Language, string>; memberId: number }): Promise<DescribeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DescribeOutcome> => {
    // The page first, as a deletion and a publish take it: no two of them wait on each other.
    await lockDocument(tx, pageOf(scope));
    const view = await describePhotoRow(tx, scope, id, alt);
    if (!view) return { missing: true };
    const version = await amendDocument(tx, pageOf(scope), (document) => withPhotoViews(document, (shown) => (shown === id ? view : undefined)), memberId);
    return { described: true, version };
  });
  if ("described" in outcome && outcome.version !== null) await contentPublished([pageOf(scope)]);
  return outcome;
}
