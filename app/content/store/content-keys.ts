// The documents of the site's editable content (issue 28): one per school's pages, one for
// the group's facts, one for the testimonials and one for the words of the home page, the
// about page and the brochure. Their keys are the rows of content_documents.
export type ContentKey = GroupDocumentKey | `school:${number}`;

/** The group's documents, a group admin's alone: its facts, the testimonials, the pages' words. */
export const GROUP_DOCUMENT_KEYS = ["group", "testimonials", "copy"] as const;
export type GroupDocumentKey = (typeof GROUP_DOCUMENT_KEYS)[number];

/** A route's `:document` that names one of the group's documents. */
export const isGroupDocumentKey = (key: string | undefined): key is GroupDocumentKey => (GROUP_DOCUMENT_KEYS as readonly string[]).includes(key ?? "");

export const schoolKey = (id: number): ContentKey => `school:${id}`;

/** The school id of a school's key, or undefined for the group's. */
export function schoolIdOf(key: ContentKey): number | undefined {
  const match = /^school:(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}
