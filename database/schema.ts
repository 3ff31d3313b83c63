// One schema for both engines (PGlite and PostgreSQL). Keep to SQL that PostgreSQL 15
// and PGlite (PostgreSQL 18) both accept.
import { sql, type SQL } from "drizzle-orm";
import { check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import { BOOKING_STATES, CAREER_STATUSES, DOCUMENT_CATEGORIES, ENQUIRY_STATUSES, type BookingState, type DocumentCategory } from "../app/config/enumerations.ts";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

/** Texts of a row in languages other than English, e.g. { te: { name, description } }. */
export type Translations<Fields extends string> = Partial<Record<"te", Record<Fields, string>>>;

/**
 * Columns every submission carries: when, the visitor's language, where the office is
 * with it (its status and the staff member it is assigned to, issue 16), and which
 * privacy notice the visitor was shown (issue 18).
 */
const submissionColumns = () => ({
  id: id(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  status: text("status").notNull().default("new"),
  language: text("language").notNull().default("en"),
  assigneeId: integer("assignee_id").references((): AnyPgColumn => staffAccounts.id, { onDelete: "set null" }),
  /** The privacy notice the visitor was shown (app/config/privacy.ts); null: stored before there was one (issue 18). */
  noticeVersion: text("notice_version"),
  ...sourceColumns(),
  ...progressColumns(),
});

/**
 * Where a request came from (issue 29): the campaign of the visit that led to it (its
 * utm_source, utm_medium and utm_campaign; without them the referring site's host as the
 * source; without either "direct"), first and last within 30 days, the referring site's
 * host (never its full address) and the page the visit landed on. A request typed by the
 * office or sent by a client without a source is "direct". Kept by the visitor's browser
 * in a cookie without personal data until the request is sent (app/requests/sources).
 */
const sourceColumns = () => ({
  source: text("source").notNull().default("direct"),
  medium: text("medium").notNull().default(""),
  campaign: text("campaign").notNull().default(""),
  firstSource: text("first_source").notNull().default("direct"),
  firstMedium: text("first_medium").notNull().default(""),
  firstCampaign: text("first_campaign").notNull().default(""),
  referrerHost: text("referrer_host").notNull().default(""),
  landingPage: text("landing_page").notNull().default(""),
});

/**
 * How far the office has taken a request (issue 29), kept by the database from the
 * request's history (request_events, drizzle/0016): when the office first answered it (its
 * first status change, note or booking change; null: not yet), and the furthest status of
 * its pipeline it reached (a closed request keeps the step it got to), for the insights'
 * 24-hour promise and funnel.
 */
const progressColumns = () => ({
  firstResponseAt: timestamp("first_response_at", { withTimezone: true, mode: "date" }),
  reached: text("reached").notNull().default("new"),
});

/** A submission's status is one of its pipeline's (app/config/enumerations.ts). */
const statusIn = (table: string, status: AnyPgColumn, statuses: readonly string[]) =>
  check(`${table}_status`, sql`${status} in (${sql.raw(statuses.map((value) => `'${value}'`).join(", "))})`);

/**
 * A visit's or a tour's place (issue 27): asked for (it holds its place while the office
 * has not confirmed it), confirmed by the office, or cancelled (its place is free again).
 * Its date and time are the row's own (a move changes them, and the history keeps the
 * old ones); the sequence counts the invitations sent, for the calendar file's SEQUENCE.
 */
const bookingColumns = () => ({
  booking: text("booking").$type<BookingState>().notNull().default("asked"),
  bookingSequence: integer("booking_sequence").notNull().default(0),
});

const bookingIn = (table: string, booking: AnyPgColumn) =>
  check(`${table}_booking`, sql`${booking} in (${sql.raw(BOOKING_STATES.map((value) => `'${value}'`).join(", "))})`);

/**
 * A phone column's own digits, as phoneDigits (app/lib/phone-links.ts) has them:
 * no spaces, dashes or +, and no 91 or 0 before ten digits. Indexed per table (below);
 * the office's search and a request's family compare with this very expression, so that
 * PostgreSQL finds the number in the index instead of reading every row.
 */
export const storedPhoneDigits = (phone: AnyPgColumn | SQL) =>
  sql`regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', '')`;

type SubmissionIndexColumns = { id: ExtraConfigColumn; createdAt: ExtraConfigColumn; status: ExtraConfigColumn };

/**
 * The office's inbox at scale (issue 16; bench/inbox-scale.ts): each table newest first (the
 * inbox's first page and the export read the newest rows of each), the rows still new
 * (their counts, the overdue list), a school's newest first (its office's inbox), and,
 * where the table has them, the phone's digits and the lower-cased e-mail (the search
 * and the family of a request).
 */
function submissionIndexes(
  table: string,
  t: SubmissionIndexColumns,
  { school, phone, email }: { school?: ExtraConfigColumn; phone?: AnyPgColumn; email?: AnyPgColumn },
) {
  // In the inbox's order: created_at desc, id desc (DESC alone means NULLS FIRST).
  const newestFirst = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  return [
    index(`${table}_created_idx`).on(...newestFirst()),
    index(`${table}_new_idx`).on(...newestFirst()).where(sql`${t.status} = 'new'`),
    ...(school ? [index(`${table}_school_created_idx`).on(school, ...newestFirst())] : []),
    ...(phone ? [index(`${table}_phone_digits_idx`).on(storedPhoneDigits(phone))] : []),
    ...(email ? [index(`${table}_email_lower_idx`).on(sql`lower(${email})`)] : []),
  ];
}

export const schools = pgTable("schools", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  established: integer("established").notNull(),
  location: text("location").notNull(),
  website: text("website"),
  translations: jsonb("translations").$type<Translations<"name" | "description" | "location">>().notNull().default({}),
});

export const tourRequests = pgTable(
  "tour_requests",
  {
    ...submissionColumns(),
    school: text("school").notNull(),
    peopleCount: text("people_count").notNull(),
    studentClass: text("student_class").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** How to reach the family (issue 27): asked by the form, optional in the API (empty: not given). */
    parentName: text("parent_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    ...bookingColumns(),
  },
  (t) => [
    statusIn("tour_requests", t.status, ENQUIRY_STATUSES),
    bookingIn("tour_requests", t.booking),
    ...submissionIndexes("tour_requests", t, { school: t.school, phone: t.phone, email: t.email }),
    // The day's bookings that hold a place: counted on every booking (capacity) and listed for the front desk.
    index("tour_requests_places_idx").on(t.school, t.date).where(sql`${t.booking} <> 'cancelled'`),
  ],
);

export const enrollmentRequests = pgTable(
  "enrollment_requests",
  {
    ...submissionColumns(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    studentClass: text("student_class").notNull(),
  },
  (t) => [
    statusIn("enrollment_requests", t.status, ENQUIRY_STATUSES),
    ...submissionIndexes("enrollment_requests", t, { phone: t.phone, email: t.email }),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...submissionColumns(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    school: text("school").notNull(),
    message: text("message").notNull(),
  },
  (t) => [
    statusIn("contact_messages", t.status, ENQUIRY_STATUSES),
    ...submissionIndexes("contact_messages", t, { school: t.school, phone: t.phone, email: t.email }),
  ],
);

export const admissionApplications = pgTable(
  "admission_applications",
  {
    ...submissionColumns(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    studentName: text("student_name").notNull(),
    parentName: text("parent_name").notNull(),
    contactNumber: text("contact_number").notNull(),
    email: text("email").notNull(),
    grade: text("grade").notNull(),
    message: text("message").notNull().default(""),
  },
  (t) => [
    statusIn("admission_applications", t.status, ENQUIRY_STATUSES),
    // Also the index of the school_id foreign key (it leads).
    ...submissionIndexes("admission_applications", t, { school: t.schoolId, phone: t.contactNumber, email: t.email }),
  ],
);

export const visitRequests = pgTable(
  "visit_requests",
  {
    ...submissionColumns(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    studentName: text("student_name").notNull(),
    school: text("school").notNull(),
    studentAge: text("student_age").notNull(),
    gradeInterested: text("grade_interested").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    numberOfVisitors: text("number_of_visitors").notNull(),
    specificInterests: text("specific_interests").notNull().default(""),
    questions: text("questions").notNull().default(""),
    ...bookingColumns(),
  },
  (t) => [
    statusIn("visit_requests", t.status, ENQUIRY_STATUSES),
    bookingIn("visit_requests", t.booking),
    ...submissionIndexes("visit_requests", t, { school: t.school, phone: t.phone, email: t.email }),
    // A slot's bookings that hold a place: counted on every booking (capacity) and listed for the front desk.
    index("visit_requests_places_idx").on(t.school, t.preferredDate, t.preferredTime).where(sql`${t.booking} <> 'cancelled'`),
  ],
);

/**
 * A school's booking calendar (issue 27), as its office set it; a school without a row
 * keeps the defaults (app/requests/bookings/calendar-rules.ts). Capacities are per visit
 * slot in families and per day in tour bookings; weekdays 0 (Sunday) to 6.
 */
export const schoolCalendars = pgTable(
  "school_calendars",
  {
    school: text("school").primaryKey(),
    visitCapacity: jsonb("visit_capacity").$type<Record<string, number>>().notNull(),
    tourCapacity: integer("tour_capacity").notNull(),
    closedWeekdays: jsonb("closed_weekdays").$type<number[]>().notNull(),
    horizonDays: integer("horizon_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [
    check("school_calendars_tour_capacity", sql`${t.tourCapacity} between 0 and 1000`),
    check("school_calendars_horizon", sql`${t.horizonDays} between 1 and 365`),
  ],
);

/** The days a school is closed besides its closed weekdays (holidays), with the office's note. */
export const closedDates = pgTable(
  "closed_dates",
  {
    school: text("school").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.school, t.date] })],
);

/**
 * The private links of the families (issue 27, decision 0030): each e-mail to a family
 * carries one; only its SHA-256 is kept, so a copy of this table opens no request. A link
 * dies with its request (erased or purged: nothing to show) and when it expires (30 days
 * after the visit, 90 after any other request: worked out from the request when opened).
 */
export const requestLinks = pgTable(
  "request_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    requestKind: text("request_kind").notNull(),
    requestId: integer("request_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("request_links_request_idx").on(t.requestKind, t.requestId)],
);

export const careerApplications = pgTable(
  "career_applications",
  {
    ...submissionColumns(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    position: text("position").notNull().default(""),
    experience: text("experience").notNull().default(""),
    expectedSalary: text("expected_salary").notNull().default(""),
    message: text("message").notNull(),
    availableFrom: date("available_from", { mode: "string" }).notNull(),
    resumeNote: text("resume_note").notNull().default(""),
  },
  (t) => [
    statusIn("career_applications", t.status, CAREER_STATUSES),
    ...submissionIndexes("career_applications", t, { phone: t.phone, email: t.email }),
  ],
);

/** Bytes as PostgreSQL keeps them: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The résumé sent with a career application (issue 17, decision 0017): written in the
 * application's own transaction and gone with it, in the database so that every instance
 * and every backup has it. The name is the visitor's, made safe; the type is the one its
 * content showed, never the one the browser claimed.
 */
export const careerResumes = pgTable(
  "career_resumes",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => careerApplications.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("career_resumes_size", sql`${t.size} = octet_length(${t.content}) and ${t.size} > 0`)],
);

/** Challenge tokens already spent: a token is accepted once only. */
export const usedChallengeTokens = pgTable("used_challenge_tokens", {
  tokenId: text("token_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const submissionTables = {
  tourRequests,
  enrollmentRequests,
  contactMessages,
  admissionApplications,
  visitRequests,
  careerApplications,
} as const;

/** Per-IP request counts for the POST rate limit, one row per endpoint, address and minute. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * People of the admissions offices who sign in at /staff. A group admin sees every school
 * and the group's own requests; school staff see their school's only (school_code).
 * Addresses are kept lower-cased; the password only as its argon2id hash.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: id(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<"admin" | "staff">().notNull(),
    schoolCode: text("school_code"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set while the account may not sign in; its sessions were ended when it was set. */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("staff_accounts_role", sql`${t.role} in ('admin', 'staff')`),
    // School staff belong to one school; a group admin to none.
    check("staff_accounts_school", sql`(${t.role} = 'admin') = (${t.schoolCode} is null)`),
    check("staff_accounts_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored, so a
 * copy of this table signs nobody in. Ends at expires_at (12 hours after sign-in) or
 * after 2 hours without a request (last_seen_at).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("staff_sessions_account_id_idx").on(t.accountId)],
);

/** Failed sign-ins, by account ("account:<email>") and by address ("address:<ip>"), for the 15-minute limit. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: id(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_key_failed_at_idx").on(t.key, t.failedAt)],
);

/**
 * What the office did with a request, oldest first: a status changed, an assignee changed,
 * a note written. Written in the same transaction as the change it records. A request is
 * named by its kind (app/config/request-kinds.ts) and its id in that kind's table.
 */
export const requestEvents = pgTable(
  "request_events",
  {
    id: id(),
    requestKind: text("request_kind").notNull(),
    requestId: integer("request_id").notNull(),
    /** Who: a staff account; null: the family, by their private link (issue 27). */
    accountId: integer("account_id").references(() => staffAccounts.id),
    action: text("action").$type<RequestEventAction>().notNull(),
    /**
     * status: the old and new status; assignee: the old and new account id (null: nobody);
     * confirmed, moved, cancelled: the visit's old and new "date slot" (a tour's: its date).
     */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** The note's text (action note only). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("request_events_request_idx").on(t.requestKind, t.requestId, t.createdAt),
    check("request_events_action", sql`${t.action} in ('status', 'assignee', 'note', 'confirmed', 'moved', 'cancelled')`),
    // The families' own changes, newest first: the top of the office's inbox.
    index("request_events_family_idx").on(t.createdAt).where(sql`${t.accountId} is null`),
  ],
);

export type RequestEventAction = "status" | "assignee" | "note" | "confirmed" | "moved" | "cancelled";

/** Every CSV export of the inbox: who, with which filter, how many rows (issue 16). */
export const inboxExports = pgTable("inbox_exports", {
  id: id(),
  accountId: integer("account_id")
    .notNull()
    .references(() => staffAccounts.id),
  filter: jsonb("filter").$type<Record<string, string | boolean>>().notNull(),
  rowCount: integer("row_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type MailPurpose = "received" | "confirmed" | "moved" | "cancelled" | "reminder" | "family-change";

/**
 * The e-mails each stored submission causes (issue 17, decision 0016): written by a
 * trigger on each submission table in the submission's own transaction, sent by the
 * outbox sender (server/mail/). A row names what to send, never its text: the message is
 * written from the request when it is sent.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    requestKind: text("request_kind").notNull(),
    requestId: integer("request_id").notNull(),
    audience: text("audience").$type<"office" | "visitor">().notNull(),
    /**
     * What the message is about (issue 27): the request received (written by the trigger),
     * a booking confirmed, moved or cancelled, the reminder the evening before, or a
     * family's own change told to the office.
     */
    purpose: text("purpose").$type<MailPurpose>().notNull().default("received"),
    language: text("language").notNull().default("en"),
    status: text("status").$type<"waiting" | "sent" | "failed">().notNull().default("waiting"),
    /** Tries so far (a claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Claimed by a sender until then; a sender that died lets it go when it passes. */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    /** The last failure's SMTP code or kind (never an address). */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'waiting'`),
    index("outbox_messages_request_idx").on(t.requestKind, t.requestId),
    check("outbox_messages_audience", sql`${t.audience} in ('office', 'visitor')`),
    check("outbox_messages_purpose", sql`${t.purpose} in ('received', 'confirmed', 'moved', 'cancelled', 'reminder', 'family-change')`),
    // One reminder waits per booking at most: a move replaces it, a cancellation removes it.
    uniqueIndex("outbox_messages_reminder_idx").on(t.requestKind, t.requestId).where(sql`${t.purpose} = 'reminder' and ${t.status} = 'waiting'`),
    check("outbox_messages_status", sql`${t.status} in ('waiting', 'sent', 'failed')`),
  ],
);

/**
 * That an erasure, a retention purge or a correction of a person's data happened (issue 18):
 * when, by whom (null: the daily retention purge), and how many requests of each kind it
 * touched (for a correction: the field's name). Never a name, phone, e-mail or any value
 * erased or corrected: this table outlives what it counts.
 */
export const erasures = pgTable(
  "erasures",
  {
    id: id(),
    event: text("event").$type<"erasure" | "purge" | "correction">().notNull(),
    /** The group admin who asked for it; null: the retention purge. */
    accountId: integer("account_id").references(() => staffAccounts.id),
    /** Requests deleted (or, for a correction, corrected) per kind: { tour: 2, career: 1 }. */
    counts: jsonb("counts").$type<Partial<Record<string, number>>>().notNull(),
    /** A correction's field (name, phone, email); null for the others. */
    field: text("field"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("erasures_event", sql`${t.event} in ('erasure', 'purge', 'correction')`),
    check("erasures_field", sql`${t.field} is null or ${t.field} in ('name', 'phone', 'email')`),
    index("erasures_created_idx").on(t.createdAt),
  ],
);

/**
 * Who opened what (issue 18, decision 0023): each time a staff member opened a request's
 * page, downloaded a résumé or exported a person's data, one row, written before the
 * data went out. It names the account and the request (kind and id), never a value the
 * request holds. The inbox's CSV exports are kept in inbox_exports (decision 0015) and
 * read beside these rows (app/office/access/access-record.server.ts).
 */
export const accessRecords = pgTable(
  "access_records",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id),
    action: text("action").$type<"opened" | "resume" | "person-export" | "document-upload" | "document-remove" | "photo-delete">().notNull(),
    /** The request opened (opened, resume); none for a person's export, which spans requests. */
    requestKind: text("request_kind"),
    requestId: integer("request_id"),
    /** person-export: how many requests the file held. */
    rowCount: integer("row_count"),
    /** document-upload, document-remove: the school's document (issue 28), as it was named then. */
    document: jsonb("document").$type<{ schoolId: number; id: string; title: string }>(),
    /** photo-delete: the library's photo (issue 28): its library ("school:1", "group"), id and English description then. */
    photo: jsonb("photo").$type<{ scope: string; id: string; alt: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("access_records_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("access_records_account_idx").on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("access_records_request_idx").on(t.requestKind, t.requestId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("access_records_action", sql`${t.action} in ('opened', 'resume', 'person-export', 'document-upload', 'document-remove', 'photo-delete')`),
    check(
      "access_records_request",
      sql`(${t.requestKind} is null) = (${t.requestId} is null) and (${t.action} in ('person-export', 'document-upload', 'document-remove', 'photo-delete') or ${t.requestId} is not null)`,
    ),
    check("access_records_document", sql`(${t.document} is not null) = (${t.action} in ('document-upload', 'document-remove'))`),
    check("access_records_photo", sql`(${t.photo} is not null) = (${t.action} = 'photo-delete')`),
  ],
);

/**
 * The site's public content as the offices edit it (issue 28, decision 0031): one
 * document per page set ("school:1" … "school:6", "group"), its live version and the
 * editors' draft. The types of app/content/ are the documents' shape; today's modules are
 * version 1 (the seed). A draft's revision counts its saves: a save names the revision it
 * was made on, so a second editor's stale save is refused instead of overwriting.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    key: text("key").primaryKey(),
    /** The live version (content_versions); every document has one from the seed on. */
    publishedVersion: integer("published_version").notNull(),
    draft: jsonb("draft"),
    draftRevision: integer("draft_revision").notNull().default(0),
    /** The live version when the draft was started: what "changed since" compares with. */
    draftBase: integer("draft_base"),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true, mode: "date" }),
    draftSavedBy: integer("draft_saved_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [check("content_documents_key", sql`${t.key} ~ '^(group|testimonials|copy|school:[1-9][0-9]*)$'`)],
);

/** Every published version of a document, kept: who published it and when, for history and roll-back. */
export const contentVersions = pgTable(
  "content_versions",
  {
    key: text("key")
      .notNull()
      .references(() => contentDocuments.key, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Null for the seed (no one published it). */
    publishedBy: integer("published_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** A roll-back: the earlier version published again. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] }), check("content_versions_version", sql`${t.version} > 0`)],
);

/**
 * Photos the offices uploaded (issue 28, decision 0032): re-encoded upright without any of
 * the original's metadata, kept in the database as the résumés are, so that every instance
 * and every backup has them. `scope` says whose they are ("school:1", "group").
 */
export const photos = pgTable(
  "photos",
  {
    id: text("id").primaryKey(),
    scope: text("scope").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: jsonb("alt").$type<{ en: string; te: string }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [index("photos_scope_idx").on(t.scope, t.createdAt), check("photos_size", sql`${t.width} > 0 and ${t.height} > 0`)],
);

/** A photo's files, one per width and format, served under the hash of their bytes with immutable caching. */
export const photoFiles = pgTable(
  "photo_files",
  {
    hash: text("hash").primaryKey(),
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    format: text("format").$type<"avif" | "webp" | "jpeg">().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [
    index("photo_files_photo_idx").on(t.photoId),
    check("photo_files_format", sql`${t.format} in ('avif', 'webp', 'jpeg')`),
    check("photo_files_size", sql`${t.size} = octet_length(${t.content}) and ${t.size} > 0`),
  ],
);

/**
 * What a school publishes on its "Fees and disclosures" page (issue 28, decision 0033): its
 * fee structure and the documents its board requires (CBSE's Mandatory Public Disclosure),
 * each a PDF judged by its content, kept here as the résumés and photos are, so that every
 * instance and every backup has it. Served as a download under its id; removed, it is gone.
 */
export const schoolDocuments = pgTable(
  "school_documents",
  {
    id: uuid("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    category: text("category").$type<DocumentCategory>().notNull(),
    /** Plain text, one line, in both languages. */
    title: jsonb("title").$type<{ en: string; te: string }>().notNull(),
    size: integer("size").notNull(),
    /** The SHA-256 of the bytes, in hex: the download's ETag. */
    hash: text("hash").notNull(),
    /** As the PDF's page tree says, when it says it plainly (none otherwise). */
    pages: integer("pages"),
    /** Its place within its category, smallest first. */
    position: integer("position").notNull(),
    content: bytea("content").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    uploadedBy: integer("uploaded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [
    index("school_documents_school_idx").on(t.schoolId, t.category, t.position),
    check("school_documents_category", sql`${t.category} in (${sql.raw(DOCUMENT_CATEGORIES.map((value) => `'${value}'`).join(", "))})`),
    check("school_documents_size", sql`${t.size} = octet_length(${t.content}) and ${t.size} > 0`),
    check("school_documents_hash", sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The office's figures (issue 29, decision 0036), kept by the database as requests change
 * (statement triggers on the six submission tables, drizzle/0017): per India day of
 * arrival, kind and school ("" for the group's own), how many requests got how far
 * (their furthest step: 1 new … 5 admitted, 0 a career application), how many were
 * answered, and within 24 hours. The insights read these instead of a year of rows.
 */
export const requestDayFigures = pgTable(
  "request_day_figures",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    school: text("school").notNull(),
    step: integer("step").notNull(),
    requests: integer("requests").notNull().default(0),
    answered: integer("answered").notNull().default(0),
    inTime: integer("in_time").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.school, t.step] })],
);

/** The same per source and campaign (the last touch): requests, and the enquiries that came to visit and were admitted. */
export const requestSourceFigures = pgTable(
  "request_source_figures",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    school: text("school").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull(),
    requests: integer("requests").notNull().default(0),
    visited: integer("visited").notNull().default(0),
    admitted: integer("admitted").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.school, t.source, t.campaign] })],
);

/** The answered requests per day of arrival, school and whole hours to their first answer: the 24-hour promise's median and 90th percentile. */
export const responseHourFigures = pgTable(
  "response_hour_figures",
  {
    day: date("day", { mode: "string" }).notNull(),
    school: text("school").notNull(),
    hours: integer("hours").notNull(),
    answered: integer("answered").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.school, t.hours] })],
);

/**
 * The same per week (its Monday): a year of whole weeks is a seventh of the days' rows; the
 * days at a period's edges that do not fill a week are read from the days' table.
 */
export const responseHourWeeks = pgTable(
  "response_hour_weeks",
  {
    week: date("week", { mode: "string" }).notNull(),
    school: text("school").notNull(),
    hours: integer("hours").notNull(),
    answered: integer("answered").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.school, t.hours] })],
);

/** Visits and tours per day booked for, kind and school: booked (not cancelled), cancelled, and those who came (reached "visited"). */
export const bookingDayFigures = pgTable(
  "booking_day_figures",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    school: text("school").notNull(),
    booked: integer("booked").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    attended: integer("attended").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.school] })],
);
