// A library's photo deleted or described anew through the built site (issue 28, decision
// 0032), on PGlite and PostgreSQL: the step that asks before a deletion, the refusal while
// the school's page (live or draft) shows the photo, in both languages; a deletion takes the
// photo and its files (404 at /media) and is in the access record; a roll-back to a version
// that showed it comes back without it; a corrected description reaches the live page as its
// next version, and the draft; a refusal at each field; another school's photo is the staff
// area's 404.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFilePath, type PhotoView } from "#app/content/photo.ts";
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { photoViews, storePhoto } from "#app/content/photos/photos.server.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { schoolKey } from "#app/content/store/content-keys.ts";
import { publishDraft, readForEditing, saveDraft, versionDocument, versionsOf } from "#app/content/store/publishing.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { queryRows } from "#database/client.ts";
import { builtPages, serverBundle } from "../tests/support/built-site.ts";
import { png } from "../tests/support/photo-files.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { seedContent } from "#app/content/store/seed-content.server.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough password";
const en = catalogues.en.staffPhotos;
const te = catalogues.te.staffPhotos;
/** MAA School, whose staff the tests sign in as. */
const MAA = 2;
const KEY = schoolKey(MAA);

describe.each(engines)("deleting and describing a library's photo on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let maaCookie = "";
  let memberId = 0;
  let reloadContent: () => Promise<unknown> = async () => {};
  let stopHolding = () => {};
  let width = 400;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { maa } = await addAdminAndMaaStaff(db());
    memberId = maa.id;
    await seedContent(db());
    // The bundle's own memory of the published content: its publishes reload it; the test's
    // own (through the store, in this process) reload it by hand.
    const held = await (await serverBundle()).holdPublishedContent(db());
    reloadContent = () => held.content.reload();
    stopHolding = held.stop;
    site = await startTestServer(db(), await builtPages(db(), () => {}));
    adminCookie = await staffCookie(site.url, "office@example.org", PASSWORD);
    maaCookie = await staffCookie(site.url, "maa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    stopHolding();
    await site?.close();
    await database?.close();
  });

  /** A photo in `scope`'s library (a size of its own, so its files are its own). */
  const addPhoto = async (scope: `school:${number}`, alt = { en: "Children in the library", te: "గ్రంథాలయంలో పిల్లలు" }): Promise<PhotoView> => {
    width += 8;
    const outcome = await storePhoto(db(), { scope, alt, createdBy: memberId, encoded: await encodePhoto(await png(width, 300), 50_000_000) });
    if (!("stored" in outcome)) throw new Error("the test photo was not stored");
    return (await photoViews(db(), scope, [outcome.stored.id])).get(outcome.stored.id)!;
  };
  /** MAA's page as the editor would save it: `change` made to the draft (or the live page). */
  const saveMaaDraft = async (change: (page: SchoolContent) => SchoolContent) => {
    const opened = (await readForEditing(db(), KEY))!;
    const saved = await saveDraft(db(), KEY, change((opened.draft ?? opened.published) as SchoolContent), { revision: opened.revision, accountId: memberId });
    if (!saved.ok) throw new Error("the draft was refused");
    return saved.revision;
  };
  const publishMaa = async (change: (page: SchoolContent) => SchoolContent) => {
    const revision = await saveMaaDraft(change);
    const published = await publishDraft(db(), KEY, { revision, accountId: memberId });
    if (!published.ok) throw new Error("not published");
    await reloadContent();
    return published.version;
  };
  /** What the page shows (its catalogue also travels in its data, for hydration). */
  const shown = async (response: Response) => {
    const html = await response.text();
    return html.slice(0, html.indexOf("</main>"));
  };
  const get = (path: string, cookie = maaCookie) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { cookie, "accept-language": "en" } });
  const post = (path: string, fields: Record<string, string>, cookie = maaCookie) =>
    fetch(`${site.url}${path}`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields), headers: { cookie, Origin: site.url, "accept-language": "en" } });
  const rows = (id: string) =>
    queryRows<{ photos: number; files: number }>(db(), sql`select (select count(*)::int from photos where id = ${id}) as photos, (select count(*)::int from photo_files where photo_id = ${id}) as files`);
  const altOf = async (id: string) => (await queryRows<{ alt: { en: string; te: string } }>(db(), sql`select alt from photos where id = ${id}`))[0]?.alt;
  const live = async () => (await readForEditing(db(), KEY))!;
  const noPhotos = (page: SchoolContent): SchoolContent => ({ ...page, hero: { ...page.hero, image: null }, principal: { ...page.principal, picture: null }, gallery: [] });

  it("asks once more, then deletes the photo and its files (404 at /media), and records who did", async () => {
    const photo = await addPhoto(`school:${MAA}`);
    const step = await get(`/staff/content/photos?delete=${photo.id}`);
    expect(step.status).toBe(200);
    const html = await shown(step);
    expect(html).toContain(en.delete.title);
    expect(html).toContain(en.delete.confirm);
    expect(html).toContain(`action="/staff/content/photos?delete=${photo.id}"`);
    expect(await (await get(`/te/staff/content/photos?delete=${photo.id}`)).text()).toContain(te.delete.confirm);
    for (const file of photo.files) expect((await fetch(`${site.url}${photoFilePath(file)}`)).status).toBe(200);

    const deleted = await post(`/staff/content/photos?delete=${photo.id}`, { intent: "delete", id: photo.id });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/staff/content/photos?deleted");
    const after = await shown(await get("/staff/content/photos?deleted"));
    expect(after).toContain(en.notices.deleted);
    expect(after).not.toContain(photo.id);
    expect(await rows(photo.id)).toEqual([{ photos: 0, files: 0 }]);
    for (const file of photo.files) expect((await fetch(`${site.url}${photoFilePath(file)}`)).status).toBe(404);
    expect(await queryRows(db(), sql`select account_id, photo from access_records where action = 'photo-delete'`)).toEqual([
      { account_id: memberId, photo: { scope: `school:${MAA}`, id: photo.id, alt: "Children in the library" } },
    ]);
    const record = await (await get("/staff/access", adminCookie)).text();
    expect(record).toContain(catalogues.en.staff.access.actions.photoDelete);
    expect(record).toContain("Children in the library");
    // Gone already (a second tab): no such photo in this library.
    expect((await post(`/staff/content/photos?delete=${photo.id}`, { intent: "delete", id: photo.id })).status).toBe(404);
    expect((await get(`/staff/content/photos?delete=${photo.id}`)).status).toBe(404);
  });

  it("refuses while the page shows it, saying where in both languages (409), and keeps it", async () => {
    const photo = await addPhoto(`school:${MAA}`);
    await saveMaaDraft((page) => ({ ...page, hero: { ...page.hero, image: photo } }));
    const step = await shown(await get(`/staff/content/photos?delete=${photo.id}`));
    expect(step).toContain(en.delete.usedWhere.draft);
    expect(step).not.toContain(en.delete.usedWhere.live);
    expect(step).not.toContain(en.delete.confirm);
    expect(step).toContain(`href="/staff/content/school/${MAA}"`);
    expect(await shown(await get(`/te/staff/content/photos?delete=${photo.id}`))).toContain(te.delete.usedWhere.draft);
    const refused = await post(`/staff/content/photos?delete=${photo.id}`, { intent: "delete", id: photo.id });
    expect(refused.status).toBe(409);
    expect(await shown(refused)).toContain(en.delete.usedWhere.draft);

    await publishMaa((page) => page);
    const refusedLive = await post(`/te/staff/content/photos?delete=${photo.id}`, { intent: "delete", id: photo.id });
    expect(refusedLive.status).toBe(409);
    const words = await shown(refusedLive);
    expect(words).toContain(te.delete.usedWhere.live);
    expect(words).not.toContain(te.delete.usedWhere.draft);
    expect(await rows(photo.id)).toEqual([{ photos: 1, files: photo.files.length }]);
    expect(await queryRows(db(), sql`select id from access_records where photo->>'id' = ${photo.id}`)).toEqual([]);
    await publishMaa(noPhotos);
  });

  it("brings an earlier version back without a photo deleted since: the hero falls back to the drawing, the gallery skips it", async () => {
    const [gone, kept] = [await addPhoto(`school:${MAA}`, { en: "The old hall", te: "పాత హాలు" }), await addPhoto(`school:${MAA}`, { en: "The sports field", te: "ఆట స్థలం" })];
    const withBoth = await publishMaa((page) => ({ ...page, hero: { ...page.hero, image: gone }, principal: { ...page.principal, picture: kept }, gallery: [gone, kept] }));
    await publishMaa(noPhotos);
    expect((await post(`/staff/content/photos?delete=${gone.id}`, { intent: "delete", id: gone.id })).status).toBe(302);

    const restored = await post(`/staff/content/school/${MAA}/history`, { intent: "restore", version: String(withBoth) });
    expect(restored.status).toBe(302);
    const page = (await live()).published as SchoolContent;
    expect(page.hero.image).toBeNull();
    expect(page.principal.picture?.id).toBe(kept.id);
    expect(page.gallery?.map((shown) => shown.id)).toEqual([kept.id]);
    // The version itself is history: as it was published.
    expect(((await versionDocument(db(), KEY, withBoth)) as SchoolContent).hero.image?.id).toBe(gone.id);
    const html = await (await fetch(`${site.url}/school/${MAA}`)).text();
    expect(html).toContain(photoFilePath(kept.files[0]!));
    for (const file of gone.files) expect(html).not.toContain(photoFilePath(file));
    expect(html).not.toContain("The old hall");
    await publishMaa(noPhotos);
  });

  it("corrects a description: each field's problem first (400, nothing changed), then the live page, as its next version, and the draft", async () => {
    const photo = await addPhoto(`school:${MAA}`, { en: "Childen at assembly", te: "అసెంబ్లీలో పిల్లలు" });
    await publishMaa((page) => ({ ...page, hero: { ...page.hero, image: photo } }));
    const revision = await saveMaaDraft((page) => ({ ...page, gallery: [photo] }));
    const before = await versionsOf(db(), KEY);

    const form = await shown(await get(`/staff/content/photos?describe=${photo.id}`));
    expect(form).toContain(en.describe.title);
    expect(form).toContain('value="Childen at assembly"');
    for (const [fields, problem] of [
      [{ altEn: "Children at the morning assembly", altTe: " " }, en.problems.altTeMissing],
      [{ altEn: "x".repeat(251), altTe: "ఉదయం అసెంబ్లీలో పిల్లలు" }, en.problems.altTooLong.replace("{max}", "250").replace("{count}", "251")],
    ] as const) {
      const refused = await post(`/staff/content/photos?describe=${photo.id}`, { intent: "describe", id: photo.id, ...fields });
      expect(refused.status).toBe(400);
      const html = await shown(refused);
      expect(html).toContain(en.describe.notSaved);
      expect(html).toContain(problem);
    }
    expect(await altOf(photo.id)).toEqual({ en: "Childen at assembly", te: "అసెంబ్లీలో పిల్లలు" });
    expect(await versionsOf(db(), KEY)).toEqual(before);

    const saved = await post(`/staff/content/photos?describe=${photo.id}`, { intent: "describe", id: photo.id, altEn: "Children at the\nmorning assembly", altTe: "ఉదయం అసెంబ్లీలో పిల్లలు" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/staff/content/photos?describedLive");
    expect(await shown(await get("/staff/content/photos?describedLive"))).toContain(en.notices.describedLive);
    expect(await shown(await get("/staff/content/photos?described"))).not.toContain(en.notices.describedLive);
    const alt = { en: "Children at the morning assembly", te: "ఉదయం అసెంబ్లీలో పిల్లలు" };
    expect(await altOf(photo.id)).toEqual(alt);
    const now = await live();
    expect(now.publishedVersion).toBe(before[0]!.version + 1);
    expect((await versionsOf(db(), KEY))[0]).toMatchObject({ publishedBy: memberId, restoredFrom: null });
    expect((now.published as SchoolContent).hero.image?.alt).toEqual(alt);
    expect((now.draft as SchoolContent).gallery?.[0]?.alt).toEqual(alt);
    // An editor at work is not interrupted: the draft's revision is the one they opened.
    expect(now.revision).toBe(revision);
    expect(await (await fetch(`${site.url}/school/${MAA}`)).text()).toContain(alt.en);
    expect(await (await fetch(`${site.url}/te/school/${MAA}`)).text()).toContain(alt.te);

    // A photo no page shows: the library alone.
    const unused = await addPhoto(`school:${MAA}`);
    const quiet = await post(`/te/staff/content/photos?describe=${unused.id}`, { intent: "describe", id: unused.id, altEn: "Books on a shelf", altTe: "అలమరలో పుస్తకాలు" });
    expect(quiet.headers.get("location")).toBe("/te/staff/content/photos?described");
    expect((await live()).publishedVersion).toBe(now.publishedVersion);
    await publishMaa(noPhotos);
  });

  it("answers another school's photo with the staff area's 404, GET and POST, changing nothing; a group admin reaches it", async () => {
    const photo = await addPhoto("school:1", { en: "Viswa Bharathi's gate", te: "విశ్వభారతి ముఖద్వారం" });
    for (const path of [`/staff/content/photos?delete=${photo.id}`, `/staff/content/photos?describe=${photo.id}`, `/staff/content/photos?scope=viswa&delete=${photo.id}`]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await post(`/staff/content/photos?delete=${photo.id}`, { intent: "delete", id: photo.id })).status).toBe(404);
    expect((await post(`/staff/content/photos?describe=${photo.id}`, { intent: "describe", id: photo.id, altEn: "Mine now", altTe: "ఇది నాది" })).status).toBe(404);
    expect((await post(`/staff/content/photos?describe=${photo.id}`, { intent: "describe", id: photo.id, altEn: "", altTe: "" })).status).toBe(404);
    expect((await post(`/staff/content/photos?scope=viswa`, { intent: "delete", id: photo.id })).status).toBe(404);
    expect(await altOf(photo.id)).toEqual({ en: "Viswa Bharathi's gate", te: "విశ్వభారతి ముఖద్వారం" });
    expect(await rows(photo.id)).toEqual([{ photos: 1, files: photo.files.length }]);
    // Bad input: no id, an unknown intent.
    expect((await post("/staff/content/photos", { intent: "delete" })).status).toBe(400);
    expect((await post("/staff/content/photos", { intent: "rename", id: photo.id })).status).toBe(400);

    expect((await get(`/staff/content/photos?scope=viswa&delete=${photo.id}`, adminCookie)).status).toBe(200);
    const deleted = await post(`/staff/content/photos?scope=viswa&delete=${photo.id}`, { intent: "delete", id: photo.id }, adminCookie);
    expect(deleted.headers.get("location")).toBe("/staff/content/photos?scope=viswa&deleted");
    expect(await rows(photo.id)).toEqual([{ photos: 0, files: 0 }]);
  });
});
