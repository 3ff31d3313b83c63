// The documents of the site's editable content (issue 28): one per school's pages, one for
// the group's facts, one for the testimonials and one for the words of the home page, the
// about page and the brochure. Their keys are the rows of content_documents.
export type ContentKey = "group" | "testimonials" | "copy" | `school:${number}`;

export const schoolKey = (id: number): ContentKey => `school:${id}`;

/** The school id of a school's key, or undefined for the group's. */
export function schoolIdOf(key: ContentKey): number | undefined {
  const match = /^school:(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}
