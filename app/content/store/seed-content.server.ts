// The first version of every document is today's content as the modules hold it (issue
// 28): a fresh database shows the same site as before the offices edited anything. Run at
// every start; a document already there is left as it is, so two instances starting at
// once on one PostgreSQL database write it once (the second waits on the first's key).
import { copyFirstVersion } from "#app/content/copy/index.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { schoolContents } from "#app/content/schools/index.ts";
import { testimonialsFirstVersion } from "#app/content/testimonials/first-version.ts";
import type { Database } from "#database/client.ts";
import { contentDocuments, contentVersions } from "#database/schema.ts";
import { schoolKey, type ContentKey } from "./content-keys.ts";

/** The documents as the modules hold them. */
export function seedDocuments(): Array<{ key: ContentKey; document: unknown }> {
  return [
    { key: "group", document: groupFirstVersion },
    { key: "testimonials", document: testimonialsFirstVersion },
    { key: "copy", document: copyFirstVersion },
    ...Object.entries(schoolContents).map(([id, content]) => ({ key: schoolKey(Number(id)), document: content })),
  ];
}

/** Writes the documents the database does not have yet as their version 1; returns their keys. */
export async function seedContent(db: Database): Promise<ContentKey[]> {
  const documents = seedDocuments();
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(contentDocuments)
      .values(documents.map(({ key }) => ({ key, publishedVersion: 1 })))
      .onConflictDoNothing()
      .returning({ key: contentDocuments.key });
    const keys = added.map((row) => row.key as ContentKey);
    if (keys.length === 0) return keys;
    await tx.insert(contentVersions).values(documents.filter(({ key }) => keys.includes(key)).map(({ key, document }) => ({ key, version: 1, document })));
    return keys;
  });
}
