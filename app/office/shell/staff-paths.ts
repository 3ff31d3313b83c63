// The staff area's addresses (each also under /te).
import type { GroupDocumentKey } from "#app/content/store/content-keys.ts";
export const STAFF_PATHS = {
  home: "/staff",
  signIn: "/staff/sign-in",
  signOut: "/staff/sign-out",
  password: "/staff/password",
  accounts: "/staff/accounts",
  export: "/staff/export.csv",
  /** A person's data (group admins): find, export, correct, erase (issue 18). */
  people: "/staff/people",
  peopleExport: "/staff/people/export.json",
  peoplePrint: "/staff/people/print",
  access: "/staff/access",
  /** A school's booking calendar: places per visit time and tours per day, closed days (issue 27). */
  calendar: "/staff/calendar",
  /** The front desk's day list of a school's visits and tours (issue 27). */
  bookings: "/staff/bookings",
  /** A library's photos, a school's or the group's (issue 28). */
  photos: "/staff/content/photos",
  /** The same upload as the library's form, sent by its script for a progress bar: answered in JSON. */
  photoUpload: "/staff/content/photos/upload",
  /** The office's figures in charts (issue 29), and each chart's table as a CSV file (?table=). */
  insights: "/staff/insights",
  insightsCsv: "/staff/insights.csv",
  /** The website's pages an office edits (issue 28). */
  content: "/staff/content",
} as const;

/** A school page's editor, its preview (of the draft), its versions and its published documents (issue 28). */
export const schoolPagePaths = (id: number) => {
  const editor = `${STAFF_PATHS.content}/school/${id}`;
  return { editor, preview: `${editor}/preview`, history: `${editor}/history`, documents: `${editor}/documents` };
};

/**
 * One of the group's documents (issue 28: its facts, the testimonials, the pages' words):
 * its editor, its preview (of the draft) and its versions; group admins only.
 */
export const groupDocumentPaths = (key: GroupDocumentKey) => {
  const editor = `${STAFF_PATHS.content}/${key}`;
  return { editor, preview: `${editor}/preview`, history: `${editor}/history` };
};

/** A person's page, export or printable page for what was typed to find them. */
export function personPath(path: string, typed: string): string {
  return `${path}?${new URLSearchParams({ q: typed }).toString()}`;
}
