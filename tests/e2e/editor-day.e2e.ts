// An editor's day (issue 28), in chromium: a school's office signs in, uploads a hero photo
// taken with a phone (GPS and all), rewrites the principal's letter in English and Telugu
// and chooses the photo for the top of the page; a second editor who opened the page
// earlier has their save refused, naming what changed; the draft is previewed at 360 px in
// Telugu; published, it is live on the public page (the photo's served file carries no
// metadata); rolled back, the page is as it was. A group admin, in Telugu on a phone, puts
// up the group's announcement banner, previews it, publishes it on every page and takes it
// down again; adds a testimonial from its folded place, first on the home page. Another
// school's staff get 404. axe finds nothing on the editors, the photo
// library or the previews.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viswa } from "#app/content/schools/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { te as teMessages } from "#app/i18n/te/index.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { BuiltSite } from "../support/built-site.ts";
import { METADATA_MARKERS, phoneJpeg } from "../support/photo-files.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { newPage } from "./browser.ts";
import { noSidewaysScroll, signInOnPage, startStaffSite } from "./staff-site.ts";

const EDITOR = "/staff/content/school/1";
const OFFICE = "viswa.office@example.org";
const LETTER = {
  en: "This year our Class 10 children planted two hundred trees along the Wargal road.",
  te: "ఈ ఏడాది మా 10వ తరగతి పిల్లలు వర్గల్ రోడ్డు పక్కన రెండు వందల మొక్కలు నాటారు.",
};
const ALT = { en: "Children walking in through the school gate in the morning", te: "ఉదయం పాఠశాల ముఖద్వారం గుండా లోపలికి వస్తున్న పిల్లలు" };
const words = en.staffContent;

describe("an editor's day: photo, letter, preview, publish, roll-back", () => {
  let browser: Browser;
  let built: BuiltSite;
  beforeAll(async () => {
    ({ built, browser } = await startStaffSite(
      [
        { email: OFFICE, role: "staff", schoolCode: "viswa" },
        { email: "group.admin@example.org", role: "admin" },
        { email: "maa.office@example.org", role: "staff", schoolCode: "maa" },
      ],
      { content: true },
    ));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  const url = (path: string) => `${built.site.url}${path}`;
  const signedIn = async (email: string, width = 1280): Promise<Page> => {
    const { page } = await newPage(browser, width);
    await signInOnPage(page, built.site.url, "", email);
    return page;
  };
  /** A parent on their phone, arriving at `path` (each a visitor of their own: no language remembered). */
  const parentOn = async (path: string): Promise<Page> => {
    const { page } = await newPage(browser, 360);
    await page.goto(url(path));
    return page;
  };
  /** The hero's photo on a public page as the browser shows it, or nothing (the drawing). */
  const heroPhoto = (page: Page) =>
    page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>("section[aria-labelledby=school-hero-title] img");
      return image && { alt: image.alt, src: image.currentSrc, loaded: image.complete && image.naturalWidth > 0 };
    });

  /** What asked for the hero's photo: its preload ("link") or the <img>. */
  const photoAskedBy = (page: Page) =>
    page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>("section[aria-labelledby=school-hero-title] img");
      const entry = image && performance.getEntriesByName(image.currentSrc)[0];
      return entry && (entry as PerformanceResourceTiming).initiatorType;
    });

  it("goes from an upload to a live page and back, refusing a stale save on the way", async () => {
    const office = await signedIn(OFFICE);
    // A second editor opens the page before the office saves.
    const admin = await signedIn("group.admin@example.org");
    await admin.goto(url(EDITOR));
    await admin.waitForSelector("html[data-hydrated]");

    // The photo, straight from a phone (EXIF with GPS, XMP, IPTC, a colour profile).
    await office.goto(url("/staff/content/photos"));
    await office.waitForSelector("html[data-hydrated]");
    await expectNoAxeViolations(office);
    await office.setInputFiles('input[name="photo"]', { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg({ width: 2400, height: 1800 }) });
    await office.fill('input[name="altEn"], textarea[name="altEn"]', ALT.en);
    await office.fill('input[name="altTe"], textarea[name="altTe"]', ALT.te);
    await office.getByRole("button", { name: en.staffPhotos.upload.submit }).click();
    await office.getByText(en.staffPhotos.upload.uploaded).waitFor({ timeout: 60_000 });
    await office.getByText(ALT.en).first().waitFor();

    // The letter in both languages, and the photo for the top of the page.
    await office.goto(url(EDITOR));
    await office.waitForSelector("html[data-hydrated]");
    await office.fill('[name="principal.paragraphs.0.en"]', LETTER.en);
    await office.fill('[name="principal.paragraphs.0.te"]', LETTER.te);
    await office.locator("fieldset", { has: office.getByText(words.fields.heroPhoto, { exact: true }) }).getByLabel(ALT.en).check();
    await expectNoAxeViolations(office);
    await office.getByRole("button", { name: words.editor.save }).click();
    await office.waitForURL((address) => address.search === "?saved");
    await office.getByText(words.editor.saved).waitFor();

    // The second editor's save, on what they opened: refused, naming the letter.
    await admin.fill('[name="vision.en"]', "A vision typed by the second editor.");
    await admin.getByRole("button", { name: words.editor.save }).click();
    const stale = admin.getByRole("alert").filter({ hasText: "saved this page at" });
    await stale.waitFor();
    expect(await stale.textContent()).toContain(OFFICE);
    expect(await stale.textContent()).toContain("Message from the Principal: Paragraph 1 (English)");
    expect(await admin.inputValue('[name="vision.en"]')).toBe("A vision typed by the second editor.");

    // The preview, as a parent's phone shows it, in Telugu.
    await office.setViewportSize({ width: 360, height: 740 });
    await office.goto(url(`/te${EDITOR}/preview`));
    await office.waitForSelector("html[data-hydrated]");
    await office.getByText(LETTER.te).waitFor();
    await office.locator("section[aria-labelledby=school-hero-title] img").scrollIntoViewIfNeeded();
    await office.waitForFunction(() => document.querySelector<HTMLImageElement>("section[aria-labelledby=school-hero-title] img")?.complete);
    expect(await heroPhoto(office)).toMatchObject({ alt: ALT.te, loaded: true });
    expect(await noSidewaysScroll(office)).toBe(true);
    await expectNoAxeViolations(office);
    expect(await (await parentOn("/te/school/1")).getByText(LETTER.te).count()).toBe(0);

    // Published, through the confirmation.
    await office.setViewportSize({ width: 1280, height: 900 });
    await office.goto(url(EDITOR));
    await office.waitForSelector("html[data-hydrated]");
    // Looking at the Telugu preview chose nothing: the editor is still in English.
    await office.getByRole("heading", { level: 1, name: fillTemplate(words.editor.title, { school: viswa.name.en }) }).waitFor();
    await office.getByRole("button", { name: words.editor.publish }).click();
    await office.getByRole("heading", { name: words.publish.title }).waitFor();
    await office.getByRole("button", { name: words.publish.confirm }).click();
    await office.getByText(fillTemplate(words.editor.published, { version: 2 })).waitFor();

    // Live for parents: the letter in both languages, the photo at the top.
    await (await parentOn("/te/school/1")).getByText(LETTER.te).waitFor();
    // A wide screen, where the photo stands beside the text, asks for it once: its preload
    // is the very file the <picture> then takes (a preload it did not take would be a second download).
    const { page: wide } = await newPage(browser, 1280);
    const photoAsked: string[] = [];
    wide.on("request", (request) => void (new URL(request.url()).pathname.startsWith("/media/") && photoAsked.push(request.url())));
    await wide.goto(url("/school/1"));
    await wide.waitForFunction(() => document.querySelector<HTMLImageElement>("section[aria-labelledby=school-hero-title] img")?.complete);
    expect((await heroPhoto(wide))?.loaded).toBe(true);
    expect(photoAsked).toEqual([(await heroPhoto(wide))!.src]);
    expect(await photoAskedBy(wide)).toBe("link");
    let parent = await parentOn("/school/1");
    await parent.getByText(LETTER.en).waitFor();
    await parent.locator("section[aria-labelledby=school-hero-title] img").scrollIntoViewIfNeeded();
    await parent.waitForFunction(() => document.querySelector<HTMLImageElement>("section[aria-labelledby=school-hero-title] img")?.complete);
    const live = await heroPhoto(parent);
    expect(live).toMatchObject({ alt: ALT.en, loaded: true });
    // On a phone it lies below the text: no preload, the <img> asks for it (after the text's fonts).
    expect(await photoAskedBy(parent)).toBe("img");
    // The file the browser chose: nothing of what the phone recorded.
    const served = Buffer.from(await (await fetch(live!.src)).arrayBuffer());
    for (const marker of METADATA_MARKERS) expect(served.includes(Buffer.from(marker)), marker).toBe(false);
    const metadata = await sharp(served).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([undefined, undefined, undefined, undefined]);

    // Rolled back: version 1 again, as version 3; the drawing and the old letter are back.
    await office.goto(url(`${EDITOR}/history`));
    await office.waitForSelector("html[data-hydrated]");
    await office.getByRole("link", { name: `${words.history.compare}: ${fillTemplate(words.history.version, { version: 1 })}` }).click();
    await office.getByRole("link", { name: words.history.restore }).click();
    await office.getByRole("button", { name: fillTemplate(words.history.confirm, { version: 1 }) }).click();
    await office.getByText(fillTemplate(words.history.restored, { from: 1, version: 3 })).waitFor();
    parent = await parentOn("/school/1");
    await parent.getByText(viswa.principal.paragraphs[0]!.en).waitFor();
    expect(await parent.getByText(LETTER.en).count()).toBe(0);
    expect(await heroPhoto(parent)).toBeNull();
    parent = await parentOn("/te/school/1");
    await parent.getByText(viswa.principal.paragraphs[0]!.te).waitFor();
    expect(await parent.getByText(LETTER.te).count()).toBe(0);
  }, 180_000);

  it("lets a group admin, in Telugu on a phone, put up an announcement banner: previewed, published on every page, taken down", async () => {
    const te = teMessages.staffContent;
    const banner = { en: "Admissions for 2027–2028 are open: book a visit.", te: "2027–2028 ప్రవేశాలు మొదలయ్యాయి: సందర్శన బుక్ చేసుకోండి." };
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const { page: admin } = await newPage(browser, 360);
    await signInOnPage(admin, built.site.url, "/te", "group.admin@example.org");
    await admin.goto(url("/te/staff/content"));
    await admin.getByRole("link", { name: `${te.list.edit}: ${te.group.name}` }).click();
    await admin.getByRole("heading", { level: 1, name: te.group.name }).waitFor();
    await admin.waitForSelector("html[data-hydrated]");
    await expectNoAxeViolations(admin);
    expect(await noSidewaysScroll(admin)).toBe(true);
    await admin.fill('[name="banner.text.en"]', banner.en);
    await admin.fill('[name="banner.text.te"]', banner.te);
    await admin.fill('[name="banner.link"]', "/schedule-visit");
    await admin.fill('[name="banner.start"]', today);
    await admin.fill('[name="banner.end"]', today);
    await admin.getByRole("button", { name: te.editor.preview }).click();
    await admin.getByText(banner.te).waitFor();
    await admin.waitForSelector("html[data-hydrated]");
    await expectNoAxeViolations(admin);
    expect(await noSidewaysScroll(admin)).toBe(true);
    // Not live yet.
    let parent = await parentOn("/te");
    expect(await parent.getByText(banner.te).count()).toBe(0);

    await admin.getByRole("link", { name: te.preview.back }).click();
    await admin.getByRole("button", { name: te.editor.publish }).click();
    await admin.getByRole("heading", { name: te.publish.title }).waitFor();
    await admin.getByRole("button", { name: te.publish.confirm }).click();
    await admin.getByText(fillTemplate(te.editor.published, { version: 2 })).waitFor();
    parent = await parentOn("/te");
    await parent.getByText(banner.te).waitFor();
    parent = await parentOn("/about");
    await parent.getByText(banner.en).waitFor();
    await parent.getByRole("link", { name: en.common.banner.more }).click();
    await parent.waitForURL((address) => address.pathname === "/schedule-visit");

    // Taken down: version 1 again, as version 3.
    await admin.goto(url("/te/staff/content/group/history?version=1&restore"));
    await admin.getByRole("button", { name: fillTemplate(te.history.confirm, { version: 1 }) }).click();
    await admin.getByText(fillTemplate(te.history.restored, { from: 1, version: 3 })).waitFor();
    parent = await parentOn("/te");
    await parent.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await parent.getByText(banner.te).count()).toBe(0);
  }, 120_000);

  it("lets a group admin add a testimonial on a phone: opened from its folded place, rated, the family's consent noted, published first on the home page", async () => {
    const words = en.staffContent;
    const { page: admin } = await newPage(browser, 360);
    await signInOnPage(admin, built.site.url, "", "group.admin@example.org");
    await admin.goto(url("/staff/content/testimonials"));
    await admin.waitForSelector("html[data-hydrated]");
    await expectNoAxeViolations(admin);
    expect(await noSidewaysScroll(admin)).toBe(true);
    // The seven are folded under their names; the eighth place waits, folded too.
    await admin.getByText(fillTemplate(words.editor.namedTestimonial, { n: 1, name: "Lakshmi Reddy" })).waitFor();
    const name = admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialName, { n: 8 })}, ${words.languages.en}` });
    expect(await name.isVisible()).toBe(false);
    await admin.getByText(fillTemplate(words.editor.emptyTestimonial, { n: 8 })).click();
    await name.fill("Farida Begum");
    await admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialName, { n: 8 })}, ${words.languages.te}` }).fill("ఫరీదా బేగం");
    await admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialRole, { n: 8 })}, ${words.languages.en}` }).fill("Parent, MAA School");
    await admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialRole, { n: 8 })}, ${words.languages.te}` }).fill("తల్లి, MAA స్కూల్");
    await admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialContent, { n: 8 })}, ${words.languages.en}` }).fill("The teachers call us the moment our son is unwell.");
    await admin.getByRole("textbox", { name: `${fillTemplate(words.fields.testimonialContent, { n: 8 })}, ${words.languages.te}` }).fill("మా అబ్బాయికి ఒంట్లో బాగోలేకపోతే ఉపాధ్యాయులు వెంటనే ఫోన్ చేస్తారు.");
    await admin.getByLabel(fillTemplate(words.fields.rating, { n: 8 })).selectOption("5");
    await admin.getByLabel(fillTemplate(words.fields.consent, { n: 8 })).fill("Signed consent form, 20 Nov 2026");
    await admin.getByLabel(fillTemplate(words.fields.position, { n: 8 })).selectOption("1");
    await admin.getByRole("button", { name: words.editor.publish }).click();
    await admin.getByRole("heading", { name: words.publish.title }).waitFor();
    await admin.getByRole("button", { name: words.publish.confirm }).click();
    await admin.getByText(fillTemplate(words.editor.published, { version: 2 })).waitFor();
    // Saved, the new one is first and folded under its name.
    await admin.getByText(fillTemplate(words.editor.namedTestimonial, { n: 1, name: "Farida Begum" })).waitFor();
    const parent = await parentOn("/");
    const first = parent.getByTestId("testimonial-card").first();
    await first.getByText("The teachers call us the moment our son is unwell.").waitFor();
    expect(await parent.getByText("Signed consent form").count()).toBe(0);
  }, 120_000);

  it("answers another school's staff 404 on school 1's editor, preview, history and photo library, and on the group's pages", async () => {
    const maa = await signedIn("maa.office@example.org");
    for (const path of [EDITOR, `${EDITOR}/preview`, `${EDITOR}/history`, `/te${EDITOR}`, "/staff/content/photos?scope=viswa", "/staff/content/group", "/te/staff/content/group/history", "/staff/content/testimonials", "/staff/content/copy"]) {
      const response = await maa.goto(url(path));
      expect(response?.status(), path).toBe(404);
    }
  }, 60_000);
});
