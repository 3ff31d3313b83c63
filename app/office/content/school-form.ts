// The school page's editor as a form (issue 28): its sections and fields in the order the
// editor shows them, each named by its path in the document ("principal.paragraphs.1.te"),
// which is also how a problem, a missing text or another editor's change names it. Read
// from a post (every field, through the schema), written out of a document, and checked
// for what publishing needs. Used by the server and by the page alike.
import type { PhotoView } from "#app/content/photo.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { LIMITS, MAX_GALLERY, MAX_VIDEOS, PARAGRAPHS, schoolDocumentSchema, VIDEO_TO_COME, type EditedSchool } from "./school-document.ts";

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
   * A slot that may be left wholly empty (a fourth paragraph, a second video): publishing
   * asks for its fields only once one of them is written.
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
 * A value in one form for both languages. A photo is chosen from the school's library: its
 * id ("" for none); the gallery's are their ids, apart by spaces.
 */
export interface ValueSpec extends Common {
  kind: "phone" | "email" | "video" | "channel" | "maps" | "line" | "icon" | "photo" | "gallery";
  max: number;
  /** Publishing needs it. */
  required: boolean;
}

export type FieldSpec = TextSpec | ValueSpec;

export interface SectionSpec {
  key: SectionKey;
  /** What the whole section needs said once. */
  hint?: HintKey;
  fields: FieldSpec[];
}

const text = (path: string, label: FieldKey, max: number, more: Partial<TextSpec> = {}): TextSpec => ({ kind: "text", path, label, max, long: max > 120, ...more });
const numbered = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));
/** A photo's id is 36 characters. */
const photo = (path: string, label: FieldKey): ValueSpec => ({ kind: "photo", path, label, hint: label as HintKey, max: 36, required: false });

export const SCHOOL_FORM: SectionSpec[] = [
  {
    key: "names",
    fields: [
      text("name", "name", LIMITS.name),
      text("shortName", "shortName", LIMITS.shortName, { hint: "shortName" }),
      text("place", "place", LIMITS.place, { hint: "place" }),
      text("town", "town", LIMITS.town),
    ],
  },
  { key: "top", fields: [text("hero.intro", "intro", LIMITS.intro), photo("hero.image", "heroPhoto")] },
  { key: "motto", fields: [text("motto", "motto", LIMITS.motto), text("mottoDescription", "mottoDescription", LIMITS.mottoDescription)] },
  {
    key: "about",
    fields: [
      text("description", "description", LIMITS.description),
      text("vision", "vision", LIMITS.vision),
      text("mission.statement", "missionStatement", LIMITS.missionStatement),
      ...numbered(4, (index) => text(`mission.objectives.${index}`, "objective", LIMITS.objective, { n: index + 1 })),
    ],
  },
  {
    key: "features",
    fields: numbered(5, (index) => [
      text(`features.${index}.title`, "featureTitle", LIMITS.featureTitle, { n: index + 1 }),
      text(`features.${index}.description`, "featureDescription", LIMITS.featureDescription, { n: index + 1, long: true }),
      { kind: "icon", path: `features.${index}.icon`, label: "featureIcon", n: index + 1, max: 20, required: true } satisfies ValueSpec,
    ]).flat(),
  },
  { key: "gallery", fields: [{ kind: "gallery", path: "gallery", label: "gallery", hint: "gallery", max: MAX_GALLERY * 37, required: false }] },
  {
    key: "principal",
    fields: [
      text("principal.name", "principalName", LIMITS.principalName),
      text("principal.greeting", "greeting", LIMITS.greeting),
      ...numbered(PARAGRAPHS.max, (index) =>
        text(`principal.paragraphs.${index}`, "paragraph", LIMITS.paragraph, {
          n: index + 1,
          ...(index >= PARAGRAPHS.min ? { slot: `principal.paragraphs.${index}`, hint: "lastParagraph" as const } : {}),
        }),
      ),
      text("principal.closing", "closing", LIMITS.closing),
      text("principal.signature", "signature", LIMITS.signature),
      photo("principal.picture", "principalPhoto"),
    ],
  },
  {
    key: "videos",
    hint: "videos",
    fields: [
      ...numbered(MAX_VIDEOS, (index) => {
        const slot = index === 0 ? {} : { slot: `videos.${index}` };
        return [
          text(`videos.${index}.title`, "videoTitle", LIMITS.videoTitle, { n: index + 1, ...slot }),
          { kind: "video", path: `videos.${index}.youtubeId`, label: "videoLink", n: index + 1, max: LIMITS.link, required: false, ...slot } satisfies ValueSpec,
        ];
      }).flat(),
      { kind: "channel", path: "channelUrl", label: "channelUrl", max: LIMITS.link, required: false, hint: "channelUrl" },
    ],
  },
  {
    key: "admissions",
    fields: [
      text("joinUs.text", "joinUsText", LIMITS.joinUsText, { hint: "joinUsText" }),
      { kind: "phone", path: "joinUs.phone", label: "phone", max: 15, required: true },
      { kind: "email", path: "joinUs.email", label: "email", max: 254, required: true },
    ],
  },
  {
    key: "visit",
    fields: [
      text("invitation", "invitation", LIMITS.invitation),
      text("map.address", "address", LIMITS.address),
      { kind: "line", path: "map.query", label: "mapQuery", max: LIMITS.mapQuery, required: true, hint: "mapQuery" },
      { kind: "maps", path: "map.mapsUrl", label: "mapsUrl", max: LIMITS.link, required: true, hint: "mapsUrl" },
    ],
  },
];

const FIELDS = SCHOOL_FORM.flatMap((section) => section.fields.map((field) => ({ field, section: section.key })));

/** The names of a field's inputs: a text's two, a value's one. */
export const inputNames = (field: FieldSpec): string[] => (field.kind === "text" ? [`${field.path}.en`, `${field.path}.te`] : [field.path]);

/** Every input of the form, in its order. */
export const FORM_NAMES: readonly string[] = FIELDS.flatMap(({ field }) => inputNames(field));

/** What the form holds: each input's text. */
export type FormValues = Record<string, string>;

/** The field (and its section) an input name belongs to. */
export function fieldOf(name: string): { field: FieldSpec; section: SectionKey; lang?: "en" | "te" } | undefined {
  const lang = name.endsWith(".en") ? "en" : name.endsWith(".te") ? "te" : undefined;
  const path = lang ? name.slice(0, -3) : name;
  const found = FIELDS.find(({ field }) => field.path === path && (field.kind === "text") === (lang !== undefined));
  return found && { ...found, ...(lang ? { lang } : {}) };
}

function valueAt(document: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), document);
}

/**
 * The form's inputs as `document` fills them (an empty slot, a video to come, no channel,
 * no photo: empty). A photo is its id; or, `describedIn` a language, its alt text: how a
 * list of changes names it to a person.
 */
export function formValues(document: SchoolContent, describedIn?: "en" | "te"): FormValues {
  const photo = (value: unknown) => {
    const shown = value as PhotoView | null | undefined;
    return shown ? (describedIn ? shown.alt[describedIn] : shown.id) : "";
  };
  const values: FormValues = {};
  for (const { field } of FIELDS) {
    for (const name of inputNames(field)) {
      const value = valueAt(document, name);
      values[name] =
        field.kind === "photo"
          ? photo(value)
          : field.kind === "gallery"
            ? ((value as PhotoView[] | undefined) ?? []).map(photo).join(describedIn ? "; " : " ")
            : typeof value === "string" && value !== VIDEO_TO_COME
              ? value
              : "";
    }
  }
  return values;
}

/** What is wrong with an input: a message's key in the catalogue, and the limit it names. */
export interface Problem {
  key: string;
  max?: number;
}

export type FormReading =
  | { ok: true; edited: EditedSchool; values: FormValues }
  | { ok: false; problems: Record<string, Problem>; values: FormValues };

/** The form as posted: every input read, every problem found, before anything is saved. */
export function readSchoolForm(form: { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] }): FormReading {
  const values: FormValues = {};
  const input: Record<string, unknown> = {};
  for (const name of FORM_NAMES) {
    const posted = form.get(name);
    // The gallery's boxes each send one photo's id, in the form's order.
    const value =
      fieldOf(name)?.field.kind === "gallery"
        ? form
            .getAll(name)
            .filter((id) => typeof id === "string")
            .join(" ")
        : typeof posted === "string"
          ? posted
          : "";
    values[name] = value;
    // Nested as the document is: a number names a place in a list.
    const parts = name.split(".");
    let node: Record<string, unknown> = input;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
  }
  const parsed = schoolDocumentSchema.safeParse(input);
  if (parsed.success) return { ok: true, edited: parsed.data, values };
  const problems: Record<string, Problem> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    if (name in problems) continue; // a field's first problem is the one to fix first
    const max = (issue as { params?: { max?: unknown } }).params?.max;
    problems[name] = { key: issue.message, ...(typeof max === "number" ? { max } : {}) };
  }
  return { ok: false, problems, values };
}

/**
 * What publishing still needs: every text in both languages, the admission office's phone
 * and e-mail, the map; a slot left wholly empty (a fourth paragraph, a later video) is not
 * asked for. The input names, in the form's order.
 */
export function missingTexts(values: FormValues): string[] {
  const written = (name: string) => (values[name] ?? "").trim() !== "";
  const slotWritten = new Map<string, boolean>();
  for (const { field } of FIELDS) {
    if (field.slot) slotWritten.set(field.slot, (slotWritten.get(field.slot) ?? false) || inputNames(field).some(written));
  }
  return FIELDS.flatMap(({ field }) => {
    if (field.slot && !slotWritten.get(field.slot)) return [];
    if (field.kind !== "text" && !field.required) return [];
    return inputNames(field).filter((name) => !written(name));
  });
}

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
 * What the editor opened, input by input, as marks carried by the form: when their save is
 * refused because someone saved since, the marks of what is there now tell which inputs
 * the other editor changed (without sending the whole document along twice).
 */
export function openedMarks(values: FormValues): string {
  return FORM_NAMES.map((name) => mark(values[name] ?? "")).join(",");
}

/** The marks back as input name → mark (none for a post that carried none or others). */
export function marksByName(marks: string): Record<string, string> {
  const list = marks.split(",");
  if (list.length !== FORM_NAMES.length) return {};
  return Object.fromEntries(FORM_NAMES.map((name, index) => [name, list[index] ?? ""]));
}
