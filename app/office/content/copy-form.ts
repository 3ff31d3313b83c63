// The editor of the pages' words (issue 28, /staff/content/copy): the texts of the home
// page, the about page and the brochure that the spec does not fix (editable-copy.ts),
// each in English and Telugu, within its limit, plain, and keeping the words in braces
// ("{year}") the page fills in. Its thirteen sections are folded under their titles (opened
// one at a time, the page is a screen or two long at 360 px, not 26,000 px). document-form.ts says how a form is read, filled and checked.
import { z } from "zod";
import { COPY_SECTIONS, placeholdersOf, textAt } from "#app/content/copy/editable-copy.ts";
import { setAt, type CopyDocument } from "#app/content/copy/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { te } from "#app/i18n/te/index.ts";
import { documentForm, textField, type FieldKey, type SectionSpec, type TextSpec } from "./document-form.ts";
import { plainText, type ProblemKey } from "./school-document.ts";

/** The catalogue's words of each language, whose {placeholders} an edited text keeps. */
const CATALOGUES = { en, te } as const;

/** How the editor names a text: by what it is on its page (a card's by its number). */
function labelOf(path: string, cardNumbers: Map<string, number>): Pick<TextSpec, "label" | "n"> {
  const card = /^(.*\.items\.[^.]+)\.(title|body)$/.exec(path);
  if (card) return { label: card[2] === "title" ? "featureTitle" : "featureDescription", n: cardNumbers.get(card[1]!) ?? 1 };
  const paragraph = /\.paragraphs\.([^.]+)$/.exec(path);
  if (paragraph) return { label: "paragraph", n: path.endsWith("people") ? 1 : 2 };
  const named: Record<string, FieldKey> = {
    "brochure.header.tagline": "copyTagline",
    "brochure.mission.body": "copyMission",
    "brochure.mission.promise": "copyPromise",
    "brochure.contact.title": "copyContactTitle",
    "brochure.contact.body": "copyContactText",
    "about.mission.detail": "copyMore",
  };
  const last = path.split(".").at(-1);
  return { label: named[path] ?? (last === "eyebrow" ? "copyEyebrow" : last === "title" ? "copyTitle" : "copyText") };
}

export const COPY_FORM: SectionSpec[] = COPY_SECTIONS.map((section) => {
  const cards = [...new Set(section.texts.flatMap(({ path }) => /^(.*\.items\.[^.]+)\./.exec(path)?.[1] ?? []))];
  const cardNumbers = new Map(cards.map((card, index) => [card, index + 1]));
  return { key: section.key, folded: true, fields: section.texts.map(({ path, max }) => textField(path, labelOf(path, cardNumbers).label, max, { ...labelOf(path, cardNumbers), long: max > 120 })) };
});

/** A text of the pages: plain, within its limit, with the catalogue's {placeholders} of its language. */
const copyText = (path: string, lang: "en" | "te", max: number) =>
  plainText(max).refine((value) => value === "" || placeholdersOf(value).join() === placeholdersOf(textAt(CATALOGUES[lang], path) ?? "").join(), {
    error: "staffContent.problems.placeholders" satisfies ProblemKey,
  });

/** The schema: the document's shape, built from the paths. */
const copySchema = COPY_SECTIONS.flatMap((section) => section.texts).reduce<Record<string, unknown>>(
  (shape, { path, max }) => setAt(shape, path, z.object({ en: copyText(path, "en", max), te: copyText(path, "te", max) })),
  {},
);

/** Nested shapes of zod objects, from the tree of leaves. */
function objectOf(tree: Record<string, unknown>): z.ZodType<CopyDocument> {
  return z.object(Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, node instanceof z.ZodType ? node : objectOf(node as Record<string, unknown>)]))) as unknown as z.ZodType<CopyDocument>;
}

export const copyForm = documentForm(COPY_FORM, objectOf(copySchema));
