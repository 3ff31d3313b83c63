// A library's photo deleted or described anew (issue 28, decision 0032), each in one
// transaction with the page that library belongs to (its content document, row locked):
// - deleted only while neither the live page nor its draft shows it (else: where it is
//   used); its files go with it (photo_files cascade), so /media answers 404 for them on
//   every instance at once (it reads the database on each request; nothing keeps them in
//   memory); the access record says who deleted what. Older versions keep their copy: a
//   roll-back drops what the library no longer has (content-editing.server.ts, goingLive).
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


/**
 * The documents whose photos come from `scope`'s library, in the one order every
 * transaction locks them in: a school's page from its own; the group's facts and the
 * testimonials from the group's.
 */
const pagesOf = (scope: PhotoScope): ContentKey[] => (scope === "group" ? ["group", "testimonials"] : [scope]);

/** Where the pages of `scope`'s library show photo `id` now (what the step before a deletion says). */
export async function photoUses(db: Database, scope: PhotoScope, id: string): Promise<PhotoUse[]> {
  return usesIn(await Promise.all(pagesOf(scope).map((key) => readForEditing(db, key))), id);
}

function usesIn(pages: Array<{ published: unknown; draft: unknown } | undefined>, id: string): PhotoUse[] {
  const shown = (where: (page: { published: unknown; draft: unknown }) => unknown) => pages.some((page) => page !== undefined && photoIdsIn(where(page)).includes(id));
  const used: PhotoUse[] = [];
  if (shown((page) => page.published)) used.push("live");
  if (shown((page) => page.draft)) used.push("draft");
  return used;
}

export type DeleteOutcome = { deleted: true } | { missing: true } | { used: PhotoUse[] };

export async function deleteLibraryPhoto(db: Database, { scope, id, memberId }: { scope: PhotoScope; id: string; memberId: number }): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    // Locked: a publish or a draft's save of this page waits until the photo is gone, and
    // then finds it gone (a publish drops it; the editor refuses a choice of it).
    const pages = [];
    for (const key of pagesOf(scope)) pages.push(await lockDocument(tx, key));
    const used = usesIn(pages, id);
    if (used.length > 0) return { used };
    const alt = await deletePhotoRow(tx, scope, id);
    if (alt === undefined) return { missing: true };
    await tx.insert(accessRecords).values({ accountId: memberId, action: "photo-delete", photo: { scope, id, alt } });
    return { deleted: true };
  });
}

/** Described: the version the live page took (null: no live page shows it), and the documents amended. */
export type DescribeOutcome = { described: true; version: number | null; amended: ContentKey[] } | { missing: true };

export async function describeLibraryPhoto(db: Database, { scope, id, alt, memberId }: { scope: PhotoScope; id: string; alt: Record<Language, string>; memberId: number }): Promise<DescribeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DescribeOutcome> => {
    // The pages first, as a deletion and a publish take them: no two of them wait on each other.
    for (const key of pagesOf(scope)) await lockDocument(tx, key);
    const view = await describePhotoRow(tx, scope, id, alt);
    if (!view) return { missing: true };
    const amended: ContentKey[] = [];
    let version: number | null = null;
    for (const key of pagesOf(scope)) {
      const next = await amendDocument(tx, key, (document) => withPhotoViews(document, (shown) => (shown === id ? view : undefined)), memberId);
      if (next !== null) {
        amended.push(key);
        version = next;
      }
    }
    return { described: true, version, amended };
  });
  if ("amended" in outcome && outcome.amended.length > 0) await contentPublished(outcome.amended);
  return outcome;
}
