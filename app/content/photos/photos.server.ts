// The photos as stored (photos, photo_files; decision 0032): written once, after their
// files are made; read by the office's library, by the pages that show them, and by /media.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import { photoFiles, photos, staffAccounts } from "#database/schema.ts";
import type { EncodedPhoto } from "./photo-encode.server.ts";
import { photoIdsIn, withPhotoViews } from "./photos-in-documents.ts";
import type { PhotoFileView, PhotoFormat, PhotoScope, PhotoView } from "../photo.ts";

/** A photo as the office's library lists it. */
export interface LibraryPhoto extends PhotoView {
  /** The bytes of all its files together. */
  storedBytes: number;
  createdAt: Date;
  createdBy: string | null;
}

export type StoreOutcome =
  | { stored: LibraryPhoto }
  /** The very same photo (its files' bytes) is stored already: in this library, or in another. */
  | { duplicate: "here" | "elsewhere" };

/** Another photo holds one of these files: nothing of this one is kept. */
class AlreadyStored extends Error {}

export async function storePhoto(
  db: Database,
  photo: { scope: PhotoScope; alt: Record<Language, string>; createdBy: number; encoded: EncodedPhoto },
): Promise<StoreOutcome> {
  const { scope, alt, createdBy, encoded } = photo;
  const hashes = encoded.files.map((file) => file.hash);
  const holder = async () => {
    const [held] = await db
      .select({ scope: photos.scope })
      .from(photoFiles)
      .innerJoin(photos, eq(photos.id, photoFiles.photoId))
      .where(inArray(photoFiles.hash, hashes))
      .limit(1);
    return held && { duplicate: held.scope === scope ? ("here" as const) : ("elsewhere" as const) };
  };
  const before = await holder();
  if (before) return before;
  const id = crypto.randomUUID();
  try {
    const createdAt = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(photos)
        .values({ id, scope, width: encoded.width, height: encoded.height, alt, createdBy })
        .returning({ createdAt: photos.createdAt });
      // One file at a time: the driver holds one file's bytes (and their hex) at once.
      for (const file of encoded.files) {
        const written = await tx
          .insert(photoFiles)
          .values({ hash: file.hash, photoId: id, format: file.format, width: file.width, height: file.height, size: file.bytes.byteLength, content: file.bytes })
          .onConflictDoNothing()
          .returning({ hash: photoFiles.hash });
        // Stored meanwhile by another upload (another instance): this one is a duplicate.
        if (written.length === 0) throw new AlreadyStored();
      }
      return row!.createdAt;
    });
    const [account] = await db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, createdBy));
    return {
      stored: {
        id,
        width: encoded.width,
        height: encoded.height,
        alt,
        files: encoded.files.map(({ hash, format, width, height }) => ({ hash, format, width, height })),
        storedBytes: encoded.files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
        createdAt,
        createdBy: account?.email ?? null,
      },
    };
  } catch (error) {
    if (error instanceof AlreadyStored) return (await holder()) ?? { duplicate: "elsewhere" };
    throw error;
  }
}

/** The photos of one library, newest first, with their files (not their bytes). */
export async function listPhotos(db: Database, scope: PhotoScope, only?: string): Promise<LibraryPhoto[]> {
  const rows = await db
    .select({ id: photos.id, width: photos.width, height: photos.height, alt: photos.alt, createdAt: photos.createdAt, createdBy: staffAccounts.email })
    .from(photos)
    .leftJoin(staffAccounts, eq(staffAccounts.id, photos.createdBy))
    .where(and(eq(photos.scope, scope), only === undefined ? undefined : eq(photos.id, only)))
    .orderBy(desc(photos.createdAt), desc(photos.id));
  const files = await filesOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const own = files.get(row.id) ?? [];
    return { ...row, files: own.map(({ size: _size, ...file }) => file), storedBytes: own.reduce((sum, file) => sum + file.size, 0) };
  });
}

/** Photos by id of one library, as a page shows them (ids that name no photo of it are left out). */
export async function photoViews(db: Pick<Database, "select">, scope: PhotoScope, ids: readonly string[]): Promise<Map<string, PhotoView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: photos.id, width: photos.width, height: photos.height, alt: photos.alt })
    .from(photos)
    .where(and(eq(photos.scope, scope), inArray(photos.id, [...ids])));
  const files = await filesOf(db, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.id, { ...row, files: (files.get(row.id) ?? []).map(({ size: _size, ...file }) => file) }]));
}

async function filesOf(db: Pick<Database, "select">, ids: string[]): Promise<Map<string, Array<PhotoFileView & { size: number }>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ photoId: photoFiles.photoId, hash: photoFiles.hash, format: photoFiles.format, width: photoFiles.width, height: photoFiles.height, size: photoFiles.size })
    .from(photoFiles)
    .where(inArray(photoFiles.photoId, ids))
    .orderBy(photoFiles.width);
  const byPhoto = new Map<string, Array<PhotoFileView & { size: number }>>();
  for (const { photoId, ...file } of rows) byPhoto.set(photoId, [...(byPhoto.get(photoId) ?? []), file]);
  return byPhoto;
}

/** One photo of a library, as the library lists it; nothing for an id it does not have. */
export async function findPhoto(db: Database, scope: PhotoScope, id: string): Promise<LibraryPhoto | undefined> {
  if (!isUuid(id)) return undefined;
  return (await listPhotos(db, scope, id))[0];
}

/**
 * `document` (a page of `scope`'s library) with its photos as the library has them now: a
 * corrected description taken in, a photo no longer there dropped (photos-in-documents.ts).
 * What a page is made of as it goes live (a publish, a roll-back), in the publishing
 * transaction, so a page never goes live with a photo a deletion has just taken away.
 */
export function photosAsInLibrary(scope: PhotoScope) {
  return async (tx: Pick<Database, "select">, document: unknown): Promise<unknown> => {
    const ids = photoIdsIn(document);
    if (ids.length === 0) return document;
    const views = await photoViews(tx, scope, ids);
    return withPhotoViews(document, (id) => views.get(id) ?? null);
  };
}

/** Deletes a photo of `scope`'s library (its files go with it); its English description, or nothing when it has no such photo. */
export async function deletePhotoRow(tx: Pick<Database, "delete">, scope: PhotoScope, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [deleted] = await tx
    .delete(photos)
    .where(and(eq(photos.scope, scope), eq(photos.id, id)))
    .returning({ alt: photos.alt });
  return deleted?.alt.en;
}

/** Sets the descriptions of a photo of `scope`'s library; its view as pages show it, or nothing when it has no such photo. */
export async function describePhotoRow(tx: Pick<Database, "select" | "update">, scope: PhotoScope, id: string, alt: Record<Language, string>): Promise<PhotoView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .update(photos)
    .set({ alt })
    .where(and(eq(photos.scope, scope), eq(photos.id, id)))
    .returning({ id: photos.id, width: photos.width, height: photos.height, alt: photos.alt });
  if (!row) return undefined;
  const files = await filesOf(tx, [row.id]);
  return { ...row, files: (files.get(row.id) ?? []).map(({ size: _size, ...file }) => file) };
}

/** PostgreSQL refuses a malformed uuid with an error: such an id names no photo. */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** One file's bytes for /media, when its address names its format too. */
export async function photoFileContent(db: Database, hash: string, format: PhotoFormat): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ content: photoFiles.content })
    .from(photoFiles)
    .where(and(eq(photoFiles.hash, hash), eq(photoFiles.format, format)));
  return row?.content;
}
