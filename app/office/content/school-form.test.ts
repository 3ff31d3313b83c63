// The school page's editor form (issue 28) without a server: today's six pages go through
// it unchanged (so an office can save without touching what it did not edit); what is
// written is tidied and bounded, never markup; phones and e-mails by the forms' rules,
// links only to YouTube and Google Maps; publishing asks for every text in both languages
// but not for a slot left wholly empty.
import { describe, expect, it } from "vitest";
import { schoolContents, viswa } from "#app/content/schools/index.ts";
import type { PhotoView } from "#app/content/photo.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { charCount, LIMITS, MAX_GALLERY, VIDEO_TO_COME, withEdits, youtubeIdOf } from "./school-document.ts";
import type { FormValues } from "./document-form.ts";
import { schoolForm } from "./school-form.ts";

import { inputInList } from "./field-words.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { PAGE_EDITOR_FORM_BYTES } from "../../../server/staff-area.ts";

const { fieldOf, names: FORM_NAMES, marksByName, missing: missingTexts, openedMarks, read: readSchoolForm, photosOf } = schoolForm;
const formValues = (document: SchoolContent, describedIn?: "en" | "te") => schoolForm.values(document, describedIn);

/** A post as a browser sends the form: the gallery's ticked boxes each under its name. */
const posted = (values: FormValues) => ({
  get: (name: string) => values[name] ?? null,
  getAll: (name: string) => (values[name] ?? "").split(" ").filter((id) => id !== ""),
});
const photo = (id: string, en: string): PhotoView => ({ id, width: 4000, height: 3000, alt: { en, te: `${en} (తెలుగు)` }, files: [{ hash: "a".repeat(64), format: "jpeg", width: 480, height: 360 }] });
const gate = photo("0b7c2a52-1f0e-4d8e-9c3a-5a1e2b3c4d5e", "The school gate");
const lab = photo("7f3e9a10-2b4c-4d6e-8f1a-3b5c7d9e1f20", "The science laboratory");
const read = (change: FormValues, base = viswa) => readSchoolForm(posted({ ...formValues(base), ...change }));

describe("the school page's form", () => {
  it.each(Object.values(schoolContents).map((content) => [content.id, content] as const))("takes school %i's page as it is and gives it back unchanged", (_id, content) => {
    const reading = readSchoolForm(posted(formValues(content)));
    expect(reading.ok, JSON.stringify(!reading.ok && reading.problems)).toBe(true);
    if (reading.ok) expect(withEdits(content, reading.edited)).toEqual(content);
  });

  it("names every input once, by its path in the document", () => {
    expect(new Set(FORM_NAMES).size).toBe(FORM_NAMES.length);
    expect(FORM_NAMES).toContain("principal.paragraphs.3.te");
    expect(FORM_NAMES).toContain("features.4.icon");
    expect(FORM_NAMES).not.toContain("crest.primary");
    // Every input has words in both languages.
    for (const name of FORM_NAMES) {
      expect(inputInList(en.staffContent, schoolForm, name)).not.toBe(name);
      expect(inputInList(te.staffContent, schoolForm, name)).not.toBe(name);
    }
    expect(inputInList(en.staffContent, schoolForm, "principal.paragraphs.1.te")).toBe("Message from the Principal: Paragraph 2 (Telugu)");
  });

  it("fits in the body a staff form may send, every text at its limit in Telugu", () => {
    // A Telugu letter is three bytes, nine once URL-encoded; the marks of what was opened ride along.
    const full = Object.fromEntries(FORM_NAMES.map((name) => [name, "అ".repeat(fieldOf(name)!.field.max)]));
    const body = new URLSearchParams({ ...full, revision: "123456789", opened: openedMarks(full), intent: "publish" }).toString();
    expect(body.length).toBeLessThan(PAGE_EDITOR_FORM_BYTES);
    expect(body.length).toBeGreaterThan(200 * 1024);
  });

  it("keeps what is not edited: the id, the crest, the keywords, the photos", () => {
    const withPhoto = { ...viswa, hero: { ...viswa.hero, image: gate }, gallery: [lab, gate] };
    const reading = read({ "motto.en": "New motto" }, withPhoto);
    if (!reading.ok) throw new Error("refused");
    const edited = withEdits(withPhoto, reading.edited, photosOf(withPhoto));
    expect(edited.motto.en).toBe("New motto");
    expect([edited.id, edited.crest, edited.keywords, edited.metaDescription, edited.hero.image, edited.gallery]).toEqual([1, viswa.crest, viswa.keywords, viswa.metaDescription, gate, [lab, gate]]);
  });

  it("chooses photos by id: the hero, the principal's, the gallery in the order sent, and none", () => {
    const photos = new Map([gate, lab].map((shown) => [shown.id, shown]));
    const reading = read({ "hero.image": lab.id, "principal.picture": gate.id, gallery: `${gate.id} ${lab.id} ${gate.id}` });
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const edited = withEdits(viswa, reading.edited, photos);
    expect([edited.hero.image, edited.principal.picture, edited.gallery]).toEqual([lab, gate, [gate, lab]]);
    // A person reads a photo as its description; the form holds its id.
    expect(formValues(edited)["hero.image"]).toBe(lab.id);
    expect(formValues(edited, "te").gallery).toBe("The school gate (తెలుగు); The science laboratory (తెలుగు)");
    const none = read({ "hero.image": "", gallery: "" }, edited);
    if (!none.ok) throw new Error("refused");
    const cleared = withEdits(edited, none.edited, photos);
    expect([cleared.hero.image, cleared.gallery, cleared.principal.picture]).toEqual([null, [], gate]);
  });

  it("refuses a photo that is no id, and more than twelve in the gallery", () => {
    const many = Array.from({ length: MAX_GALLERY + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`).join(" ");
    const reading = read({ "hero.image": "../../etc/passwd", gallery: many });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual({ "hero.image": { key: "staffContent.problems.photoGone" }, gallery: { key: "staffContent.problems.galleryTooMany", max: MAX_GALLERY } });
  });

  it("tidies a text (one paragraph, no NUL) and counts it as kept", () => {
    const reading = read({ "vision.en": "  Two\n\nlines\u0000  here " });
    expect(reading.ok && reading.edited.vision.en).toBe("Two lines here");
    expect(charCount("  Two\n\nlines  ")).toBe(9);
    expect(charCount("నమస్కారం")).toBe(8);
  });

  it("refuses a text over its limit, and markup, naming the input", () => {
    const reading = read({ "motto.te": "అ".repeat(LIMITS.motto + 1), "principal.paragraphs.1.en": "<script>alert(1)</script>", "vision.en": "Read <b>this</b>" });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual({
      "motto.te": { key: "staffContent.problems.tooLong", max: LIMITS.motto },
      "vision.en": { key: "staffContent.problems.markup" },
      "principal.paragraphs.1.en": { key: "staffContent.problems.markup" },
    });
    // What was typed comes back as typed, to show again.
    expect(reading.values["principal.paragraphs.1.en"]).toBe("<script>alert(1)</script>");
    // A "<" that is no tag is plain text.
    expect(read({ "vision.en": "Classes < 30 children & > 2 teachers" }).ok).toBe(true);
  });

  it("checks the admission office's phone and e-mail by the forms' rules", () => {
    const reading = read({ "joinUs.phone": "call us", "joinUs.email": "office@" });
    expect(!reading.ok && reading.problems).toEqual({ "joinUs.phone": { key: "validation.phoneMin" }, "joinUs.email": { key: "validation.email" } });
    expect(read({ "joinUs.phone": "+91 98765 43210", "joinUs.email": "admissions@example.org" }).ok).toBe(true);
  });

  it("takes a YouTube video by any of its addresses, and links only to YouTube and Google Maps", () => {
    for (const typed of ["dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ?t=3", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]) {
      expect(youtubeIdOf(typed), typed).toBe("dQw4w9WgXcQ");
    }
    for (const typed of ["dQw4w9WgXc", "https://vimeo.com/dQw4w9WgXcQ", "javascript:alert(1)//dQw4w9WgXcQ", "https://youtu.be/"]) expect(youtubeIdOf(typed), typed).toBeUndefined();
    const reading = read({ "videos.0.youtubeId": "https://youtu.be/dQw4w9WgXcQ", "map.mapsUrl": "https://maps.app.goo.gl/abc123", "channelUrl": "https://www.youtube.com/@ourschool" });
    expect(reading.ok && [reading.edited.videos[0]?.youtubeId, reading.edited.map.mapsUrl, reading.edited.channelUrl]).toEqual(["dQw4w9WgXcQ", "https://maps.app.goo.gl/abc123", "https://www.youtube.com/@ourschool"]);
    const refused = read({ "videos.0.youtubeId": "not a video", "map.mapsUrl": "javascript:alert(1)", "channelUrl": "https://evil.example/@ourschool" });
    expect(!refused.ok && refused.problems).toEqual({
      "videos.0.youtubeId": { key: "staffContent.problems.youtube" },
      "channelUrl": { key: "staffContent.problems.channel" },
      "map.mapsUrl": { key: "staffContent.problems.mapsUrl" },
    });
    expect(read({ "map.mapsUrl": "http://www.google.com/maps/place/x" }).ok).toBe(false);
  });

  it("keeps a video to come as it was, drops an empty slot, and names no channel as none", () => {
    const reading = read({ "videos.1.title.en": "", "channelUrl": "", "principal.paragraphs.3.en": "", "principal.paragraphs.3.te": "" });
    if (!reading.ok) throw new Error("refused");
    const edited = withEdits(viswa, reading.edited);
    expect(edited.videos).toEqual(viswa.videos);
    expect(edited.videos[0]?.youtubeId).toBe(VIDEO_TO_COME);
    expect(formValues(edited)["videos.0.youtubeId"]).toBe("");
    expect(edited.principal.paragraphs).toHaveLength(3);
    expect(edited.channelUrl).toBeNull();
  });

  it("asks, before publishing, for every text in both languages but not for a slot left wholly empty", () => {
    expect(missingTexts(formValues(viswa))).toEqual([]);
    const values = { ...formValues(viswa), "principal.greeting.te": "", "joinUs.phone": "", "videos.2.title.en": "A third video", "principal.paragraphs.3.te": "", "principal.paragraphs.3.en": "" };
    expect(missingTexts(values)).toEqual(["principal.greeting.te", "videos.2.title.te", "joinUs.phone"]);
    // Three paragraphs at least.
    expect(missingTexts({ ...values, "principal.paragraphs.2.en": "", "principal.paragraphs.2.te": "" })).toContain("principal.paragraphs.2.en");
  });

  it("tells, from the marks the form carried, which inputs someone else changed since", () => {
    const opened = openedMarks(formValues(viswa));
    const theirs = formValues({ ...viswa, motto: { en: "Theirs", te: viswa.motto.te } });
    const mine = marksByName(opened);
    const now = marksByName(openedMarks(theirs));
    expect(Object.keys(now).filter((name) => now[name] !== mine[name])).toEqual(["motto.en"]);
    expect(marksByName("forged")).toEqual({});
  });
});
