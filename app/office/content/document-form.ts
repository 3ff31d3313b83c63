// A content document's editor as a form (issue 28), whichever document it edits (a
// school's page, the group's facts): its sections and fields in the order the editor shows
// them, each named by its path in the document ("principal.paragraphs.1.te"), which is also
// how a problem, a missing text or another editor's change names it. Read from a post
// (every field, through the document's schema), written out of a document, and checked
// for what publishing needs. Used by the server and by the page alike.
import type { z } from "zod";
import type { PhotoView } from "#app/content/photo.ts";
import type { Messages } from "#app/i18n/en/index.ts";

type ContentWords = Messages["staffContent"];
export type FieldKey = keyof ContentWords["fields"];
export type SectionKey = keyof ContentWords["sections"];
export type HintKey = keyof ContentWords["hints"];

interface Common {
  /** Its path in the document; a text's two inputs add ".en" and ".te". */
  path: string;
  label: FieldKey;
  /** The number in its label ("Paragraph {n}"). */
  n?: number;
  hint?: HintKey;
  /**
   * A slot that may be left wholly empty (a fourth paragraph, a second video, the
   * banner): publishing asks for its fields only once one of them is written.
   */
  slot?: string;
}

/** A text in both languages. `long`: a paragraph (a text area) rather than a line. */
export interface TextSpec extends Common {
  kind: "text";
  max: number;
  long: boolean;
}

/**
 * A value in one form for both languages. A photo is chosen from the library: its id (""
 * for none); the gallery's are their ids, apart by spaces. A month is its number (1-12),
 * a date YYYY-MM-DD, a rating 1-5 stars, a place a number in a list ("": where it is). A
 * toggle is a check box ("yes" when ticked); an id, what the document knows an entry by
 * (carried, not shown). A line is written in English (a map's query, a street); a note in
 * either language.
 */
export interface ValueSpec extends Common {
  kind:
    | "phone"
    | "email"
    | "video"
    | "channel"
    | "maps"
    | "link"
    | "line"
    | "note"
    | "icon"
    | "month"
    | "date"
    | "photo"
    | "gallery"
    | "rating"
    | "place"
    | "toggle"
    | "id";
  max: number;
  /** Publishing needs it. */
  required: boolean;
}

export type FieldSpec = TextSpec | ValueSpec;

export interface SectionSpec {
  key: SectionKey;
  /** What the whole section needs said once. */
  hint?: HintKey;
  /** Its entries folded away (a long list: the testimonials), each under a line of the editor's words: one for an entry not written yet, one naming it. */
  fold?: { empty: "emptyTestimonial"; named: "namedTestimonial" };
  /** Closed under its title until the editor opens it (a document of many sections: the pages' words), open when it has a problem. */
  folded?: boolean;
  fields: FieldSpec[];
}

/** A text field of at most `max` characters (a paragraph when over 120). */
export const textField = (path: string, label: FieldKey, max: number, more: Partial<TextSpec> = {}): TextSpec => ({
  kind: "text",
  path,
  label,
  max,
  long: max > 120,
  ...more,
});

/** The names of a field's inputs: a text's two, a value's one. */
export const inputNames = (field: FieldSpec): string[] =>
  field.kind === "text" ? [`${field.path}.en`, `${field.path}.te`] : [field.path];

/** What the form holds: each input's text. */
export type FormValues = Record<string, string>;

/** What is wrong with an input: a message's key in the catalogue, and the limit it names. */
export interface Problem {
  key: string;
  max?: number;
}

export type FormReading<Edited> =
  | { ok: true; edited: Edited; values: FormValues }
  | { ok: false; problems: Record<string, Problem>; values: FormValues };

/** A post as the server reads it (FormData), or as a test makes one. */
export interface PostedForm {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

export interface DocumentForm<Edited> {
  sections: readonly SectionSpec[];
  /** Every input of the form, in its order. */
  names: readonly string[];
  /** The field (and its section) an input name belongs to. */
  fieldOf(name: string): { field: FieldSpec; section: SectionKey; lang?: "en" | "te" } | undefined;
  /**
   * The form's inputs as `document` fills them (an empty slot, no photo: empty). A photo is
   * its id; or, `describedIn` a language, its alt text: how a list of changes names it to a person.
   */
  values(document: unknown, describedIn?: "en" | "te"): FormValues;
  /** The form as posted: every input read, every problem found, before anything is saved. */
  read(form: PostedForm): FormReading<Edited>;
  /**
   * What publishing still needs: every text in both languages and every required value; a
   * slot left wholly empty is not asked for. The input names, in the form's order.
   */
  missing(values: FormValues): string[];
  /**
   * What the editor opened, input by input, as marks carried by the form: when their save
   * is refused because someone saved since, the marks of what is there now tell which
   * inputs the other editor changed (without sending the whole document along twice).
   */
  openedMarks(values: FormValues): string;
  /** The marks back as input name → mark (none for a post that carried none or others). */
  marksByName(marks: string): Record<string, string>;
  /** The ids of the photos an edited document chose, in the form's order. */
  chosenPhotoIds(edited: Edited): string[];
  /** The photos a document shows, by id. */
  photosOf(document: unknown): Map<string, PhotoView>;
  /** The photo fields whose choice is not one of `photos`. */
  photoProblems(edited: Edited, photos: ReadonlyMap<string, unknown>): Record<string, Problem>;
}

export function valueAt(document: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      document,
    );
}

const stringOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** A short, stable mark of a text (FNV-1a): enough to tell whether an input changed. */
function mark(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The form of a document with `sections`, read through `schema`. `shownAsEmpty`: a value
 * the document keeps that the editor shows as empty (a video to come).
 */
export function documentForm<Edited>(
  sections: readonly SectionSpec[],
  schema: z.ZodType<Edited>,
  shownAsEmpty: readonly string[] = [],
): DocumentForm<Edited> {
  const fields = sections.flatMap((section) => section.fields.map((field) => ({ field, section: section.key })));
  const names = fields.flatMap(({ field }) => inputNames(field));
  const photoFields = fields.flatMap(({ field }) =>
    field.kind === "photo" || field.kind === "gallery" ? [field] : [],
  );

  const fieldOf: DocumentForm<Edited>["fieldOf"] = (name) => {
    const lang = name.endsWith(".en") ? "en" : name.endsWith(".te") ? "te" : undefined;
    const path = lang ? name.slice(0, -3) : name;
    const found = fields.find(({ field }) => field.path === path && (field.kind === "text") === (lang !== undefined));
    return found && { ...found, ...(lang ? { lang } : {}) };
  };

  const values: DocumentForm<Edited>["values"] = (document, describedIn) => {
    const photo = (value: unknown) => {
      const shown = value as PhotoView | null | undefined;
      return shown ? (describedIn ? shown.alt[describedIn] : shown.id) : "";
    };
    const filled: FormValues = {};
    for (const { field } of fields) {
      for (const name of inputNames(field)) {
        const value = valueAt(document, name);
        filled[name] =
          field.kind === "photo"
            ? photo(value)
            : field.kind === "gallery"
              ? ((value as PhotoView[] | undefined) ?? []).map(photo).join(describedIn ? "; " : " ")
              : typeof value === "number"
                ? String(value)
                : typeof value === "boolean"
                  ? value
                    ? "yes"
                    : ""
                  : typeof value === "string" && !shownAsEmpty.includes(value)
                    ? value
                    : "";
      }
    }
    return filled;
  };

  const read: DocumentForm<Edited>["read"] = (form) => {
    const posted: FormValues = {};
    const input: Record<string, unknown> = {};
    for (const name of names) {
      const value =
        // The gallery's boxes each send one photo's id, in the form's order.
        fieldOf(name)?.field.kind === "gallery"
          ? form
              .getAll(name)
              .filter((id) => typeof id === "string")
              .join(" ")
          : stringOf(form.get(name));
      posted[name] = value;
      // Nested as the document is: a number names a place in a list.
      const parts = name.split(".");
      let node: Record<string, unknown> = input;
      parts.forEach((part, index) => {
        if (index === parts.length - 1) node[part] = value;
        else node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? "") ? [] : {}) as Record<string, unknown>;
      });
    }
    const parsed = schema.safeParse(input);
    if (parsed.success) return { ok: true, edited: parsed.data, values: posted };
    const problems: Record<string, Problem> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join(".");
      if (name in problems) continue; // a field's first problem is the one to fix first
      const max = (issue as { params?: { max?: unknown } }).params?.max;
      problems[name] = { key: issue.message, ...(typeof max === "number" ? { max } : {}) };
    }
    return { ok: false, problems, values: posted };
  };

  const missing: DocumentForm<Edited>["missing"] = (filled) => {
    const written = (name: string) => (filled[name] ?? "").trim() !== "";
    const slotWritten = new Map<string, boolean>();
    for (const { field } of fields) {
      if (field.slot)
        slotWritten.set(field.slot, (slotWritten.get(field.slot) ?? false) || inputNames(field).some(written));
    }
    return fields.flatMap(({ field }) => {
      if (field.slot && !slotWritten.get(field.slot)) return [];
      if (field.kind !== "text" && !field.required) return [];
      return inputNames(field).filter((name) => !written(name));
    });
  };

  /** A photo field's ids, in an edited document (a photo's: one or none; the gallery's: a list). */
  const idsAt = (edited: Edited, path: string): string[] => {
    const value = valueAt(edited, path);
    return (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string" && id !== "");
  };

  return {
    sections,
    names,
    fieldOf,
    values,
    read,
    missing,
    openedMarks: (filled) => names.map((name) => mark(filled[name] ?? "")).join(","),
    marksByName: (marks) => {
      const list = marks.split(",");
      if (list.length !== names.length) return {};
      return Object.fromEntries(names.map((name, index) => [name, list[index] ?? ""]));
    },
    chosenPhotoIds: (edited) => photoFields.flatMap((field) => idsAt(edited, field.path)),
    photosOf: (document) =>
      new Map(
        photoFields.flatMap((field) => {
          const value = valueAt(document, field.path) as PhotoView | PhotoView[] | null | undefined;
          return (Array.isArray(value) ? value : value ? [value] : []).map((photo) => [photo.id, photo] as const);
        }),
      ),
    photoProblems: (edited, photos) =>
      Object.fromEntries(
        photoFields.flatMap((field) =>
          idsAt(edited, field.path).some((id) => !photos.has(id))
            ? [[field.path, { key: "staffContent.problems.photoGone" }]]
            : [],
        ),
      ),
  };
}
