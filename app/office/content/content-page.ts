// What the editor knows of each kind of content document (issue 28): its form, how the
// office's edits go into it, and its name in a list. A school's page, the group's facts,
// the testimonials and the pages' words; the server's editing (content-editing.server.ts)
// works alike on all.
import type { Language } from "#app/config/enumerations.ts";
import type { GroupFacts } from "#app/content/group/types.ts";
import type { PhotoView } from "#app/content/photo.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import type { TestimonialsDocument } from "#app/content/testimonials/types.ts";
import type { CopyDocument } from "#app/content/copy/index.ts";
import type { GroupDocumentKey } from "#app/content/store/content-keys.ts";
import { copyForm } from "./copy-form.ts";
import type { DocumentForm } from "./document-form.ts";
import { withGroupEdits, type EditedGroup } from "./group-document.ts";
import { groupForm } from "./group-form.ts";
import { withEdits, type EditedSchool } from "./school-document.ts";
import { schoolForm } from "./school-form.ts";
import { withTestimonialEdits, type EditedTestimonials } from "./testimonials-document.ts";
import { testimonialsForm } from "./testimonials-form.ts";

export interface ContentPage<Document, Edited> {
  form: DocumentForm<Edited>;
  /** The document with the edits; a photo chosen is the one `photos` holds under its id. */
  withEdits(base: Document, edited: Edited, photos: ReadonlyMap<string, PhotoView>): Document;
  /** Its name in a heading ("{school}: the school's page"); the group's facts have none of their own. */
  name(document: Document, lang: Language): string;
}

export const SCHOOL_PAGE: ContentPage<SchoolContent, EditedSchool> = { form: schoolForm, withEdits, name: (document, lang) => document.name[lang] };

export const GROUP_PAGE: ContentPage<GroupFacts, EditedGroup> = { form: groupForm, withEdits: (base, edited) => withGroupEdits(base, edited), name: () => "" };

export const TESTIMONIALS_PAGE: ContentPage<TestimonialsDocument, EditedTestimonials> = { form: testimonialsForm, withEdits: withTestimonialEdits, name: () => "" };

/** The pages' words: the edited document is the whole document. */
export const COPY_PAGE: ContentPage<CopyDocument, CopyDocument> = { form: copyForm, withEdits: (_base, edited) => edited, name: () => "" };

/** The group's documents by key (their editor and history routes are one each, over `:document`), with where the live one shows. */
export const GROUP_DOCUMENT_PAGES: Record<GroupDocumentKey, { page: ContentPage<unknown, unknown>; publicPage: string }> = {
  group: { page: GROUP_PAGE, publicPage: "/" },
  testimonials: { page: TESTIMONIALS_PAGE, publicPage: "/#testimonials" },
  copy: { page: COPY_PAGE, publicPage: "/" },
};
