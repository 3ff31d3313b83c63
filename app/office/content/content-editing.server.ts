// A content document as the office edits it (issue 28), whichever it is (a school's page,
// the group's facts: content-page.ts): the page as the editor opens it, a save on the
// revision opened, a publish, the versions and a roll-back. Who may edit which document is
// decided before (editable-pages.server.ts, the group admins' routes); the documents
// themselves are the content store's (app/content/store).
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import type { PhotoScope, PhotoView } from "#app/content/photo.ts";
import { listPhotos, photosAsInLibrary, photoViews } from "#app/content/photos/photos.server.ts";
import { changedFields } from "#app/content/store/changed-fields.ts";
import { schoolIdOf, type ContentKey } from "#app/content/store/content-keys.ts";
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
import type { Database } from "#database/client.ts";
import { accountEmails } from "../sign-in/accounts.server.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import type { ContentPage } from "./content-page.ts";
import type { FormValues, Problem } from "./document-form.ts";
import type { PhotoShelf } from "./photo-choice.tsx";

/** Who did something, as the staff area names people: their address (an account gone: `someone`). */
export interface Who {
  who: string | null;
  when: string;
}

export async function addresses(db: Database, ids: Array<number | null>): Promise<Map<number, string>> {
  return accountEmails(db, [...new Set(ids.flatMap((id) => (id === null ? [] : [id])))]);
}

export const whoWhen = (emails: Map<number, string>, id: number | null, at: Date, lang: Language): Who => ({ who: id === null ? null : (emails.get(id) ?? null), when: formatInstant(at, lang) });

/** The live version of a document as a list shows it: its number, who and when (none for the first, which no one published). */
export interface LiveLine extends Who {
  version: number;
  first: boolean;
}

export function liveLine(versions: VersionLine[], live: number, emails: Map<number, string>, lang: Language): LiveLine {
  const line = versions.find((version) => version.version === live);
  return {
    version: live,
    first: line === undefined || (line.publishedBy === null && line.restoredFrom === null && live === 1),
    ...(line ? whoWhen(emails, line.publishedBy, line.publishedAt, lang) : { who: null, when: "" }),
  };
}

/** A document's live version and its draft, as the list of pages shows them. */
export async function pageStatus(db: Database, key: ContentKey, lang: Language): Promise<{ opened: EditedDocument; live: LiveLine; draft: Who | null } | undefined> {
  const [opened, versions] = await Promise.all([readForEditing(db, key), versionsOf(db, key)]);
  if (!opened) return undefined;
  const emails = await addresses(db, [opened.savedBy, ...versions.map((version) => version.publishedBy)]);
  return { opened, live: liveLine(versions, opened.publishedVersion, emails, lang), draft: draftLine(opened, emails, lang) };
}

const draftLine = (opened: EditedDocument, emails: Map<number, string>, lang: Language): Who | null =>
  opened.draft !== null && opened.savedAt ? whoWhen(emails, opened.savedBy, opened.savedAt, lang) : null;

/** A document's photo library: a school's page's is the school's; the group's facts' and the testimonials' the group's. */
const libraryOf = (key: ContentKey): PhotoScope => (schoolIdOf(key) === undefined ? "group" : (key as PhotoScope));

/**
 * What the photo fields offer: the library, newest first, and the photos the document
 * shows that are not in it (a version from before a photo left the library).
 */
async function photoShelf(db: Database, member: StaffMember, key: ContentKey, shown: Map<string, PhotoView>, lang: Language): Promise<PhotoShelf> {
  const library = await listPhotos(db, libraryOf(key));
  const inLibrary = new Set(library.map((photo) => photo.id));
  const photos = [...library.map(({ id, width, height, alt, files }) => ({ id, width, height, alt, files })), ...[...shown.values()].filter((photo) => !inLibrary.has(photo.id))];
  const school = schoolIdOf(key);
  const code = SCHOOL_CODES.find((candidate) => SCHOOL_ID_BY_CODE[candidate] === school);
  const query = member.role !== "admin" ? "" : school === undefined ? "?scope=group" : code ? `?scope=${code}` : "";
  return { photos, libraryHref: `${localizedPath(STAFF_PATHS.photos, lang)}${query}` };
}

/** What the editor opens: the draft (or, without one, the live page) as the form's inputs. */
export interface EditorState {
  name: string;
  values: FormValues;
  revision: number;
  /** The marks of what was opened, carried by the form (document-form.ts openedMarks). */
  opened: string;
  missing: string[];
  live: LiveLine;
  draft: Who | null;
  /** Inputs where the draft differs from the live page (what publishing changes). */
  changes: string[];
  shelf: PhotoShelf;
}

export async function editorState<D, E>(db: Database, member: StaffMember, page: ContentPage<D, E>, key: ContentKey, opened: EditedDocument, lang: Language): Promise<EditorState> {
  const { form } = page;
  const published = opened.published as D;
  const working = (opened.draft ?? published) as D;
  const versions = await versionsOf(db, key);
  const emails = await addresses(db, [opened.savedBy, ...versions.map((version) => version.publishedBy)]);
  const values = form.values(working);
  return {
    name: page.name(working, lang) || page.name(published, lang),
    values,
    revision: opened.revision,
    opened: form.openedMarks(values),
    missing: form.missing(values),
    live: liveLine(versions, opened.publishedVersion, emails, lang),
    draft: draftLine(opened, emails, lang),
    changes: opened.draft === null ? [] : changedFields(form.values(published), values),
    shelf: await photoShelf(db, member, key, form.photosOf(working), lang),
  };
}

/** Another editor saved (or published) since this one opened the page: who, when, and which inputs they changed, with what. */
export interface StaleSave extends Who {
  changed: Array<{ name: string; now: string }>;
  /** What the form carries from now on: a save made after reading this puts the editor's version in place of theirs. */
  revision: number;
  opened: string;
}

async function staleSave<D, E>(db: Database, page: ContentPage<D, E>, current: EditedDocument, postedMarks: string, lang: Language): Promise<StaleSave> {
  const { form } = page;
  const document = current.draft ?? current.published;
  const now = form.values(document);
  const described = form.values(document, lang);
  const opened = form.marksByName(postedMarks);
  // A form that carried no marks of its own tells nothing of what was opened.
  const changed = Object.keys(opened).length === 0 ? [] : changedFields(opened, form.marksByName(form.openedMarks(now)));
  // What moved the revision on: the latest save, or a publish (or roll-back) after it.
  const [latest] = await versionsOf(db, current.key);
  const published = latest !== undefined && (!current.savedAt || latest.publishedAt > current.savedAt);
  const byId = published ? latest.publishedBy : current.savedBy;
  const at = (published ? latest.publishedAt : current.savedAt) ?? new Date();
  const emails = await addresses(db, [byId]);
  return { ...whoWhen(emails, byId, at, lang), changed: changed.map((name) => ({ name, now: described[name] ?? "" })), revision: current.revision, opened: form.openedMarks(now) };
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
export async function savePage<D, E>(db: Database, member: StaffMember, page: ContentPage<D, E>, key: ContentKey, posted: FormData, lang: Language): Promise<SaveOutcome> {
  const { form } = page;
  const reading = form.read(posted);
  if (!reading.ok) return { done: "refused", problems: reading.problems, values: reading.values };
  const revision = postedRevision(posted);
  const marks = String(posted.get("opened") ?? "");
  const current = await readForEditing(db, key);
  if (!current) throw new Error(`the document ${key} is gone`);
  const base = (current.draft ?? current.published) as D;
  // A photo chosen is one the page shows already, or one of the library's.
  const shown = form.photosOf(base);
  const photos = new Map([...shown, ...(await photoViews(db, libraryOf(key), form.chosenPhotoIds(reading.edited).filter((id) => !shown.has(id))))]);
  const gone = form.photoProblems(reading.edited, photos);
  if (Object.keys(gone).length > 0) return { done: "refused", problems: gone, values: reading.values };
  const edited = page.withEdits(base, reading.edited, photos);
  if (revision === current.revision && JSON.stringify(edited) === JSON.stringify(base)) return { done: "unchanged" };
  const saved = await saveDraft(db, key, edited, { revision, accountId: member.id });
  if (saved.ok) return { done: "saved" };
  if (saved.reason === "missing") throw new Error(`the document ${key} is gone`);
  return { done: "stale", stale: await staleSave(db, page, saved.current, marks, lang), values: reading.values };
}

export type PublishOutcome =
  | { done: "published"; version: number }
  | { done: "noDraft" }
  | { done: "incomplete"; missing: string[] }
  | { done: "stale"; stale: StaleSave };

/** Publishes the draft the editor reviewed (`revision`), if it has every text in both languages. */
export async function publishPage<D, E>(db: Database, member: StaffMember, page: ContentPage<D, E>, key: ContentKey, posted: FormData, lang: Language): Promise<PublishOutcome> {
  const revision = postedRevision(posted);
  const marks = String(posted.get("opened") ?? "");
  const current = await readForEditing(db, key);
  if (!current) throw new Error(`the document ${key} is gone`);
  if (current.revision !== revision) return { done: "stale", stale: await staleSave(db, page, current, marks, lang) };
  if (current.draft === null) return { done: "noDraft" };
  const missing = page.form.missing(page.form.values(current.draft));
  if (missing.length > 0) return { done: "incomplete", missing };
  // The revision seen is the one published: a save in between is refused by the store.
  const published = await publishDraft(db, key, { revision, accountId: member.id, goingLive: photosAsInLibrary(libraryOf(key)) });
  if (published.ok) return { done: "published", version: published.version };
  if (published.reason === "stale") return { done: "stale", stale: await staleSave(db, page, published.current, marks, lang) };
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
export async function pageVersions<D, E>(
  db: Database,
  page: ContentPage<D, E>,
  key: ContentKey,
  opened: EditedDocument,
  compare: number | undefined,
  lang: Language,
): Promise<{ versions: VersionEntry[]; comparison: VersionComparison | null | "notThere" }> {
  const { form } = page;
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
  const then = await versionDocument(db, key, compare);
  if (then === undefined) return { versions: entries, comparison: "notThere" };
  const live = opened.published;
  // Told apart by their values (a photo by its id), shown in words (a photo by its description).
  const [thenWords, liveWords] = [form.values(then, lang), form.values(live, lang)];
  return {
    versions: entries,
    comparison: { version: compare, differences: changedFields(form.values(then), form.values(live)).map((name) => ({ name, then: thenWords[name] ?? "", live: liveWords[name] ?? "" })) },
  };
}

/** Publishes version `version` again as the next one (a roll-back). */
export async function restorePage(db: Database, member: StaffMember, key: ContentKey, version: number): Promise<{ done: "restored"; version: number } | { done: "notThere" }> {
  // An older version may show a photo deleted since: it comes back without it (the hero and
  // the principal's photo fall back to their drawings, the gallery and a testimonial skip
  // it), and with each photo's description as the library has it now.
  const restored = await restoreVersion(db, key, version, { accountId: member.id, goingLive: photosAsInLibrary(libraryOf(key)) });
  return restored.ok ? { done: "restored", version: restored.version } : { done: "notThere" };
}
