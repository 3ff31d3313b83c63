// The documents of the site's editable content (issue 28): one per school's pages, one for
// the group's facts and one for the testimonials. Their keys are the rows of content_documents.
export type ContentKey = "group" | "testimonials" | `school:${number}`;

export const schoolKey = (id: number): ContentKey => `school:${id}`;

/** The school id of a school's key, or undefined for the group's. */
export function schoolIdOf(key: ContentKey): number | undefined {
  const match = /^school:(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}
