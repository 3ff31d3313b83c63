import { z } from "zod";
import { STUDENT_CLASSES } from "#app/config/enumerations.ts";
import {
  email,
  languageField,
  noticeVersionField,
  oneOf,
  optionalText,
  phone,
  requiredText,
} from "#app/forms/validation/fields.ts";
import type { ValidationKey } from "#app/i18n/lookup.ts";

const schoolIdKey: ValidationKey = "validation.schoolId";

/** POST /api/admissions; schoolId comes from the page's route, as a number or a string. */
export const admissionApplicationSchema = z.object({
  studentName: requiredText("validation.studentName"),
  parentName: requiredText("validation.guardianName"),
  contactNumber: phone(),
  email: email(),
  grade: oneOf(STUDENT_CLASSES, "validation.grade"),
  message: optionalText(5000),
  schoolId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: schoolIdKey }).int({ error: schoolIdKey }).positive({ error: schoolIdKey }).max(2_147_483_647, { error: schoolIdKey }),
  ),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type AdmissionApplication = z.infer<typeof admissionApplicationSchema>;
