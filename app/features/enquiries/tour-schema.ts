import { z } from "zod";
import { PEOPLE_COUNTS, SCHOOL_CODES, STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { calendarDate, email, languageField, noticeVersionField, oneOf, phone, requiredText } from "#app/forms/validation/fields.ts";

/**
 * POST /api/book-tours: the spec's four fields, and how to reach the family (issue 27).
 * The form always sends the name and phone, so they must be right when sent; a client that
 * sends only the spec's four fields leaves them out and still books. An empty e-mail is
 * none (the form's e-mail is optional).
 */
export const tourRequestSchema = z.object({
  school: oneOf(SCHOOL_CODES, "validation.school"),
  peopleCount: oneOf(PEOPLE_COUNTS, "validation.peopleCount"),
  studentClass: oneOf(STUDENT_CLASSES, "validation.studentClass"),
  date: calendarDate("validation.date", { notPast: "validation.dateNotPast" }),
  parentName: requiredText("validation.visitParentName", { min: 2 }).optional(),
  phone: phone().optional(),
  email: z.preprocess((value) => (value === "" ? undefined : value), email().optional()),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type TourRequest = z.infer<typeof tourRequestSchema>;
