import { z } from "zod";
import { STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { email, languageField, noticeVersionField, oneOf, phone, requiredText } from "#app/forms/validation/fields.ts";

/** POST /api/enrollments */
export const enrollmentRequestSchema = z.object({
  firstName: requiredText("validation.firstName"),
  lastName: requiredText("validation.lastName"),
  email: email(),
  phone: phone(),
  studentClass: oneOf(STUDENT_CLASSES, "validation.studentClass"),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type EnrollmentRequest = z.infer<typeof enrollmentRequestSchema>;
