// The pages' words edited by a group admin (issue 28) through the built site, on PGlite
// and PostgreSQL: the home page's title and the about page's mission rewritten in both
// languages, previewed on each page, published (live on /, /te and /about, the page cache
// forgetting the old), a text that drops {year} refused by its field with nothing written,
// and version 1 published again. A school's staff reach none of it. Its sections are
// folded, the one with a refused text open.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copyFirstVersion } from "#app/content/copy/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { copyForm } from "#app/office/content/copy-form.ts";
import { queryRows } from "#database/client.ts";
import { contentSite } from "../tests/support/content-site.ts";
import { escaped } from "../tests/support/page-reading.ts";
import { engines } from "../tests/support/test-database.ts";

const EDITOR = "/staff/content/copy";
const CHANGE = {
  "home.hero.title.en": "Every child known by name, from Nursery to Class 10",
  "home.hero.title.te": "నర్సరీ నుంచి 10వ తరగతి వరకు ప్రతి చిన్నారినీ పేరుతో తెలుసుకుంటాం",
  "about.mission.body.en": "Our mission, in the words of our teachers this year.",
  "about.mission.body.te": "ఈ ఏడాది మా ఉపాధ్యాయుల మాటల్లో మా లక్ష్యం.",
};

describe.each(engines)("the pages' words edited by a group admin on %s", (engine) => {
  const { db, get, post, page, open: openAt } = contentSite(engine);
  const open = (path = EDITOR) => openAt(path);
  const documentRow = async () => (await queryRows<{ published_version: number; draft: unknown }>(db(), sql`select published_version, draft from content_documents where key = 'copy'`))[0]!;
  const values = copyForm.values(copyFirstVersion);

  it("is a group admin's alone: a school's staff get 404 everywhere, with nothing written", async () => {
    expect(await page("/staff/content", "admin")).toContain(`href="${EDITOR}"`);
    expect(await page("/staff/content", "viswa")).not.toContain(`href="${EDITOR}"`);
    for (const path of [EDITOR, `${EDITOR}/preview`, `${EDITOR}/history`, `/te${EDITOR}/preview?page=about`]) expect((await get(path, "viswa")).status, path).toBe(404);
    const before = await documentRow();
    expect((await post(EDITOR, "viswa", { ...values, ...CHANGE, revision: "0", opened: "", intent: "save" })).status).toBe(404);
    expect(await documentRow()).toEqual(before);
  });

  it("refuses a text that drops {year}, by its field, and writes nothing", async () => {
    const { carried } = await open();
    const refused = await post(EDITOR, "admin", { ...values, ...carried, "about.join.body.en": "Admissions are open from Nursery to Class 10.", intent: "save" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(escaped(en.staffContent.problems.placeholders));
    expect((await documentRow()).draft).toBe(null);
    // Each section folded under its title, and only the one with the refused text open.
    const sections = [...html.matchAll(/<section[^>]*id="section-(\w+)"[^>]*>\s*<details( open="")?/g)].map((found) => `${found[1]}${found[2] ? " open" : ""}`);
    expect(sections).toEqual(copyForm.sections.map((section) => `${section.key}${section.key === "copyAboutJoin" ? " open" : ""}`));
  });

  it("rewrites the home page's title and the about page's mission: previewed on each page, then live everywhere", async () => {
    expect(await page("/")).toContain(escaped(en.home.hero.title)); // the page cache now holds the old words
    const { carried } = await open();
    expect((await post(EDITOR, "admin", { ...values, ...CHANGE, ...carried, intent: "save" })).status).toBe(302);
    expect(await page("/")).not.toContain(escaped(CHANGE["home.hero.title.en"]));

    expect(await page(`${EDITOR}/preview`, "admin")).toContain(escaped(CHANGE["home.hero.title.en"]));
    expect(await page(`/te${EDITOR}/preview?page=about`, "admin")).toContain(CHANGE["about.mission.body.te"]);
    expect(await page(`${EDITOR}/preview?page=brochure`, "admin")).toContain(escaped(en.brochure.mission.body));

    const confirm = await open(`${EDITOR}?publish`);
    expect(confirm.html).toContain("Home page: the top: Title (Telugu)");
    const published = await post(`${EDITOR}?publish`, "admin", { ...confirm.carried, intent: "publish-confirmed" });
    expect(published.headers.get("location")).toBe(`${EDITOR}?published=2`);
    expect(await page("/")).toContain(escaped(CHANGE["home.hero.title.en"]));
    expect(await page("/te")).toContain(CHANGE["home.hero.title.te"]);
    expect(await page("/about")).toContain(escaped(CHANGE["about.mission.body.en"]));
    expect(await page("/te/about")).toContain(CHANGE["about.mission.body.te"]);
    // What is not rewritten stays the catalogue's, the spec's titles among them.
    expect(await page("/te")).toContain(te.home.difference.title);

    const restored = await post(`${EDITOR}/history`, "admin", { version: "1", intent: "restore" });
    expect(restored.headers.get("location")).toBe(`${EDITOR}/history?restored=1&as=3`);
    expect(await page("/")).toContain(escaped(en.home.hero.title));
    expect(await page("/about")).not.toContain(escaped(CHANGE["about.mission.body.en"]));
    expect(await page("/staff/access", "admin")).toContain("The pages&#x27; words: version 2");
  });
});
