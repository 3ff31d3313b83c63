// The testimonials edited by a group admin (issue 28) through the built site, on PGlite and
// PostgreSQL: one added with a photo from the group's library and the family's consent
// noted, one hidden, one moved first; saved as a draft the preview shows and parents do
// not; published, GET /api/testimonials and the home page have them (the photo served, the
// hidden one and every consent note absent), the brochure its first two; rolled back, as
// before. A school's staff reach none of it (404, nothing written).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { storePhoto } from "#app/content/photos/photos.server.ts";
import { testimonialsFirstVersion } from "#app/content/testimonials/first-version.ts";
import { testimonialsForm } from "#app/office/content/testimonials-form.ts";
import { queryRows } from "#database/client.ts";
import { contentSite } from "../tests/support/content-site.ts";
import { escaped, visible } from "../tests/support/page-reading.ts";
import { png } from "../tests/support/photo-files.ts";
import { engines } from "../tests/support/test-database.ts";

const EDITOR = "/staff/content/testimonials";
const CONSENT = "Signed consent form, 20 Nov 2026";
const NEW = {
  "list.7.name.en": "Farida Begum",
  "list.7.name.te": "ఫరీదా బేగం",
  "list.7.role.en": "Parent, MAA School",
  "list.7.role.te": "తల్లి, MAA స్కూల్",
  "list.7.content.en": "The teachers call us the moment our son is unwell at school.",
  "list.7.content.te": "బడిలో మా అబ్బాయికి ఒంట్లో బాగోలేకపోతే ఉపాధ్యాయులే వెంటనే మాకు ఫోన్ చేస్తారు.",
  "list.7.rating": "4",
  "list.7.consent": CONSENT,
  "list.7.place": "1",
  "list.0.hidden": "yes",
};
type Shown = { id: number; name: string; imageUrl: string | null; rating: number };

describe.each(engines)("the testimonials edited by a group admin on %s", (engine) => {
  const { db, get, post, page, open: openAt } = contentSite(engine);
  const open = (path = EDITOR) => openAt(path);
  const listed = async (lang = "en") => (await (await get(`/api/testimonials?lang=${lang}`)).json()) as Shown[];
  const documentRow = async () => (await queryRows<{ published_version: number; draft: unknown }>(db(), sql`select published_version, draft from content_documents where key = 'testimonials'`))[0]!;

  it("is a group admin's alone: a school's staff get 404 everywhere, with nothing written", async () => {
    expect(await page("/staff/content", "admin")).toContain(`href="${EDITOR}"`);
    expect(await page("/staff/content", "viswa")).not.toContain(`href="${EDITOR}"`);
    for (const path of [EDITOR, `${EDITOR}/preview`, `${EDITOR}/history`, `/te${EDITOR}`]) expect((await get(path, "viswa")).status, path).toBe(404);
    const before = await documentRow();
    const refused = await post(EDITOR, "viswa", { ...testimonialsForm.values(testimonialsFirstVersion), ...NEW, revision: "0", opened: "", intent: "save" });
    expect(refused.status).toBe(404);
    expect(await documentRow()).toEqual(before);
  });

  it("adds one with a photo and the family's consent, hides one, moves the new one first: previewed, then published", async () => {
    const stored = await storePhoto(db(), { scope: "group", alt: { en: "Farida Begum", te: "ఫరీదా బేగం" }, createdBy: 1, encoded: await encodePhoto(await png(900, 900), 50_000_000) });
    if (!("stored" in stored)) throw new Error("not stored");
    const photoId = stored.stored.id;
    const { html, carried } = await open();
    // The photo is offered from the group's library; empty slots are folded away.
    expect(html).toContain(`value="${photoId}"`);
    expect(html).toContain("Testimonial 8: not written yet. Open to add one.");
    const saved = await post(EDITOR, "admin", { ...testimonialsForm.values(testimonialsFirstVersion), ...NEW, "list.7.photo": photoId, ...carried, intent: "save" });
    expect(saved.status).toBe(302);
    expect((await listed()).map((testimonial) => testimonial.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const preview = visible(await (await get(`${EDITOR}/preview`, "admin")).text());
    expect(preview).toContain("Preview: not published.");
    expect(preview).toContain(escaped(NEW["list.7.content.en"]));
    expect(preview).not.toContain(escaped(testimonialsFirstVersion.list[0]!.content.en));
    expect(preview).not.toContain(CONSENT);
    expect(visible(await (await get(`/te${EDITOR}/preview`, "admin")).text())).toContain(NEW["list.7.content.te"]);

    const confirm = await open(`${EDITOR}?publish`);
    expect(confirm.html).toContain("Testimonials: Testimonial 8: the family&#x27;s consent");
    const published = await post(`${EDITOR}?publish`, "admin", { ...confirm.carried, intent: "publish-confirmed" });
    expect(published.headers.get("location")).toBe(`${EDITOR}?published=2`);

    const shown = await listed();
    expect(shown.map((testimonial) => testimonial.id)).toEqual([8, 2, 3, 4, 5, 6, 7]);
    expect(shown[0]).toMatchObject({ name: "Farida Begum", rating: 4 });
    expect(shown[0]!.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect((await get(shown[0]!.imageUrl!)).status).toBe(200);
    expect(JSON.stringify(shown)).not.toContain("consent");
    expect((await listed("te"))[0]!.name).toBe("ఫరీదా బేగం");
    const home = await page("/");
    expect(home).toContain(escaped(NEW["list.7.content.en"]));
    expect(home).not.toContain(escaped(testimonialsFirstVersion.list[0]!.content.en));
    expect(home).not.toContain(CONSENT);
    expect(await page("/te")).toContain(NEW["list.7.content.te"]);
    // Shown on the live testimonials, the photo cannot leave the group's library.
    const refusedDelete = await post(`/staff/content/photos?scope=group&delete=${photoId}`, "admin", { intent: "delete", id: photoId });
    expect(refusedDelete.status).toBe(409);
    expect((await get(shown[0]!.imageUrl!)).status).toBe(200);
    const brochure = await page("/brochure");
    expect(brochure).toContain(escaped(NEW["list.7.content.en"]));
    expect(brochure).not.toContain(escaped(testimonialsFirstVersion.list[2]!.content.en));
  });

  it("publishes version 1 again: the seven as they were, and the access record says so", async () => {
    const restored = await post(`${EDITOR}/history`, "admin", { version: "1", intent: "restore" });
    expect(restored.headers.get("location")).toBe(`${EDITOR}/history?restored=1&as=3`);
    expect((await listed()).map((testimonial) => testimonial.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const record = await page("/staff/access", "admin");
    expect(record).toContain("Testimonials: version 2");
    expect(record).toContain("Testimonials: version 3, the same as version 1");
    expect(record).toContain(`href="${EDITOR}/history"`);
  });
});
