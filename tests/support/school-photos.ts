// A school's page with photos (issue 28) for tests that look at pages: one photo made here
// (no one's real photo) in the school's library, published as the page's hero, the
// principal's and its gallery's, as an office would in the editor.
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { storePhoto } from "#app/content/photos/photos.server.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { schoolKey } from "#app/content/store/content-keys.ts";
import { publishDraft, readForEditing, saveDraft } from "#app/content/store/publishing.server.ts";
import type { Database } from "#database/client.ts";
import { png } from "./photo-files.ts";

/** Answers the photo's id. */
export async function publishSchoolPhotos(db: Database, schoolId: number, accountId: number): Promise<string> {
  const outcome = await storePhoto(db, {
    scope: `school:${schoolId}`,
    alt: { en: "Children at the school gate in the morning", te: "ఉదయం పాఠశాల ముఖద్వారం దగ్గర పిల్లలు" },
    createdBy: accountId,
    encoded: await encodePhoto(await png(1200, 900), 50_000_000),
  });
  if (!("stored" in outcome)) throw new Error("the test photo was not stored");
  const { storedBytes: _bytes, createdAt: _at, createdBy: _by, ...photo } = outcome.stored;
  const key = schoolKey(schoolId);
  const opened = await readForEditing(db, key);
  if (!opened) throw new Error(`no page for school ${schoolId}`);
  const page = opened.published as SchoolContent;
  const saved = await saveDraft(db, key, { ...page, hero: { ...page.hero, image: photo }, principal: { ...page.principal, picture: photo }, gallery: [photo] }, { revision: opened.revision, accountId });
  if (!saved.ok) throw new Error("the test page's draft was refused");
  const published = await publishDraft(db, key, { revision: saved.revision, accountId });
  if (!published.ok) throw new Error("the test page was not published");
  return photo.id;
}
