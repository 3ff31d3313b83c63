// The content documents (issue 28) on PGlite and PostgreSQL: today's modules are version
// 1, written once however often the server starts; a draft saved on an old revision is
// refused with what the other editor saved; publishing makes a new version live in
// memory; a roll-back publishes an earlier one again as the next version. On PostgreSQL a
// publish reaches another instance (its own connection and memory) through NOTIFY.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testimonialsFirstVersion } from "#app/content/testimonials/first-version.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { getSchoolContent, setPublishedSchools, viswa, type SchoolContent } from "#app/content/schools/index.ts";
import { connectDatabase, type DatabaseConnection } from "#database/client.ts";
import { staffAccounts } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { followContentChanges } from "../../../server/content-changes.ts";
import { changedFields } from "./changed-fields.ts";
import { GROUP_DOCUMENT_KEYS, schoolKey, type GroupDocumentKey } from "./content-keys.ts";
import type { GroupFacts } from "#app/content/group/types.ts";
import type { TestimonialsDocument } from "#app/content/testimonials/types.ts";
import { setAt, type CopyDocument } from "#app/content/copy/index.ts";
import { COPY_PATHS } from "#app/content/copy/editable-copy.ts";
import { onContentPublished } from "./content-published.ts";
import { loadPublishedContent } from "./published-content.server.ts";
import { amendDocument, publishDraft, readForEditing, restoreVersion, saveDraft, versionDocument, versionsOf } from "./publishing.server.ts";
import { seedContent } from "./seed-content.server.ts";

const KEY = schoolKey(1);

describe.each(engines)("content documents on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  let editors: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const rows = await db()
      .insert(staffAccounts)
      .values([
        { email: "first@example.org", passwordHash: "not-a-hash", role: "staff", schoolCode: "viswa" },
        { email: "second@example.org", passwordHash: "not-a-hash", role: "admin" },
      ])
      .returning({ id: staffAccounts.id });
    editors = rows.map((row) => row.id);
  }, 120_000);
  afterAll(async () => {
    setPublishedSchools(undefined);
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate content_documents, content_versions cascade`);
  });

  it("writes today's content as version 1 once, however often the server starts", async () => {
    expect(await seedContent(db())).toHaveLength(9);
    expect(await seedContent(db())).toEqual([]);
    const content = await loadPublishedContent(db());
    expect(content.get(KEY)).toEqual({ version: 1, document: JSON.parse(JSON.stringify(viswa)) });
    expect(await versionsOf(db(), KEY)).toMatchObject([{ version: 1, publishedBy: null, restoredFrom: null }]);
  });

  it("adds the group's and the testimonials' documents to a database seeded when only the schools' existed", async () => {
    await seedContent(db());
    await db().execute(sql`delete from content_versions where key in ('group', 'testimonials')`);
    await db().execute(sql`delete from content_documents where key in ('group', 'testimonials')`);
    const before = await versionsOf(db(), KEY);
    expect((await seedContent(db())).sort()).toEqual(["group", "testimonials"]);
    const content = await loadPublishedContent(db());
    expect(content.get("group")).toEqual({ version: 1, document: JSON.parse(JSON.stringify(groupFirstVersion)) });
    expect(content.get("testimonials")).toEqual({ version: 1, document: JSON.parse(JSON.stringify(testimonialsFirstVersion)) });
    // The schools' documents are left as they were.
    expect(await versionsOf(db(), KEY)).toEqual(before);
  });

  it("refuses a save made on an older revision, naming what the other editor changed", async () => {
    await seedContent(db());
    const opened = (await readForEditing(db(), KEY))!;
    expect(opened).toMatchObject({ publishedVersion: 1, draft: null, revision: 0 });
    const mine = structuredClone(opened.published) as SchoolContent;
    mine.motto = { en: "Learn, grow, lead", te: "నేర్చుకో, ఎదుగు, నడిపించు" };
    expect(await saveDraft(db(), KEY, mine, { revision: 0, accountId: editors[0]! })).toEqual({ ok: true, revision: 1 });

    const theirs = structuredClone(opened.published) as SchoolContent;
    theirs.vision.en = "Another vision";
    const stale = await saveDraft(db(), KEY, theirs, { revision: 0, accountId: editors[1]! });
    expect(stale).toMatchObject({ ok: false, reason: "stale", current: { revision: 1, savedBy: editors[0] } });
    if (!stale.ok && stale.reason === "stale") {
      expect(changedFields(opened.published, stale.current.draft)).toEqual(["motto.en", "motto.te"]);
    }
    // Nothing of the second save was kept.
    expect(((await readForEditing(db(), KEY))!.draft as SchoolContent).vision.en).toBe(viswa.vision.en);
  });

  it("publishes a draft as the next version, live in memory, and rolls back to an earlier one as another", async () => {
    await seedContent(db());
    const content = await loadPublishedContent(db());
    const stopHearing = onContentPublished((keys) => content.reload(keys));
    const heard: string[][] = [];
    content.onChange((keys) => heard.push(keys));
    setPublishedSchools((id) => content.get(schoolKey(id))?.document as SchoolContent | undefined);

    const draft = structuredClone(viswa) as SchoolContent;
    draft.principal.name = { en: "Dr. K. Lakshmi", te: "డా. కె. లక్ష్మి" };
    const { revision } = (await saveDraft(db(), KEY, draft, { revision: 0, accountId: editors[0]! })) as { revision: number };
    expect(await publishDraft(db(), KEY, { revision: 0, accountId: editors[0]! })).toMatchObject({ ok: false, reason: "stale" });
    expect(await publishDraft(db(), KEY, { revision, accountId: editors[0]! })).toEqual({ ok: true, version: 2 });
    expect(await publishDraft(db(), KEY, { revision: revision + 1, accountId: editors[0]! })).toEqual({ ok: false, reason: "no-draft" });

    // The publisher's instance has taken it in before the publish answered.
    expect(getSchoolContent(1)?.principal.name.en).toBe("Dr. K. Lakshmi");
    expect(heard).toEqual([[KEY]]);

    expect(await restoreVersion(db(), KEY, 1, { accountId: editors[1]! })).toEqual({ ok: true, version: 3 });
    expect(await restoreVersion(db(), KEY, 9, { accountId: editors[1]! })).toEqual({ ok: false, reason: "no-version" });
    expect(getSchoolContent(1)?.principal.name.en).toBe(viswa.principal.name.en);
    expect(await versionsOf(db(), KEY)).toMatchObject([
      { version: 3, publishedBy: editors[1], restoredFrom: 1 },
      { version: 2, publishedBy: editors[0], restoredFrom: null },
      { version: 1, publishedBy: null },
    ]);
    expect(changedFields(await versionDocument(db(), KEY, 2), await versionDocument(db(), KEY, 3))).toEqual(["principal.name.en", "principal.name.te"]);
    // Another school's document is untouched.
    expect(content.get(schoolKey(2))?.version).toBe(1);
    stopHearing();
  });

  it("amends the live document as the next version and the draft in place, keeping the draft's revision; remakes a document as it goes live", async () => {
    await seedContent(db());
    const draft = structuredClone(viswa) as SchoolContent;
    draft.vision.en = "A draft's vision";
    const { revision } = (await saveDraft(db(), KEY, draft, { revision: 0, accountId: editors[0]! })) as { revision: number };
    const motto = (text: string) => (document: unknown) => ({ ...(document as SchoolContent), motto: { ...(document as SchoolContent).motto, en: text } });
    const amended = await db().transaction((tx) => amendDocument(tx, KEY, motto("Amended"), editors[1]!));
    expect(amended).toBe(2);
    const opened = (await readForEditing(db(), KEY))!;
    expect(opened).toMatchObject({ publishedVersion: 2, revision });
    expect((opened.published as SchoolContent).motto.en).toBe("Amended");
    expect(opened.draft as SchoolContent).toMatchObject({ motto: { en: "Amended" }, vision: { en: "A draft's vision" } });
    expect((await versionsOf(db(), KEY))[0]).toMatchObject({ version: 2, publishedBy: editors[1], restoredFrom: null });
    // Nothing to change: no version.
    expect(await db().transaction((tx) => amendDocument(tx, KEY, (document) => document, editors[1]!))).toBeNull();
    // The editor's publish, on the revision they opened, goes live remade.
    const goingLive = async (_tx: unknown, document: unknown) => motto("Remade")(document);
    expect(await publishDraft(db(), KEY, { revision, accountId: editors[0]!, goingLive })).toEqual({ ok: true, version: 3 });
    expect(await restoreVersion(db(), KEY, 1, { accountId: editors[0]!, goingLive })).toEqual({ ok: true, version: 4 });
    expect(((await versionDocument(db(), KEY, 4)) as SchoolContent).motto.en).toBe("Remade");
    expect(((await versionDocument(db(), KEY, 1)) as SchoolContent).motto.en).toBe(viswa.motto.en);
  });
});

describe.each(engines.filter((engine) => engine === "postgres"))("a publish on one instance, on %s", (engine) => {
  let database: TestDatabase;
  let other: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { target } = database.connection;
    if (target.kind !== "postgres") throw new Error("two instances share a PostgreSQL database");
    other = await connectDatabase({ kind: "postgres", url: target.url, poolSize: 2 });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it("is live on another instance within 2 seconds: a school's page, the group's facts, the testimonials, the pages' words", async () => {
    const db = database.connection.db;
    await seedContent(db);
    const [editor] = await db.insert(staffAccounts).values({ email: "editor@example.org", passwordHash: "not-a-hash", role: "admin" }).returning({ id: staffAccounts.id });
    // The other instance: its own connection, memory and listener (and no look-again to help it).
    const elsewhere = await loadPublishedContent(other.db);
    const changes = followContentChanges({ target: database.connection.target, content: elsewhere, onError: () => {}, lookAgainMs: 3_600_000 });
    await changes.ready;
    try {
      const draft = structuredClone(viswa) as SchoolContent;
      draft.motto.en = "Published elsewhere";
      const { revision } = (await saveDraft(db, KEY, draft, { revision: 0, accountId: editor!.id })) as { revision: number };
      const started = Date.now();
      expect(await publishDraft(db, KEY, { revision, accountId: editor!.id })).toEqual({ ok: true, version: 2 });
      while (elsewhere.get(KEY)?.version !== 2 && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(elsewhere.get(KEY)?.version).toBe(2);
      expect((elsewhere.get(KEY)?.document as SchoolContent).motto.en).toBe("Published elsewhere");

      // The group's documents ride on the same notice: the facts, the testimonials, the pages' words.
      const edits: Record<GroupDocumentKey, (document: never) => unknown> = {
        group: (facts: GroupFacts) => ({ ...facts, phone: "+91 40 1111 2222" }),
        testimonials: (list: TestimonialsDocument) => ({ ...list, list: list.list.map((entry, i) => (i === 0 ? { ...entry, name: { ...entry.name, en: "Named elsewhere" } } : entry)) }),
        copy: (copy: CopyDocument) => setAt(structuredClone(copy), COPY_PATHS[0]!, { en: "Worded elsewhere", te: "వేరే చోట రాసినది" }),
      };
      for (const key of GROUP_DOCUMENT_KEYS) {
        const opened = (await readForEditing(db, key))!;
        const edited = edits[key]((opened.draft ?? opened.published) as never);
        const saved = (await saveDraft(db, key, edited, { revision: opened.revision, accountId: editor!.id })) as { revision: number };
        const before = elsewhere.get(key)?.version ?? 0;
        const published = Date.now();
        expect(await publishDraft(db, key, { revision: saved.revision, accountId: editor!.id })).toMatchObject({ ok: true });
        while (elsewhere.get(key)?.version === before && Date.now() - published < 2_000) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(elsewhere.get(key)?.document, key).toEqual(edited);
      }
    } finally {
      await changes.stop();
    }
  });
});
