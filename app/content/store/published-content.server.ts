// The published content, held in memory (issue 28): pages read it on every view without
// asking the database. It is loaded at start and reloaded when a document is published,
// here (the publisher reloads after its commit) or on another instance (its NOTIFY:
// server/content-changes.ts). Whoever serves pages from it (the page cache) hears of
// every change through `onChange`.
import { eq, inArray, and } from "drizzle-orm";
import type { Database } from "#database/client.ts";
import { contentDocuments, contentVersions } from "#database/schema.ts";
import type { ContentKey } from "./content-keys.ts";

export interface PublishedDocument {
  version: number;
  document: unknown;
}

export interface PublishedContent {
  /** The live document of `key`, if the database has one. */
  get(key: ContentKey): PublishedDocument | undefined;
  /** Reads the live versions again (of `keys`, or all); returns the keys whose version changed. */
  reload(keys?: ContentKey[]): Promise<ContentKey[]>;
  /** Listens for changed documents; returns the way to stop. */
  onChange(listener: (keys: ContentKey[]) => void): () => void;
}

export async function loadPublishedContent(db: Database): Promise<PublishedContent> {
  const held = new Map<ContentKey, PublishedDocument>();
  const listeners = new Set<(keys: ContentKey[]) => void>();
  // One reload at a time: a later one starts after the one on its way, so the last word wins.
  let queue: Promise<unknown> = Promise.resolve();

  const read = async (keys?: ContentKey[]): Promise<ContentKey[]> => {
    const rows = await db
      .select({ key: contentDocuments.key, version: contentDocuments.publishedVersion, document: contentVersions.document })
      .from(contentDocuments)
      .innerJoin(contentVersions, and(eq(contentVersions.key, contentDocuments.key), eq(contentVersions.version, contentDocuments.publishedVersion)))
      .where(keys ? inArray(contentDocuments.key, keys) : undefined);
    const changed: ContentKey[] = [];
    for (const row of rows) {
      const key = row.key as ContentKey;
      if (held.get(key)?.version === row.version) continue;
      held.set(key, { version: row.version, document: row.document });
      changed.push(key);
    }
    if (changed.length > 0) {
      for (const listener of listeners) {
        try {
          listener(changed);
        } catch {
          // A listener's failure is its own; the content is loaded.
        }
      }
    }
    return changed;
  };

  await read();
  return {
    get: (key) => held.get(key),
    reload: (keys) => {
      const next = queue.then(() => read(keys));
      queue = next.catch(() => undefined);
      return next;
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
