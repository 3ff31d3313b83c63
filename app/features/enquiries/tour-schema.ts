import { z } from "zod";
import { PEOPLE_COUNTS, SCHOOL_CODES, STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { calendarDate, languageField, noticeVersionField, oneOf } from "#app/forms/validation/fields.ts";

/** POST /api/book-tours */
export const tourRequestSchema = z.object({
  school: oneOf(SCHOOL_CODES, "validation.school"),
  peopleCount: oneOf(PEOPLE_COUNTS, "validation.peopleCount"),
  studentClass: oneOf(STUDENT_CLASSES, "validation.studentClass"),
  date: calendarDate("validation.date", { notPast: "validation.dateNotPast" }),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type TourRequest = z.infer<typeof tourRequestSchema>;
