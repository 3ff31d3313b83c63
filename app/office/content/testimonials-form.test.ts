// The testimonials' editor form (issue 28) without a server: today's seven go through it
// unchanged; one added takes the next id never used, a rating and the family's consent;
// one given another place moves there; hidden ones stay in the document and leave the
// public list; removed ones go, their ids not given again; the consent note is never public.
import { describe, expect, it } from "vitest";
import { shownTestimonials } from "#app/content/testimonials/index.ts";
import { testimonialsFirstVersion } from "#app/content/testimonials/first-version.ts";
import type { TestimonialsDocument } from "#app/content/testimonials/types.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import type { FormValues } from "./document-form.ts";
import { inputInList } from "./field-words.ts";
import { withTestimonialEdits } from "./testimonials-document.ts";
import { testimonialsForm } from "./testimonials-form.ts";

const posted = (values: FormValues) => ({ get: (name: string) => values[name] ?? null, getAll: (name: string) => (values[name] === undefined ? [] : [values[name]]) });
const first = testimonialsFirstVersion;
/** The document after a save of the form as `first` fills it, with `change`. */
const saved = (change: FormValues, base: TestimonialsDocument = first): TestimonialsDocument => {
  const reading = testimonialsForm.read(posted({ ...testimonialsForm.values(base), ...change }));
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return withTestimonialEdits(base, reading.edited, new Map());
};
const NEW = {
  "list.7.name.en": "Farida Begum",
  "list.7.name.te": "ఫరీదా బేగం",
  "list.7.role.en": "Parent, MAA School",
  "list.7.role.te": "తల్లి, MAA స్కూల్",
  "list.7.content.en": "The teachers call us when our son is unwell at school.",
  "list.7.content.te": "బడిలో మా అబ్బాయికి ఒంట్లో బాగోలేకపోతే ఉపాధ్యాయులే మాకు ఫోన్ చేస్తారు.",
  "list.7.rating": "5",
  "list.7.consent": "Signed consent form, 20 Nov 2026",
};

describe("the testimonials' form", () => {
  it("takes today's seven as they are and gives them back unchanged, with nothing missing", () => {
    expect(saved({})).toEqual(first);
    expect(testimonialsForm.missing(testimonialsForm.values(first))).toEqual([]);
    // Every input is named in both languages.
    for (const name of testimonialsForm.names) {
      expect(inputInList(en.staffContent, testimonialsForm, name)).not.toBe(name);
      expect(inputInList(te.staffContent, testimonialsForm, name)).not.toBe(name);
    }
    expect(inputInList(en.staffContent, testimonialsForm, "list.7.consent")).toBe("Testimonials: Testimonial 8: the family's consent");
  });

  it("adds one with the next id; its rating is asked for on saving, its consent and Telugu on publishing", () => {
    const added = saved(NEW);
    expect(added.list).toHaveLength(8);
    expect(added.list[7]).toMatchObject({ id: 8, rating: 5, consent: NEW["list.7.consent"], hidden: false, photo: null });
    expect(added.lastId).toBe(8);

    const noRating = testimonialsForm.read(posted({ ...testimonialsForm.values(first), ...NEW, "list.7.rating": "" }));
    expect(!noRating.ok && noRating.problems).toEqual({ "list.7.rating": { key: "staffContent.problems.rating" } });
    const unfinished = saved({ ...NEW, "list.7.consent": "", "list.7.content.te": "" });
    expect(testimonialsForm.missing(testimonialsForm.values(unfinished))).toEqual(["list.7.content.te", "list.7.consent"]);
  });

  it("moves one to the place chosen, keeping the others' order", () => {
    const moved = saved({ "list.2.place": "1" });
    expect(moved.list.map((entry) => entry.id)).toEqual([3, 1, 2, 4, 5, 6, 7]);
    const last = saved({ "list.0.place": "7" });
    expect(last.list.map((entry) => entry.id)).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });

  it("keeps a hidden one out of the public list, and never shows the consent note", () => {
    const hidden = saved({ "list.0.hidden": "yes" });
    expect(hidden.list[0]).toMatchObject({ id: 1, hidden: true });
    const shown = shownTestimonials(hidden, "te");
    expect(shown.map((testimonial) => testimonial.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(shown[0]).toEqual({ id: 2, name: "శ్రీనివాస్ గౌడ్", role: "తండ్రి, విశ్వభారతి హైస్కూల్", content: first.list[1]!.content.te, imageUrl: null, rating: 5 });
    expect(JSON.stringify(shown)).not.toContain("consent");
  });

  it("removes one, never giving its id again; an id posted that is not the document's is a new one", () => {
    const removed = saved({ ...NEW, "list.6.remove": "yes" });
    expect(removed.list.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const again = saved({ "list.7.name.en": "Another family", "list.7.rating": "4", "list.7.id": "3" }, removed);
    expect(again.list.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
    expect(again.lastId).toBe(9);
  });
});
