// Drafts, publishing and roll-back of the content documents (issue 28, decision 0031).
// A draft is saved on the revision its editor opened, in one statement: a second editor's
// save on an older revision changes nothing and is told what the other saved. Publishing
// makes the draft a new version (who, when) and tells every instance (NOTIFY, delivered at
// commit); a roll-back publishes an earlier version again as a new one, so history only
// grows. After the commit the publisher's own instance takes it in before answering
// (content-published.ts). A publish or a roll-back may remake the document as it goes live
// (`goingLive`: a school page's photos as its library has them now); an amendment
// (`amendDocument`: a photo's corrected description) publishes the live document changed as
// the next version and changes the draft in place, inside the caller's transaction.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { contentDocuments, contentVersions } from "#database/schema.ts";
import type { ContentKey } from "./content-keys.ts";
import { contentPublished } from "./content-published.ts";

/** The channel every instance listens on; the payload is the document's key. */
export const CONTENT_CHANNEL = "content_published";

export interface EditedDocument {
  key: ContentKey;
  publishedVersion: number;
  published: unknown;
  /** The draft, or null when there is none (the editor starts from the published document). */
  draft: unknown;
  /** The draft's revision: a save names it. */
  revision: number;
  savedAt: Date | null;
  savedBy: number | null;
}

export async function readForEditing(db: Pick<Database, "select">, key: ContentKey): Promise<EditedDocument | undefined> {
  const [row] = await db
    .select({
      publishedVersion: contentDocuments.publishedVersion,
      published: contentVersions.document,
      draft: contentDocuments.draft,
      revision: contentDocuments.draftRevision,
      savedAt: contentDocuments.draftSavedAt,
      savedBy: contentDocuments.draftSavedBy,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.key, contentDocuments.key), eq(contentVersions.version, contentDocuments.publishedVersion)))
    .where(eq(contentDocuments.key, key));
  return row && { key, ...row };
}

export type DraftSaved =
  | { ok: true; revision: number }
  /** Someone saved (or published) since `revision` was opened: nothing changed; what is there now. */
  | { ok: false; reason: "stale"; current: EditedDocument }
  | { ok: false; reason: "missing" };

/** Saves `draft` if the document is still at `revision`. */
export async function saveDraft(db: Database, key: ContentKey, draft: unknown, { revision, accountId }: { revision: number; accountId: number }): Promise<DraftSaved> {
  const [saved] = await db
    .update(contentDocuments)
    .set({ draft, draftRevision: sql`${contentDocuments.draftRevision} + 1`, draftSavedAt: new Date(), draftSavedBy: accountId })
    .where(and(eq(contentDocuments.key, key), eq(contentDocuments.draftRevision, revision)))
    .returning({ revision: contentDocuments.draftRevision });
  if (saved) return { ok: true, revision: saved.revision };
  const current = await readForEditing(db, key);
  return current ? { ok: false, reason: "stale", current } : { ok: false, reason: "missing" };
}

export type Published =
  | { ok: true; version: number }
  | { ok: false; reason: "stale"; current: EditedDocument }
  | { ok: false; reason: "no-draft" | "missing" | "no-version" };

/** Publishes the draft seen at `revision` as the next version. */
export async function publishDraft(db: Database, key: ContentKey, { revision, accountId, goingLive }: { revision: number; accountId: number; goingLive?: GoingLive }): Promise<Published> {
  const outcome = await db.transaction(async (tx): Promise<Published | "stale"> => {
    const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
    if (!document) return { ok: false, reason: "missing" };
    if (document.draftRevision !== revision) return "stale";
    if (document.draft === null) return { ok: false, reason: "no-draft" };
    const version = await nextVersion(tx, key, goingLive ? await goingLive(tx, document.draft) : document.draft, accountId, null);
    return { ok: true, version };
  });
  if (outcome !== "stale") {
    if (outcome.ok) await contentPublished([key]);
    return outcome;
  }
  const current = await readForEditing(db, key);
  return current ? { ok: false, reason: "stale", current } : { ok: false, reason: "missing" };
}

/** Publishes version `version` again, as the next version (a roll-back); the draft, if any, stays. */
export async function restoreVersion(db: Database, key: ContentKey, version: number, { accountId, goingLive }: { accountId: number; goingLive?: GoingLive }): Promise<Published> {
  const outcome = await db.transaction(async (tx): Promise<Published> => {
    const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
    if (!document) return { ok: false, reason: "missing" };
    const [earlier] = await tx
      .select({ document: contentVersions.document })
      .from(contentVersions)
      .where(and(eq(contentVersions.key, key), eq(contentVersions.version, version)));
    if (!earlier) return { ok: false, reason: "no-version" };
    const restored = goingLive ? await goingLive(tx, earlier.document) : earlier.document;
    return { ok: true, version: await nextVersion(tx, key, restored, accountId, version, { keepDraft: true }) };
  });
  if (outcome.ok) await contentPublished([key]);
  return outcome;
}

/** A statement runner: the database, or a transaction's. */
export type Statements = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * What a document becomes as it goes live (a publish, a roll-back), worked out inside the
 * transaction with its row locked: the caller's rule (a school page's photos as its library
 * has them now, app/content/photos/photos-in-documents.ts).
 */
export type GoingLive = (tx: Statements, document: unknown) => Promise<unknown>;

/** A document's live version and its draft, its row locked until the caller's transaction (`tx`) ends. */
export async function lockDocument(tx: Statements, key: ContentKey): Promise<{ publishedVersion: number; published: unknown; draft: unknown } | undefined> {
  const [document] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
  if (!document) return undefined;
  const [live] = await tx
    .select({ document: contentVersions.document })
    .from(contentVersions)
    .where(and(eq(contentVersions.key, key), eq(contentVersions.version, document.publishedVersion)));
  return { publishedVersion: document.publishedVersion, published: live?.document, draft: document.draft };
}

/**
 * Inside the caller's transaction: `change` made to the live document, published as the next
 * version (by `accountId`, history only grows), and to the draft, in place. The draft keeps
 * its revision: what `change` touches is not what an editor's form carries (a photo's copy,
 * where the form names the photo by its id), so an editor at work loses nothing and is not
 * told someone else saved. Returns the new version (none: the live document was unchanged);
 * after its commit the caller tells this instance (`contentPublished([key])`), as NOTIFY tells
 * the others.
 */
export async function amendDocument(tx: Statements, key: ContentKey, change: (document: unknown) => unknown, accountId: number): Promise<number | null> {
  const locked = await lockDocument(tx, key);
  if (!locked) return null;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (locked.draft !== null) {
    const draft = change(locked.draft);
    if (!same(draft, locked.draft)) await tx.update(contentDocuments).set({ draft }).where(eq(contentDocuments.key, key));
  }
  const published = change(locked.published);
  if (same(published, locked.published)) return null;
  return nextVersion(tx, key, published, accountId, null, { keepDraft: true, keepRevision: true });
}

/** Writes the next version, makes it live, and tells every instance at commit (the document's row is locked). */
async function nextVersion(
  tx: Statements,
  key: ContentKey,
  document: unknown,
  accountId: number,
  restoredFrom: number | null,
  { keepDraft = false, keepRevision = false }: { keepDraft?: boolean; keepRevision?: boolean } = {},
): Promise<number> {
  const [last] = await tx
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, key))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  await tx.insert(contentVersions).values({ key, version, document, publishedBy: accountId, restoredFrom });
  await tx
    .update(contentDocuments)
    .set({
      publishedVersion: version,
      // A new revision either way (but an amendment's): an editor who opened the page before must reload.
      ...(keepRevision ? {} : { draftRevision: sql`${contentDocuments.draftRevision} + 1` }),
      ...(keepDraft ? {} : { draft: null, draftSavedAt: null, draftSavedBy: null }),
    })
    .where(eq(contentDocuments.key, key));
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${key})`);
  return version;
}

export interface VersionLine {
  version: number;
  publishedAt: Date;
  publishedBy: number | null;
  restoredFrom: number | null;
}

/** A document's versions, the latest first. */
export async function versionsOf(db: Pick<Database, "select">, key: ContentKey): Promise<VersionLine[]> {
  return db
    .select({
      version: contentVersions.version,
      publishedAt: contentVersions.publishedAt,
      publishedBy: contentVersions.publishedBy,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .where(eq(contentVersions.key, key))
    .orderBy(desc(contentVersions.version));
}

/** One version's document (to show beside the live one). */
export async function versionDocument(db: Pick<Database, "select">, key: ContentKey, version: number): Promise<unknown> {
  const [row] = await db
    .select({ document: contentVersions.document })
    .from(contentVersions)
    .where(and(eq(contentVersions.key, key), eq(contentVersions.version, version)));
  return row?.document;
}
