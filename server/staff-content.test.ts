// A school's page edited by its office (issue 28) through the built site, on PGlite and
// PostgreSQL, its pages reading the published content as the server does: the principal's
// letter rewritten in both languages and saved as a draft, which the preview shows and the
// public page does not; published, and live on /school/1 and /te/school/1; a second
// editor's stale save refused, naming what the first changed and keeping what they typed;
// publishing refused while a Telugu text is missing; markup refused, a "<" that is no tag
// shown as text; another school's staff answered 404 everywhere, with nothing written; an
// earlier version published again as a new one; publishes and roll-backs in the access record;
// photos chosen from the school's own library (the hero, the principal's, the gallery), shown
// on the public page, and another school's photo refused.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { viswa } from "#app/content/schools/index.ts";
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { storePhoto } from "#app/content/photos/photos.server.ts";
import { photoFilePath, type PhotoScope } from "#app/content/photo.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { schoolForm } from "#app/office/content/school-form.ts";

import { queryRows } from "#database/client.ts";
import { contentSite, type Member as Who } from "../tests/support/content-site.ts";
import { png } from "../tests/support/photo-files.ts";
import { escaped, hidden, visible } from "../tests/support/page-reading.ts";
import { engines } from "../tests/support/test-database.ts";

const { fieldOf } = schoolForm;
const formValues = (document: SchoolContent, describedIn?: "en" | "te") => schoolForm.values(document, describedIn);

const EDITOR = "/staff/content/school/1";

const LETTER = {
  "principal.paragraphs.0.en": "This year our Class 10 children planted two hundred trees along the Wargal road.",
  "principal.paragraphs.0.te": "ఈ ఏడాది మా 10వ తరగతి పిల్లలు వర్గల్ రోడ్డు పక్కన రెండు వందల మొక్కలు నాటారు.",
};

/** The text of input `name`'s problem: the element its aria-describedby names that holds the message, or null. */
function fieldProblem(html: string, name: string): string | null {
  const tag = new RegExp(`<(?:input|textarea|select)[^>]*name="${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  if (!tag || !tag.includes('aria-invalid="true"')) return null;
  const ids = /aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(" ") ?? [];
  for (const id of ids.filter((id) => id.endsWith("-problem"))) {
    const message = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
    if (message) return message;
  }
  return null;
}

describe.each(engines)("a school's page edited by its office on %s", (engine) => {
  const { db, url, cookie: cookieOf, ids, get, post } = contentSite(engine);
  const page = async (path: string, who: Who) => {
    const response = await get(path, who);
    expect(response.status, path).toBe(200);
    return visible(await response.text());
  };
  /** The editor as `who` opens it: every input as shown, and the revision and marks it carries. */
  const open = async (who: Who, path = EDITOR) => {
    const html = await page(path, who);
    return { html, carried: { revision: hidden(html, "revision"), opened: hidden(html, "opened") } };
  };
  /** The whole form as the editor would post it: what the page showed, with `change`. */
  const save = async (who: Who, carried: Record<string, string>, change: Record<string, string>, values = formValues(viswa), intent = "save") =>
    post(EDITOR, who, { ...values, ...change, ...carried, intent });
  const documentRow = async () =>
    (await queryRows<{ published_version: number; draft_revision: number; draft: unknown }>(db(), sql`select published_version, draft_revision, draft from content_documents where key = 'school:1'`))[0]!;

  it("lists a school's staff their own school's page only, and a group admin the six", async () => {
    const own = await page("/staff/content", "viswa");
    expect(own).toContain(`href="${EDITOR}"`);
    expect(own).toContain("Live: version 1, the page as the website was built.");
    expect(own).not.toContain('href="/staff/content/school/2"');
    const all = await page("/staff/content", "admin");
    for (const id of [1, 2, 3, 4, 5, 6]) expect(all).toContain(`href="/staff/content/school/${id}"`);
    expect(await page("/te/staff/content", "maa")).toContain("సైట్‌లో ఇప్పుడు: కూర్పు 1");
  });

  it("saves the principal's letter in both languages as a draft: the preview shows it, the public page does not; published, it is live", async () => {
    const { html, carried } = await open("viswa");
    expect(html).toContain("Viswa Bharathi High School: the school&#x27;s page");
    // Each text's limit and count, written by the server.
    expect(html).toMatch(/id="field-principal-paragraphs-0-te-count"[^>]*>.*of 700 characters/);
    const saved = await save("viswa", carried, LETTER);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${EDITOR}?saved`);
    expect(await page(`${EDITOR}?saved`, "viswa")).toContain("Draft saved. Parents still see the live page until you publish.");
    expect((await documentRow()).published_version).toBe(1);

    // Parents see nothing yet.
    for (const path of ["/school/1", "/te/school/1"]) expect(visible(await (await get(path)).text())).not.toContain("రెండు వందల మొక్కలు");
    expect(visible(await (await get("/school/1")).text())).not.toContain("two hundred trees");

    // The preview: the real page with the draft, for staff only, never cached or indexed.
    const preview = await get(`${EDITOR}/preview`, "viswa");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toMatch(/noindex/);
    const shown = visible(await preview.text());
    expect(shown).toContain("Preview: not published.");
    expect(shown).toContain(LETTER["principal.paragraphs.0.en"]);
    expect(shown).toContain("Message from the Principal");
    // The public page's own frame, not the office's.
    expect(shown).not.toContain("Admissions office</span>");
    const telugu = await get(`/te${EDITOR}/preview`, "viswa");
    expect(visible(await telugu.text())).toContain(LETTER["principal.paragraphs.0.te"]);
    // Looking at the page in Telugu is not choosing Telugu for the office's pages.
    expect(telugu.headers.getSetCookie().filter((cookie) => cookie.startsWith("lang="))).toEqual([]);
    expect((await get(`/te${EDITOR}`, "viswa")).headers.getSetCookie().filter((cookie) => cookie.startsWith("lang="))).toHaveLength(1);
    const anonymous = await get(`${EDITOR}/preview`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/staff/sign-in");

    // "Save and publish…": nothing new to save; the confirmation says what changes.
    const publishing = await save("viswa", { revision: hidden(await page(EDITOR, "viswa"), "revision"), opened: "" }, LETTER, formValues(viswa), "publish");
    expect(publishing.headers.get("location")).toBe(`${EDITOR}?publish`);
    const confirm = await open("viswa", `${EDITOR}?publish`);
    expect(confirm.html).toContain("Publish this draft?");
    expect(confirm.html).toContain("Message from the Principal: Paragraph 1 (Telugu)");
    const published = await post(`${EDITOR}?publish`, "viswa", { ...confirm.carried, intent: "publish-confirmed" });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`${EDITOR}?published=2`);
    expect(await page(`${EDITOR}?published=2`, "viswa")).toContain("Version 2 is live: parents see it now.");

    expect(visible(await (await get("/school/1")).text())).toContain(LETTER["principal.paragraphs.0.en"]);
    expect(visible(await (await get("/te/school/1")).text())).toContain(LETTER["principal.paragraphs.0.te"]);
    expect(await documentRow()).toMatchObject({ published_version: 2, draft: null });
    // Who published, in the list and in the access record.
    expect(await page("/staff/content", "viswa")).toMatch(/Live: version 2, published by viswa@example\.org/);
    const record = await page("/staff/access", "admin");
    expect(record).toContain("Published a page of the website");
    expect(record).toContain("Viswa Bharathi High School: version 2");
    expect(record).toContain(`href="${EDITOR}/history"`);
  });

  it("refuses a second editor's stale save, naming what the first changed and keeping what they typed", async () => {
    const first = await open("viswa");
    const second = await open("admin");
    const live = formValues({ ...viswa, principal: { ...viswa.principal, paragraphs: viswa.principal.paragraphs.map((paragraph, index) => (index === 0 ? { en: LETTER["principal.paragraphs.0.en"], te: LETTER["principal.paragraphs.0.te"] } : paragraph)) } });
    expect((await save("viswa", first.carried, { ...LETTER, "motto.en": "Roots at home, wings for the world." }, live)).status).toBe(302);
    const before = await documentRow();

    const stale = await save("admin", second.carried, { ...LETTER, "vision.en": "A vision typed by the second editor." }, live);
    expect(stale.status).toBe(409);
    const html = visible(await stale.text());
    expect(html).toContain("Not saved: viswa@example.org saved this page at");
    expect(html).toContain("Motto: Motto (English)");
    expect(html).toContain("Roots at home, wings for the world.");
    expect(html).not.toContain("About, vision and mission: Vision (English)</a>");
    // What they typed stays, and the form now carries the revision saved: saving again replaces it knowingly.
    expect(html).toMatch(/name="vision\.en"[^>]*>A vision typed by the second editor\.<\/textarea>/);
    expect(hidden(html, "revision")).toBe(String(before.draft_revision));
    expect(await documentRow()).toEqual(before);

    const again = await save("admin", { revision: hidden(html, "revision"), opened: hidden(html, "opened") }, { ...LETTER, "vision.en": "A vision typed by the second editor." }, live);
    expect(again.status).toBe(302);
    expect(((await documentRow()).draft as typeof viswa).vision.en).toBe("A vision typed by the second editor.");
  });

  it("does not publish while a Telugu text is missing, and says which", async () => {
    const { carried } = await open("viswa");
    expect((await save("viswa", carried, { ...LETTER, "principal.greeting.te": "" })).status).toBe(302);
    const editor = await page(EDITOR, "viswa");
    expect(editor).toContain("Before publishing");
    expect(editor).toContain('href="#field-principal-greeting-te"');
    const confirm = await open("viswa", `${EDITOR}?publish`);
    expect(confirm.html).toContain("This draft cannot be published yet");
    expect(confirm.html).not.toContain('value="publish-confirmed"');
    const refused = await post(`${EDITOR}?publish`, "viswa", { ...confirm.carried, intent: "publish-confirmed" });
    expect(refused.status).toBe(400);
    expect(visible(await refused.text())).toContain("Message from the Principal: Greeting (Telugu)");
    expect((await documentRow()).published_version).toBe(2);
    // Written in Telugu too, it publishes.
    const filled = await open("viswa");
    expect((await save("viswa", filled.carried, { ...LETTER, "principal.greeting.te": viswa.principal.greeting.te }, formValues({ ...viswa }))).status).toBe(302);
  });

  it("refuses markup beside its field and writes nothing; a '<' that is no tag is shown as text", async () => {
    const { carried } = await open("viswa");
    const before = await documentRow();
    const refused = await save("viswa", carried, { "motto.en": "<script>alert(1)</script>", "joinUs.phone": "call us", "map.mapsUrl": "javascript:alert(1)" });
    expect(refused.status).toBe(400);
    const html = visible(await refused.text());
    expect(html).toContain("Not saved: 3 fields need correcting.");
    expect(fieldProblem(html, "motto.en")).toBe("Write plain text: tags such as &lt;b&gt; are not allowed.");
    expect(fieldProblem(html, "joinUs.phone")).toBe("Phone number must be at least 10 digits");
    expect(fieldProblem(html, "map.mapsUrl")).toMatch(/^Paste a Google Maps link/);
    expect(fieldProblem(html, "vision.en")).toBeNull();
    // What was typed comes back as text, never as markup.
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(await documentRow()).toEqual(before);

    const inert = await save("viswa", carried, { "motto.en": "Classes < 30 & teachers > 2" });
    expect(inert.status).toBe(302);
    const preview = visible(await (await get(`${EDITOR}/preview`, "viswa")).text());
    expect(preview).toContain("Classes &lt; 30 &amp; teachers &gt; 2");
  });

  it("takes a page written to its limits in Telugu, more than other staff forms may send", async () => {
    const { carried } = await open("viswa");
    const full = Object.fromEntries(
      Object.entries(formValues(viswa)).map(([name, value]) => {
        const field = fieldOf(name)!.field;
        return [name, field.kind === "text" ? "అ".repeat(field.max) : value];
      }),
    );
    const body = new URLSearchParams({ ...full, ...carried, intent: "save" }).toString();
    expect(body.length).toBeGreaterThan(150 * 1024);
    expect((await save("viswa", carried, full)).status).toBe(302);
    expect(((await documentRow()).draft as typeof viswa).principal.paragraphs[3]?.te).toHaveLength(700);
    // Other staff forms keep the smaller limit.
    const elsewhere = await post("/staff/calendar", "viswa", { intent: "settings", note: "అ".repeat(20_000) });
    expect(elsewhere.status).toBe(413);
  });

  it("answers another school's staff 404 on every page and post of school 1's, and writes nothing", async () => {
    const before = await documentRow();
    const { carried } = await open("viswa");
    for (const path of [EDITOR, `${EDITOR}?publish`, `${EDITOR}/preview`, `${EDITOR}/history`, `${EDITOR}/history?version=1`, `/te${EDITOR}`, `/te${EDITOR}/preview`, `${EDITOR}.data`, `${EDITOR}/preview.data`, "/staff/content/school/99", "/staff/content/school/x"]) {
      const response = await get(path, "maa");
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(LETTER["principal.paragraphs.0.en"]);
    }
    for (const [path, fields] of [
      [EDITOR, { ...formValues(viswa), ...carried, intent: "save" }],
      [`${EDITOR}?publish`, { ...carried, intent: "publish-confirmed" }],
      [`${EDITOR}/history`, { intent: "restore", version: "1" }],
    ] as const) {
      expect((await post(path, "maa", fields)).status, path).toBe(404);
    }
    expect(await documentRow()).toEqual(before);
  });

  it("publishes an earlier version again as a new one, and shows any version beside the live one", async () => {
    const history = await page(`${EDITOR}/history`, "viswa");
    expect(history).toContain("Version 2");
    expect(history).toContain("Published by viswa@example.org");
    expect(history).toContain("The page as the website was built.");
    const compared = await page(`${EDITOR}/history?version=1`, "viswa");
    expect(compared).toContain("Version 1 beside the live version (2)");
    expect(compared).toContain("Message from the Principal: Paragraph 1 (English)");
    expect(compared.includes(escaped(viswa.principal.paragraphs[0]!.en))).toBe(true);
    expect(compared).toContain(LETTER["principal.paragraphs.0.en"]);
    expect(await page(`${EDITOR}/history?version=1&restore`, "viswa")).toContain("It becomes version 3");

    const restored = await post(`${EDITOR}/history`, "viswa", { intent: "restore", version: "1" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${EDITOR}/history?restored=1&as=3`);
    expect(await page(`${EDITOR}/history?restored=1&as=3`, "viswa")).toContain("Version 1 is live again, as version 3.");
    expect(await documentRow()).toMatchObject({ published_version: 3 });
    const live = visible(await (await get("/school/1")).text());
    expect(live.includes(escaped(viswa.principal.paragraphs[0]!.en))).toBe(true);
    expect(live).not.toContain(LETTER["principal.paragraphs.0.en"]);
    // The draft being written stays.
    expect((await documentRow()).draft).not.toBeNull();
    expect(await page(`${EDITOR}/history`, "viswa")).toContain("The same as version 1, published again.");
    expect((await post(`${EDITOR}/history`, "viswa", { intent: "restore", version: "9" })).status).toBe(404);
    expect(await page("/staff/access", "admin")).toContain("Viswa Bharathi High School: version 3, the same as version 1");
  });

  it("shows the photos chosen from the school's own library: the hero first, the principal's, the gallery in order; another school's refused", async () => {
    const stored = async (scope: PhotoScope, en: string, width: number) => {
      const outcome = await storePhoto(db(), { scope, alt: { en, te: `${en} (తెలుగు)` }, createdBy: ids.viswa, encoded: await encodePhoto(await png(width, 600), 50_000_000) });
      if (!("stored" in outcome)) throw new Error("not stored");
      return outcome.stored;
    };
    const gate = await stored("school:1", "Children at the school gate", 900);
    const lab = await stored("school:1", "The science laboratory", 1000);
    const elsewhere = await stored("school:2", "Maa school's playground", 1100);

    const { html, carried } = await open("viswa");
    expect(html).toContain(`name="hero.image" value="${gate.id}"`);
    expect(html).toContain(`name="gallery" value="${lab.id}"`);
    expect(html).toContain("The science laboratory");
    expect(html).not.toContain(elsewhere.id);

    // Another school's photo is not this school's to show: refused beside its field, nothing written.
    const before = await documentRow();
    const refused = await save("viswa", carried, { "hero.image": elsewhere.id });
    expect(refused.status).toBe(400);
    expect(visible(await refused.text())).toContain("This photo is not in the photo library: choose another.");
    expect(await documentRow()).toEqual(before);

    const body = new URLSearchParams({ ...formValues(viswa), ...carried, intent: "save", "hero.image": gate.id, "principal.picture": lab.id });
    body.delete("gallery");
    body.append("gallery", lab.id);
    body.append("gallery", gate.id);
    const saved = await fetch(`${url()}${EDITOR}`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url(), cookie: cookieOf("viswa") }, body });
    expect(saved.status).toBe(302);
    const draft = (await documentRow()).draft as typeof viswa;
    expect([draft.hero.image?.id, draft.principal.picture?.id, draft.gallery?.map((photo) => photo.id)]).toEqual([gate.id, lab.id, [lab.id, gate.id]]);

    const confirm = await open("viswa", `${EDITOR}?publish`);
    expect(confirm.html).toContain("Photo gallery: Photos to show");
    expect((await post(`${EDITOR}?publish`, "viswa", { ...confirm.carried, intent: "publish-confirmed" })).status).toBe(302);

    const response = await get("/school/1");
    const live = visible(await response.text());
    // Asked for with the fonts, in the best format made (AVIF), in every width of it: by the
    // response's Link header and by a <link> in the head.
    const avifs = gate.files.filter((file) => file.format === "avif").sort((a, b) => a.width - b.width);
    const srcset = avifs.map((file) => `${photoFilePath(file)} ${file.width}w`).join(", ");
    const link = response.headers.get("link") ?? "";
    expect(link).toMatch(/noto-sans-latin-400-normal-[^>]+\.woff2>; rel=preload; as=font/);
    expect(link).toContain(`; rel=preload; as=image; type="image/avif"; imagesrcset="${srcset}"; imagesizes="(min-width: 1280px) 560px,`);
    // Preloaded where it stands beside the text; on a phone, below the text, the fonts go first.
    expect(link).toContain(`; media="(min-width: 1024px)"; fetchpriority=high`);
    const head = live.slice(0, live.indexOf("</head>"));
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image"[^>]* imageSrcSet="${srcset}"`, "i"));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]* media="\(min-width: 1024px\)"/i);
    // A page with its drawing has no photo to ask for.
    expect((await get("/school/2")).headers.get("link")).not.toContain("as=image");
    const images = live.match(/<img [^>]*>/g) ?? [];
    // The hero's photo is never lazy, its files in every width made; after the text where no preload asked for it (a phone); the rest wait for the reader.
    const hero = images.find((tag) => tag.includes('alt="Children at the school gate"') && tag.includes('loading="eager"'));
    expect(hero).toMatch(/fetchPriority="low"/i);
    for (const file of gate.files.filter((file) => file.format === "jpeg")) expect(hero).toContain(photoFilePath(file));
    expect(images.filter((tag) => tag.includes('loading="eager"'))).toHaveLength(1);
    expect(images.some((tag) => tag.includes('alt="The science laboratory"') && tag.includes('loading="lazy"'))).toBe(true);
    expect(live.includes("Around Viswa Bharathi High School")).toBe(true);
    expect(live.indexOf("Around Viswa Bharathi High School")).toBeLessThan(live.indexOf("Message from the Principal"));
    expect(live.includes('type="image/avif"')).toBe(true);
    expect(visible(await (await get("/te/school/1")).text()).includes('alt="Children at the school gate (తెలుగు)"')).toBe(true);
    // The versions tell photos apart by what they show.
    expect(await page(`${EDITOR}/history?version=1`, "viswa")).toContain("Children at the school gate");
  }, 60_000);
});
