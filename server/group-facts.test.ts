// The group's facts as a content document (issue 28, key "group") through the built site,
// on PGlite and PostgreSQL, its pages reading the published content as the server does:
// version 1 is today's facts; a published phone is the footer's, the contact section's and
// the hero's on / and /te at once, also in the data the page hydrates with. The banner is
// at the top of public pages from its start to its end date in India, and not after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import type { GroupFacts } from "#app/content/group/types.ts";
import { publishDraft, readForEditing, saveDraft } from "#app/content/store/publishing.server.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { seedContent } from "#app/content/store/seed-content.server.ts";
import type { PublishedContent } from "#app/content/store/published-content.server.ts";
import { builtPages, serverBundle } from "../tests/support/built-site.ts";
import { addTestMember } from "../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const NEW_PHONE = "+91 40 2999 1234";

describe.each(engines)("the group's facts on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let stopHolding: () => void = () => {};
  let adminId = 0;
  /** The bundle's memory of the published content: this test publishes through its own modules, so it tells the bundle (another instance would hear NOTIFY). */
  let content: PublishedContent;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    adminId = (await addTestMember(db(), "office@example.org", "admin")).id;
    await seedContent(db());
    const held = await (await serverBundle()).holdPublishedContent(db());
    content = held.content;
    stopHolding = held.stop;
    site = await startTestServer(db(), await builtPages(db(), () => {}));
  }, 120_000);
  afterAll(async () => {
    stopHolding();
    await site?.close();
    await database?.close();
  });

  const html = async (path: string) => {
    const response = await fetch(`${site.url}${path}`, { headers: { "accept-language": "en" } });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("shows the published phone on / and /te, in the page and in its hydration data", async () => {
    for (const path of ["/", "/te"]) expect(await html(path)).toContain(`href="tel:+914023745600"`);
    const opened = (await readForEditing(db(), "group"))!;
    expect(opened.published).toEqual(JSON.parse(JSON.stringify(groupFirstVersion)));
    const draft: GroupFacts = { ...(opened.published as GroupFacts), phone: NEW_PHONE };
    expect(await saveDraft(db(), "group", draft, { revision: opened.revision, accountId: adminId })).toMatchObject({ ok: true });
    expect(await publishDraft(db(), "group", { revision: opened.revision + 1, accountId: adminId })).toMatchObject({ ok: true, version: 2 });
    await content.reload(["group"]);
    for (const path of ["/", "/te"]) {
      const page = await html(path);
      expect(page).toContain(`href="tel:+914029991234"`);
      expect(page).not.toContain(`href="tel:+914023745600"`);
      // The root loader's data carries it, so the hydrated footer agrees with the server's.
      expect(page).toContain(JSON.stringify(NEW_PHONE).slice(1, -1));
    }
  });

  /** Publishes the published facts with `change`, as a group admin would, and tells the bundle. */
  const publish = async (change: Partial<GroupFacts>) => {
    const opened = (await readForEditing(db(), "group"))!;
    const draft: GroupFacts = { ...(opened.published as GroupFacts), ...change };
    expect(await saveDraft(db(), "group", draft, { revision: opened.revision, accountId: adminId })).toMatchObject({ ok: true });
    expect(await publishDraft(db(), "group", { revision: opened.revision + 1, accountId: adminId })).toMatchObject({ ok: true });
    await content.reload(["group"]);
  };
  const BANNER_TEXT = { en: "Sports day on Saturday: gates open at 8 am.", te: "శనివారం క్రీడా దినోత్సవం: ఉదయం 8 గంటలకు గేట్లు తెరుస్తాం." };
  const region = /<section aria-label="(Announcement|ప్రకటన)"/;

  it("shows the banner at the top of public pages between its dates, in both languages, and not outside them", async () => {
    const today = todayInIndia();
    await publish({ banner: { text: BANNER_TEXT, link: "/schedule-visit", start: today, end: today } });
    const en = await html("/about");
    expect(en).toMatch(region);
    expect(en).toContain(BANNER_TEXT.en);
    expect(en).toContain('href="/schedule-visit"');
    const te = await html("/te/about");
    expect(te).toContain('aria-label="ప్రకటన"');
    expect(te).toContain(BANNER_TEXT.te);
    expect(te).toContain('href="/te/schedule-visit"');
    // Not on the staff area's pages.
    const signIn = await html("/staff/sign-in");
    expect(signIn).not.toMatch(region);

    await publish({ banner: { text: BANNER_TEXT, link: null, start: addDays(today, -3), end: addDays(today, -1) } });
    for (const path of ["/about", "/te/about", "/"]) expect(await html(path)).not.toContain(BANNER_TEXT.en);
    await publish({ banner: { text: BANNER_TEXT, link: null, start: addDays(today, 1), end: addDays(today, 2) } });
    expect(await html("/about")).not.toMatch(region);
  });
});
