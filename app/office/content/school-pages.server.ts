// A school's page as its office edits it (issue 28), for the routes under /staff/content:
// whose pages a member may edit (their school's; a group admin every school's; anyone
// else's: the staff area's 404, before anything is read), the page as the editor opens
// it, a save on the revision opened, a publish, the versions and a roll-back. The
// documents themselves are the content store's (app/content/store).
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import type { PhotoScope } from "#app/content/photo.ts";
import { listPhotos, photosAsInLibrary, photoViews } from "#app/content/photos/photos.server.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { changedFields } from "#app/content/store/changed-fields.ts";
import { schoolIdOf, schoolKey, type ContentKey } from "#app/content/store/content-keys.ts";
import {
  publishDraft,
  readForEditing,
  restoreVersion,
  saveDraft,
  versionDocument,
  versionsOf,
  type EditedDocument,
  type VersionLine,
} from "#app/content/store/publishing.server.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { rowId } from "#app/lib/row-id.ts";
import type { Database } from "#database/client.ts";
import { contentDocuments } from "#database/schema.ts";
import { staffNotFound } from "../shell/staff-not-found.server.ts";
import { accountEmails } from "../sign-in/accounts.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import type { PhotoShelf } from "./photo-choice.tsx";
import { chosenPhotoIds, photosOf, withEdits, type EditedSchool } from "./school-document.ts";
import { formValues, marksByName, missingTexts, openedMarks, readSchoolForm, type FormValues, type Problem } from "./school-form.ts";

/** The school ids whose page `member` may edit: a school's staff their own; a group admin every school's. */
export function editableSchoolIds(member: StaffMember, known: number[]): number[] {
  if (member.role === "admin") return known;
  const own = member.schoolCode ? SCHOOL_ID_BY_CODE[member.schoolCode] : undefined;
  return known.filter((id) => id === own);
}

/** Every school page the database holds, by id. */
async function schoolIds(db: Database): Promise<number[]> {
  const rows = await db.select({ key: contentDocuments.key }).from(contentDocuments);
  return rows.flatMap((row) => schoolIdOf(row.key as ContentKey) ?? []).sort((a, b) => a - b);
}

/**
 * The school page an address names (`:id`), if `member` may edit it and the database holds
 * it; otherwise the staff area's 404, thrown before anything is read or written.
 */
export async function schoolPageToEdit(db: Database, member: StaffMember, idParam: string | undefined, lang: Language): Promise<{ id: number; key: ContentKey; opened: EditedDocument }> {
  const id = rowId(idParam);
  const own = member.schoolCode ? SCHOOL_ID_BY_CODE[member.schoolCode] : undefined;
  if (id === undefined || (member.role !== "admin" && id !== own)) throw staffNotFound(lang);
  const key = schoolKey(id);
  const opened = await readForEditing(db, key);
  if (!opened) throw staffNotFound(lang);
  return { id, key, opened };
}

/** Who did something, as the staff area names people: their address (an account gone: `someone`). */
export interface Who {
  who: string | null;
  when: string;
}

async function addresses(db: Database, ids: Array<number | null>): Promise<Map<number, string>> {
  return accountEmails(db, [...new Set(ids.flatMap((id) => (id === null ? [] : [id])))]);
}

const whoWhen = (emails: Map<number, string>, id: number | null, at: Date, lang: Language): Who => ({ who: id === null ? null : (emails.get(id) ?? null), when: formatInstant(at, lang) });

/** The live version of a document as a list shows it: its number, who and when (none for the first, which no one published). */
export interface LiveLine extends Who {
  version: number;
  first: boolean;
}

function liveLine(versions: VersionLine[], live: number, emails: Map<number, string>, lang: Language): LiveLine {
  const line = versions.find((version) => version.version === live);
  return {
    version: live,
    first: line === undefined || (line.publishedBy === null && line.restoredFrom === null && live === 1),
    ...(line ? whoWhen(emails, line.publishedBy, line.publishedAt, lang) : { who: null, when: "" }),
  };
}

export interface SchoolPageLine {
  id: number;
  name: string;
  live: LiveLine;
  draft: Who | null;
}

/** The school pages `member` may edit, each with its live version and its draft. */
export async function schoolPagesOf(db: Database, member: StaffMember, lang: Language): Promise<SchoolPageLine[]> {
  const ids = editableSchoolIds(member, await schoolIds(db));
  const pages = await Promise.all(
    ids.map(async (id) => {
      const key = schoolKey(id);
      const [opened, versions] = await Promise.all([readForEditing(db, key), versionsOf(db, key)]);
      return opened ? { id, opened, versions } : [];
    }),
  );
  const found = pages.flat();
  const emails = await addresses(db, found.flatMap(({ opened, versions }) => [opened.savedBy, ...versions.map((version) => version.publishedBy)]));
  return found.map(({ id, opened, versions }) => ({
    id,
    name: (opened.published as SchoolContent).name[lang],
    live: liveLine(versions, opened.publishedVersion, emails, lang),
    draft: opened.draft !== null && opened.savedAt ? whoWhen(emails, opened.savedBy, opened.savedAt, lang) : null,
  }));
}

/** A school's photo library: where the editor chooses its page's photos. */
const libraryOf = (key: ContentKey): PhotoScope => key as PhotoScope;

/**
 * What the photo fields offer: the school's library, newest first, and the photos the
 * document shows that are not in it (a version from before a photo left the library).
 */
async function photoShelf(db: Database, member: StaffMember, key: ContentKey, document: SchoolContent, lang: Language): Promise<PhotoShelf> {
  const library = await listPhotos(db, libraryOf(key));
  const inLibrary = new Set(library.map((photo) => photo.id));
  const photos = [...library.map(({ id, width, height, alt, files }) => ({ id, width, height, alt, files })), ...[...photosOf(document).values()].filter((photo) => !inLibrary.has(photo.id))];
  const code = SCHOOL_CODES.find((candidate) => SCHOOL_ID_BY_CODE[candidate] === schoolIdOf(key));
  const query = member.role === "admin" && code ? `?scope=${code}` : "";
  return { photos, libraryHref: `${localizedPath(STAFF_PATHS.photos, lang)}${query}` };
}

/** What the editor opens: the draft (or, without one, the live page) as the form's inputs. */
export interface EditorState {
  name: string;
  values: FormValues;
  revision: number;
  /** The marks of what was opened, carried by the form (school-form.ts openedMarks). */
  opened: string;
  missing: string[];
  live: LiveLine;
  draft: Who | null;
  /** Inputs where the draft differs from the live page (what publishing changes). */
  changes: string[];
  shelf: PhotoShelf;
}

export async function editorState(db: Database, member: StaffMember, key: ContentKey, opened: EditedDocument, lang: Language): Promise<EditorState> {
  const published = opened.published as SchoolContent;
  const working = (opened.draft ?? published) as SchoolContent;
  const versions = await versionsOf(db, key);
  const emails = await addresses(db, [opened.savedBy, ...versions.map((version) => version.publishedBy)]);
  const values = formValues(working);
  return {
    name: working.name[lang] || published.name[lang],
    values,
    revision: opened.revision,
    opened: openedMarks(values),
    missing: missingTexts(values),
    live: liveLine(versions, opened.publishedVersion, emails, lang),
    draft: opened.draft !== null && opened.savedAt ? whoWhen(emails, opened.savedBy, opened.savedAt, lang) : null,
    changes: opened.draft === null ? [] : changedFields(formValues(published), values),
    shelf: await photoShelf(db, member, key, working, lang),
  };
}

/** Another editor saved (or published) since this one opened the page: who, when, and which inputs they changed, with what. */
export interface StaleSave extends Who {
  changed: Array<{ name: string; now: string }>;
  /** What the form carries from now on: a save made after reading this puts the editor's version in place of theirs. */
  revision: number;
  opened: string;
}

async function staleSave(db: Database, current: EditedDocument, postedMarks: string, lang: Language): Promise<StaleSave> {
  const document = (current.draft ?? current.published) as SchoolContent;
  const now = formValues(document);
  const described = formValues(document, lang);
  const opened = marksByName(postedMarks);
  // A form that carried no marks of its own tells nothing of what was opened.
  const changed = Object.keys(opened).length === 0 ? [] : changedFields(opened, marksByName(openedMarks(now)));
  // What moved the revision on: the latest save, or a publish (or roll-back) after it.
  const [latest] = await versionsOf(db, current.key);
  const published = latest !== undefined && (!current.savedAt || latest.publishedAt > current.savedAt);
  const byId = published ? latest.publishedBy : current.savedBy;
  const at = (published ? latest.publishedAt : current.savedAt) ?? new Date();
  const emails = await addresses(db, [byId]);
  return { ...whoWhen(emails, byId, at, lang), changed: changed.map((name) => ({ name, now: described[name] ?? "" })), revision: current.revision, opened: openedMarks(now) };
}

/** The revision a form carried; anything else matches none. */
const postedRevision = (form: FormData) => {
  const value = form.get("revision");
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : -1;
};

export type SaveOutcome =
  | { done: "saved" | "unchanged" }
  | { done: "refused"; problems: Record<string, Problem>; values: FormValues }
  | { done: "stale"; stale: StaleSave; values: FormValues };

/**
 * The editor's form as posted: read whole (every problem found before anything is
 * written), then saved as the draft on the revision the editor opened, unless nothing
 * changed. Someone else's save since: nothing written, and what they changed.
 */
export async function saveSchoolPage(db: Database, member: StaffMember, key: ContentKey, form: FormData, lang: Language): Promise<SaveOutcome> {
  const reading = readSchoolForm(form);
  if (!reading.ok) return { done: "refused", problems: reading.problems, values: reading.values };
  const revision = postedRevision(form);
  const marks = String(form.get("opened") ?? "");
  const current = await readForEditing(db, key);
  if (!current) throw new Error(`the document ${key} is gone`);
  const base = (current.draft ?? current.published) as SchoolContent;
  // A photo chosen is one the page shows already, or one of the school's library.
  const shown = photosOf(base);
  const photos = new Map([...shown, ...(await photoViews(db, libraryOf(key), chosenPhotoIds(reading.edited).filter((id) => !shown.has(id))))]);
  const gone = photoProblems(reading.edited, photos);
  if (Object.keys(gone).length > 0) return { done: "refused", problems: gone, values: reading.values };
  const edited = withEdits(base, reading.edited, photos);
  if (revision === current.revision && JSON.stringify(edited) === JSON.stringify(base)) return { done: "unchanged" };
  const saved = await saveDraft(db, key, edited, { revision, accountId: member.id });
  if (saved.ok) return { done: "saved" };
  if (saved.reason === "missing") throw new Error(`the document ${key} is gone`);
  return { done: "stale", stale: await staleSave(db, saved.current, marks, lang), values: reading.values };
}

/** The photo fields whose choice is not a photo of `photos`. */
function photoProblems(edited: EditedSchool, photos: ReadonlyMap<string, unknown>): Record<string, Problem> {
  const gone = { key: "staffContent.problems.photoGone" };
  const problems: Record<string, Problem> = {};
  if (edited.hero.image !== "" && !photos.has(edited.hero.image)) problems["hero.image"] = gone;
  if (edited.principal.picture !== "" && !photos.has(edited.principal.picture)) problems["principal.picture"] = gone;
  if (edited.gallery.some((id) => !photos.has(id))) problems.gallery = gone;
  return problems;
}

export type PublishOutcome =
  | { done: "published"; version: number }
  | { done: "noDraft" }
  | { done: "incomplete"; missing: string[] }
  | { done: "stale"; stale: StaleSave };

/** Publishes the draft the editor reviewed (`revision`), if it has every text in both languages. */
export async function publishSchoolPage(db: Database, member: StaffMember, key: ContentKey, form: FormData, lang: Language): Promise<PublishOutcome> {
  const revision = postedRevision(form);
  const current = await readForEditing(db, key);
  if (!current) throw new Error(`the document ${key} is gone`);
  if (current.revision !== revision) return { done: "stale", stale: await staleSave(db, current, String(form.get("opened") ?? ""), lang) };
  if (current.draft === null) return { done: "noDraft" };
  const missing = missingTexts(formValues(current.draft as SchoolContent));
  if (missing.length > 0) return { done: "incomplete", missing };
  // The revision seen is the one published: a save in between is refused by the store.
  const published = await publishDraft(db, key, { revision, accountId: member.id, goingLive: photosAsInLibrary(libraryOf(key)) });
  if (published.ok) return { done: "published", version: published.version };
  if (published.reason === "stale") return { done: "stale", stale: await staleSave(db, published.current, String(form.get("opened") ?? ""), lang) };
  return { done: "noDraft" };
}

export interface VersionEntry extends Who {
  version: number;
  live: boolean;
  first: boolean;
  restoredFrom: number | null;
}

/** A version beside the live one: the inputs that differ, each with both values. */
export interface VersionComparison {
  version: number;
  differences: Array<{ name: string; then: string; live: string }>;
}

/** Every version of a page, newest first, and (when asked) one of them beside the live one. */
export async function schoolPageVersions(db: Database, key: ContentKey, opened: EditedDocument, compare: number | undefined, lang: Language): Promise<{ versions: VersionEntry[]; comparison: VersionComparison | null | "notThere" }> {
  const versions = await versionsOf(db, key);
  const emails = await addresses(db, versions.map((version) => version.publishedBy));
  const entries = versions.map((line) => ({
    version: line.version,
    live: line.version === opened.publishedVersion,
    first: line.publishedBy === null && line.restoredFrom === null && line.version === 1,
    restoredFrom: line.restoredFrom,
    ...whoWhen(emails, line.publishedBy, line.publishedAt, lang),
  }));
  if (compare === undefined) return { versions: entries, comparison: null };
  const document = await versionDocument(db, key, compare);
  if (document === undefined) return { versions: entries, comparison: "notThere" };
  const [then, live] = [document as SchoolContent, opened.published as SchoolContent];
  // Told apart by their values (a photo by its id), shown in words (a photo by its description).
  const [thenWords, liveWords] = [formValues(then, lang), formValues(live, lang)];
  return {
    versions: entries,
    comparison: { version: compare, differences: changedFields(formValues(then), formValues(live)).map((name) => ({ name, then: thenWords[name] ?? "", live: liveWords[name] ?? "" })) },
  };
}

/** Publishes version `version` again as the next one (a roll-back). */
export async function restoreSchoolPage(db: Database, member: StaffMember, key: ContentKey, version: number): Promise<{ done: "restored"; version: number } | { done: "notThere" }> {
  // An older version may show a photo deleted since: it comes back without it (the hero and
  // the principal's photo fall back to their drawings, the gallery skips it), and with each
  // photo's description as the library has it now.
  const restored = await restoreVersion(db, key, version, { accountId: member.id, goingLive: photosAsInLibrary(libraryOf(key)) });
  return restored.ok ? { done: "restored", version: restored.version } : { done: "notThere" };
}
