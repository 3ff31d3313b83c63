// The pages' words' form (issue 28) without a server: today's words go through it
// unchanged, every text named in both languages; a rewritten text keeps the words in
// braces the page fills in; the pages' text has the published words in place, and the
// catalogue's where a language was left empty.
import { afterEach, describe, expect, it } from "vitest";
import { COPY_PATHS, textAt } from "#app/content/copy/editable-copy.ts";
import { copyFirstVersion, setAt, setPublishedCopy, withEditedCopy, type CopyDocument } from "#app/content/copy/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { pickSections } from "#app/i18n/page-sections.ts";
import type { FormValues } from "./document-form.ts";
import { inputInList } from "./field-words.ts";
import { copyForm } from "./copy-form.ts";

const posted = (values: FormValues) => ({ get: (name: string) => values[name] ?? null, getAll: (name: string) => (values[name] === undefined ? [] : [values[name]]) });
const read = (change: FormValues) => copyForm.read(posted({ ...copyForm.values(copyFirstVersion), ...change }));

describe("the pages' words' form", () => {
  afterEach(() => setPublishedCopy(undefined));

  it("takes today's words as they are, each path once, named in both languages", () => {
    expect(COPY_PATHS.length).toBeGreaterThan(50);
    expect(new Set(COPY_PATHS).size).toBe(COPY_PATHS.length);
    for (const path of COPY_PATHS) {
      expect(textAt(en, path), path).toBeTruthy();
      expect(textAt(te, path), path).toBeTruthy();
    }
    const reading = read({});
    expect(reading.ok, JSON.stringify(!reading.ok && reading.problems)).toBe(true);
    if (reading.ok) expect(reading.edited).toEqual(copyFirstVersion);
    expect(copyForm.missing(copyForm.values(copyFirstVersion))).toEqual([]);
    for (const name of copyForm.names) {
      expect(inputInList(en.staffContent, copyForm, name)).not.toBe(name);
      expect(inputInList(te.staffContent, copyForm, name)).not.toBe(name);
    }
    expect(inputInList(en.staffContent, copyForm, "home.highlights.items.safety.body.te")).toBe("Home page: Why Parents Choose Us: Card 2: text (Telugu)");
  });

  it("refuses a text that drops a word in braces, or holds markup, each by its input", () => {
    const reading = read({ "about.join.body.en": "Admissions are open from Nursery to Class 10.", "home.hero.title.te": "<b>స్వాగతం</b>" });
    expect(!reading.ok && reading.problems).toEqual({
      "about.join.body.en": { key: "staffContent.problems.placeholders" },
      "home.hero.title.te": { key: "staffContent.problems.markup" },
    });
    expect(read({ "about.join.body.en": "Admissions for {year} are open." }).ok).toBe(true);
  });

  it("puts the published words in a page's text, the catalogue's where a language is empty", () => {
    const document = setAt(setAt(copyFirstVersion, "home.hero.title", { en: "Every child, known by name", te: "" }), "about.mission.body", { en: "Our mission, rewritten.", te: "మా లక్ష్యం, కొత్తగా." }) as CopyDocument;
    setPublishedCopy(() => document);
    const home = withEditedCopy(pickSections(en, ["home"]), "en");
    expect(home.home.hero.title).toBe("Every child, known by name");
    expect(withEditedCopy(pickSections(te, ["home"]), "te").home.hero.title).toBe(te.home.hero.title);
    expect(withEditedCopy(pickSections(te, ["about"]), "te").about.mission.body).toBe("మా లక్ష్యం, కొత్తగా.");
    // The catalogue itself is untouched.
    expect(en.home.hero.title).not.toBe("Every child, known by name");
  });
});
