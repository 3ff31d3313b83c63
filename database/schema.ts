// One schema for both engines (PGlite and PostgreSQL). Keep to SQL that PostgreSQL 15
// and PGlite (PostgreSQL 18) both accept.
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

/** Texts of a row in languages other than English, e.g. { te: { name, description } }. */
export type Translations<Fields extends string> = Partial<Record<"te", Record<Fields, string>>>;

/** Columns every submission carries: when, its handling status, the visitor's language. */
const submissionColumns = () => ({
  id: id(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  status: text("status").notNull().default("new"),
  language: text("language").notNull().default("en"),
});

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

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    rating: smallint("rating").notNull(),
    translations: jsonb("translations").$type<Translations<"name" | "role" | "content">>().notNull().default({}),
  },
  (t) => [check("testimonials_rating_range", sql`${t.rating} between 1 and 5`)],
);

export const tourRequests = pgTable("tour_requests", {
  ...submissionColumns(),
  school: text("school").notNull(),
  peopleCount: text("people_count").notNull(),
  studentClass: text("student_class").notNull(),
  date: date("date", { mode: "string" }).notNull(),
});

export const enrollmentRequests = pgTable("enrollment_requests", {
  ...submissionColumns(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  studentClass: text("student_class").notNull(),
});

export const contactMessages = pgTable("contact_messages", {
  ...submissionColumns(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  school: text("school").notNull(),
  message: text("message").notNull(),
});

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
  (t) => [index("admission_applications_school_id_idx").on(t.schoolId)],
);

export const visitRequests = pgTable("visit_requests", {
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
});

export const careerApplications = pgTable("career_applications", {
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
});

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
