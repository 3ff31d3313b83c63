// The group's facts edited by a group admin (issue 28) through the built site, on PGlite
// and PostgreSQL: the phone and an announcement banner saved as a draft, which the preview
// shows and the public pages do not; published, live in every page's footer and at the top
// of / and /te; a bad phone refused by its field with nothing written; publishing refused
// while a Telugu text is missing; an earlier version published again; both in the access
// record. A school's staff reach none of it (404, GET and POST, nothing written).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { groupForm } from "#app/office/content/group-form.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { queryRows } from "#database/client.ts";
import { contentSite } from "../tests/support/content-site.ts";
import { escaped, visible } from "../tests/support/page-reading.ts";
import { engines } from "../tests/support/test-database.ts";

const EDITOR = "/staff/content/group";
const NEW_PHONE = "+91 40 2374 9999";
const BANNER = { en: "Admissions for 2027–2028 are open: book a visit.", te: "2027–2028 ప్రవేశాలు మొదలయ్యాయి: సందర్శన బుక్ చేసుకోండి." };

describe.each(engines)("the group's facts edited by a group admin on %s", (engine) => {
  const { db, get, post, page, open: openAt } = contentSite(engine);
  const open = (path = EDITOR) => openAt(path);
  const documentRow = async () =>
    (await queryRows<{ published_version: number; draft_revision: number; draft: { phone: string } | null }>(db(), sql`select published_version, draft_revision, draft from content_documents where key = 'group'`))[0]!;
  const today = todayInIndia();

  it("is a group admin's alone: a school's staff get 404 everywhere, with nothing written", async () => {
    expect(await page("/staff/content", "admin")).toContain(`href="${EDITOR}"`);
    expect(await page("/staff/content", "viswa")).not.toContain(`href="${EDITOR}"`);
    for (const path of [EDITOR, `${EDITOR}/preview`, `${EDITOR}/history`, `/te${EDITOR}`, `${EDITOR}/history?version=1`]) {
      expect((await get(path, "viswa")).status, path).toBe(404);
    }
    const before = await documentRow();
    const values = groupForm.values(groupFirstVersion);
    const attempts = [
      post(EDITOR, "viswa", { ...values, phone: NEW_PHONE, revision: String(before.draft_revision), opened: "", intent: "save" }),
      post(`${EDITOR}?publish`, "viswa", { revision: String(before.draft_revision), opened: "", intent: "publish-confirmed" }),
      post(`${EDITOR}/history`, "viswa", { version: "1", intent: "restore" }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect(await documentRow()).toEqual(before);
    const anonymous = await get(EDITOR);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/staff/sign-in");
    // The group's documents share one editor and one history route: any other name is no document, for a group admin too.
    for (const path of ["/staff/content/school", "/staff/content/nothing", "/te/staff/content/nothing/history", "/staff/content/photos/history"]) {
      expect((await get(path, "admin")).status, path).toBe(404);
    }
    expect((await post("/staff/content/nothing", "admin", { intent: "save", revision: "0", opened: "" })).status).toBe(404);
  });

  it("refuses a bad phone by its field, and writes nothing", async () => {
    const { html, carried } = await open();
    expect(html).toContain(`value="${escaped(groupFirstVersion.phone)}"`);
    const refused = await post(EDITOR, "admin", { ...groupForm.values(groupFirstVersion), ...carried, phone: "12345", intent: "save" });
    expect(refused.status).toBe(400);
    const shown = visible(await refused.text());
    expect(shown).toMatch(/id="field-phone-problem"[^>]*>[^<]+</);
    expect(shown).toContain('value="12345"');
    expect((await documentRow()).draft).toBe(null);
  });

  it("saves the phone and a banner as a draft: the preview shows them, parents do not; published, every page has them", async () => {
    const { carried } = await open();
    const change = { phone: NEW_PHONE, "banner.text.en": BANNER.en, "banner.text.te": BANNER.te, "banner.link": "/schedule-visit", "banner.start": today, "banner.end": today };
    const saved = await post(EDITOR, "admin", { ...groupForm.values(groupFirstVersion), ...carried, ...change, intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${EDITOR}?saved`);
    expect((await documentRow()).draft?.phone).toBe(NEW_PHONE);
    for (const path of ["/", "/te", "/about"]) {
      const shown = await page(path);
      expect(shown).not.toContain(NEW_PHONE);
      expect(shown).not.toContain(escaped(BANNER.en));
    }

    const preview = await get(`${EDITOR}/preview`, "admin");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const shown = visible(await preview.text());
    expect(shown).toContain("Preview: not published.");
    expect(shown).toContain(NEW_PHONE);
    expect(shown).toContain(escaped(BANNER.en));
    expect(visible(await (await get(`/te${EDITOR}/preview`, "admin")).text())).toContain(BANNER.te);

    // Publishing: the confirmation names what changes, then every page has it.
    const publishing = await post(EDITOR, "admin", { ...groupForm.values(groupFirstVersion), ...change, ...(await open()).carried, intent: "publish" });
    expect(publishing.headers.get("location")).toBe(`${EDITOR}?publish`);
    const confirm = await open(`${EDITOR}?publish`);
    expect(confirm.html).toContain("Phones and e-mails: The group&#x27;s phone");
    expect(confirm.html).toContain("Announcement banner: Notice (Telugu)");
    const published = await post(`${EDITOR}?publish`, "admin", { ...confirm.carried, intent: "publish-confirmed" });
    expect(published.headers.get("location")).toBe(`${EDITOR}?published=2`);
    for (const path of ["/", "/about", "/school/3"]) expect(await page(path), path).toContain(NEW_PHONE);
    expect(await page("/")).toContain(escaped(BANNER.en));
    expect(await page("/te")).toContain(BANNER.te);
    expect(await documentRow()).toMatchObject({ published_version: 2, draft: null });
  });

  it("refuses to publish while a Telugu text is missing, naming it", async () => {
    const { carried } = await open();
    const current = groupForm.values((await queryRows<{ document: unknown }>(db(), sql`select document from content_versions where key = 'group' and version = 2`))[0]!.document);
    expect((await post(EDITOR, "admin", { ...current, ...carried, "grievanceOfficer.name.te": "", intent: "save" })).status).toBe(302);
    const confirm = await open(`${EDITOR}?publish`);
    expect(confirm.html).toContain("This draft cannot be published yet");
    expect(confirm.html).toContain("Grievance officer: Name (Telugu)");
    const refused = await post(`${EDITOR}?publish`, "admin", { ...confirm.carried, intent: "publish-confirmed" });
    expect(refused.status).toBe(400);
    expect((await documentRow()).published_version).toBe(2);
  });

  it("publishes version 1 again as version 3, and both publishes are in the access record", async () => {
    const history = await page(`${EDITOR}/history?version=1`, "admin");
    expect(history).toContain("The group&#x27;s facts: versions");
    expect(history).toContain(escaped(NEW_PHONE));
    const restored = await post(`${EDITOR}/history`, "admin", { version: "1", intent: "restore" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${EDITOR}/history?restored=1&as=3`);
    const home = await page("/");
    expect(home).toContain(groupFirstVersion.phone);
    expect(home).not.toContain(NEW_PHONE);
    expect(home).not.toContain(escaped(BANNER.en));
    const record = await page("/staff/access", "admin");
    expect(record).toContain("The group&#x27;s facts: version 2");
    expect(record).toContain("The group&#x27;s facts: version 3, the same as version 1");
    expect(record).toContain(`href="${EDITOR}/history"`);
  });
});
