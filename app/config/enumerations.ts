// The enumerations of spec section 3, shared by the zod schemas, the forms and the seed.
// Values are what the API stores; labels are what the forms show (English; the
// Telugu catalogue translates them by value).

export const SCHOOL_CODES = ["viswa", "maa", "santhi", "lumbini", "prism", "queens"] as const;
export type SchoolCode = (typeof SCHOOL_CODES)[number];

/** The school id (1-6) that each code belongs to. */
export const SCHOOL_ID_BY_CODE: Record<SchoolCode, number> = {
  viswa: 1,
  maa: 2,
  santhi: 3,
  lumbini: 4,
  prism: 5,
  queens: 6,
};

export const PEOPLE_COUNTS = ["1", "2", "3", "4", "5+"] as const;
export type PeopleCount = (typeof PEOPLE_COUNTS)[number];

/** Class values of the tour, enrollment and admission forms. */
export const STUDENT_CLASSES = [
  "nursery", "lkg", "ukg", "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th",
] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

/** Grade values of the visit form. */
export const VISIT_GRADES = [
  "nursery", "lkg", "ukg", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
] as const;
export type VisitGrade = (typeof VISIT_GRADES)[number];

export const STUDENT_AGES = ["3-4", "5-6", "7-8", "9-10", "11-12", "13-14", "15-16", "17-18"] as const;
export type StudentAge = (typeof STUDENT_AGES)[number];

export const TIME_SLOTS = [
  "9:00-10:00", "10:00-11:00", "11:00-12:00", "2:00-3:00", "3:00-4:00", "4:00-5:00",
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/**
 * What each slot is on the clock in India (24-hour): the spec writes the slots without
 * AM/PM; the forms' labels say 9 to 12 in the morning and 2 to 5 in the afternoon. The
 * calendar invite of a visit (issue 17) spans its slot.
 */
export const TIME_SLOT_HOURS: Record<TimeSlot, { start: string; end: string }> = {
  "9:00-10:00": { start: "09:00", end: "10:00" },
  "10:00-11:00": { start: "10:00", end: "11:00" },
  "11:00-12:00": { start: "11:00", end: "12:00" },
  "2:00-3:00": { start: "14:00", end: "15:00" },
  "3:00-4:00": { start: "15:00", end: "16:00" },
  "4:00-5:00": { start: "16:00", end: "17:00" },
};

export const CAREER_POSITIONS = [
  "teacher-primary", "teacher-secondary", "teacher-math", "teacher-science", "teacher-english",
  "teacher-social", "principal", "vice-principal", "admin", "counselor", "librarian", "other",
] as const;
export type CareerPosition = (typeof CAREER_POSITIONS)[number];

export const EXPERIENCE_LEVELS = ["0-1", "2-5", "6-10", "11-15", "15+"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const PROGRAM_LEVELS = ["nursery", "primary", "middle", "secondary"] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const LANGUAGES = ["en", "te"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Where the office is with a request (issue 16); every request starts as `new`. Families'
 * enquiries and applications move towards an admission, job applications towards an offer.
 */
export const ENQUIRY_STATUSES = ["new", "contacted", "visit_scheduled", "visited", "admitted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/**
 * Where a visit's or a tour's booking stands (issue 27): asked for (holding its place),
 * confirmed by the office, or cancelled (its place free again).
 */
export const BOOKING_STATES = ["asked", "confirmed", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/**
 * What a school publishes on its "Fees and disclosures" page (issue 28), in this order: its
 * fee structure, then what its board requires on its website (CBSE's Mandatory Public
 * Disclosure): affiliation, recognition, safety certificates (building, fire, water,
 * sanitation), results, staff, and anything else.
 */
export const DOCUMENT_CATEGORIES = ["fees", "affiliation", "recognition", "safety", "results", "staff", "other"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const CAREER_STATUSES = ["new", "shortlisted", "interviewed", "offered", "closed"] as const;
export type CareerStatus = (typeof CAREER_STATUSES)[number];
/** Every status of either pipeline, in the order the office's filter lists them. */
export const SUBMISSION_STATUSES = [
  "new", "contacted", "visit_scheduled", "visited", "admitted", "shortlisted", "interviewed", "offered", "closed",
] as const satisfies readonly (EnquiryStatus | CareerStatus)[];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
