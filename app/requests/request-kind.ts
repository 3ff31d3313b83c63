// What the registry (registry.server.ts) holds about a kind of request: one entry per kind
// in app/requests/kinds/, and every part of the site that treats kinds differently reads
// it there instead of switching on the kind's name: the write path (receive.server.ts),
// the office's inbox, request page, people and retention, and the e-mails (./mail).
import type { z } from "zod";
import type { Language, SubmissionStatus } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { Database } from "#database/client.ts";
import type { UploadedFile } from "#app/forms/multipart.server.ts";
import type { StoredSubmission, SubmissionTable } from "./store.server.ts";
import type { MailAttachment, MailBlock } from "./mail/mail-document.ts";
import type { SourceValues } from "./sources/source-values.ts";

/** A column of the kind's table, by its name in the row. */
export type ColumnOf<T extends SubmissionTable> = keyof T["$inferSelect"] & string;

export interface SubmissionDependencies {
  db: Database;
  /** Signs and checks the visit form's and the careers form's challenge tokens. */
  challengeSecret: string;
}

/**
 * Stored, or refused with one message (for one field, if it is that field's). A refusal
 * by the state of things rather than the input (a visit's slot is full: issue 27) is a
 * conflict, answered 409, with its message already written in the visitor's language.
 */
export type SubmitOutcome =
  | { ok: true; stored: StoredSubmission }
  | { ok: false; key: MessageKey; field?: string }
  | { ok: false; conflict: { message: string; field: string } };

/** A file refused on its own: the message beside the field, and the one for the whole. */
export interface FileRefusal {
  key: MessageKey;
  summary: MessageKey;
}

/** A kind whose form may send a file: which field, how large, and how it is judged. */
export interface FileRule<F> {
  field: string;
  maxBytes: number;
  judge: (file: UploadedFile) => Promise<{ ok: true; file: F } | { ok: false; refusal: FileRefusal }>;
}

/** The lists of option labels in the catalogues (common.options): a stored code is shown as its label. */
export type OptionList = Exclude<keyof Messages["common"]["options"], "schools">;

/** How a field's stored value is written out and offered. */
export type FieldShow =
  /** As typed, on one line. */
  | "text"
  /** As typed, keeping its lines (a message, questions). */
  | "long"
  /** A phone: the office gets call and WhatsApp links. */
  | "phone"
  /** An e-mail address: the office gets a mail link. */
  | "email"
  /** A calendar date, written out in the reader's language. */
  | "date"
  /** A school's code, as the school's name. */
  | "school"
  /** A code of one of the spec's lists, as its label. */
  | { options: OptionList };

/** The staff's own label of each field (third person: a clerk reads it), per kind. */
export type StaffFieldLabels = Messages["staff"]["fields"];

export interface FieldSpec<K extends RequestKind, T extends SubmissionTable> {
  column: ColumnOf<T> & keyof StaffFieldLabels[K];
  show: FieldShow;
  /** The label the visitor's form showed (their acknowledgement repeats what they read). */
  formLabel: (m: Messages) => string;
}

/** The school a row belongs to: a column of the school's code, or of its id; none: the group's. */
export type SchoolOfRow<T extends SubmissionTable> = { code: ColumnOf<T> } | { id: ColumnOf<T> } | null;

/** How a row names the person who sent it: given and family names, one full name, or no name at all. */
export type NameOfRow<T extends SubmissionTable> = { given: ColumnOf<T>; family: ColumnOf<T> } | { full: ColumnOf<T> } | null;

/** A group admin corrects these contact fields (the right of correction), each by its form's own rule. */
export type Correctable<T extends SubmissionTable> = Partial<Record<ColumnOf<T>, { rule: z.ZodType<string>; counts: "name" | "phone" | "email" }>>;

/** What a request's e-mails say that differs by kind (the rest is the same for every kind: ./mail/compose.server.ts). */
export interface MailParts<T extends SubmissionTable> {
  /** What the site told the visitor on screen when it accepted the request: both e-mails repeat it. */
  promise: (m: Messages) => string;
  /** The office's subject, when it is not the catalogue's mail.office.subject[kind] filled with the visitor's name and the school's. */
  officeSubject?: (row: T["$inferSelect"], m: Messages, lang: Language, names: { name: string; school: string }) => string;
  /** The visitor's acknowledgement, for a row with an e-mail address; none: the kind is never acknowledged. */
  acknowledgement: { subject: (m: Messages) => string; received: (m: Messages) => string } | null;
  /** Blocks of the visitor's acknowledgement after its opening (a visit: the time asked for and what happens next). */
  visitorBlocks?: (row: T["$inferSelect"], m: Messages, lang: Language, withInvite: boolean) => MailBlock[];
  /** A calendar file for the visitor's acknowledgement (a visit: its slot). */
  invite?: (row: T["$inferSelect"], lang: Language, siteUrl: string) => MailAttachment | undefined;
  /** Who answers when the request is not a school's: the group's admissions office, or its careers office. */
  groupOffice: "admissions" | "careers";
}

/** One kind of request, whole. */
export interface RequestKindEntry<K extends RequestKind, T extends SubmissionTable, S extends z.ZodType<{ language?: Language }>, F = never> {
  kind: K;
  table: T;
  /** The form's and the API's schema (app/features/…/…-schema.ts). */
  schema: S;
  file?: FileRule<F>;
  /**
   * Stores what the schema accepted (with what it spends or writes beside it) in one
   * transaction. The input carries where the visit came from (its source columns): the row gets all of it.
   */
  submit: (deps: SubmissionDependencies, input: Omit<z.output<S>, "language"> & SourceValues, language: Language, file: F | undefined) => Promise<SubmitOutcome>;
  school: SchoolOfRow<T>;
  name: NameOfRow<T>;
  phone: ColumnOf<T> | null;
  email: ColumnOf<T> | null;
  /** A booking's day (a visit, a tour: issue 27), the day its place is held: the inbox lists bookings by it. */
  bookedDay?: ColumnOf<T>;
  /** Every field the visitor sent, in the form's order. */
  fields: readonly FieldSpec<K, T>[];
  /** The statuses the office moves it through. */
  pipeline: readonly SubmissionStatus[];
  /** A résumé may come with it (career_resumes): shown, downloaded, mailed, exported and forgotten with it. */
  resume: boolean;
  correctable: Correctable<T>;
  mail: MailParts<T>;
}

/** An entry, checked and kept exactly typed (its table's row type reaches every consumer). */
export function requestKind<K extends RequestKind, T extends SubmissionTable, S extends z.ZodType<{ language?: Language }>, F = never>(
  entry: RequestKindEntry<K, T, S, F>,
): RequestKindEntry<K, T, S, F> {
  return entry;
}
