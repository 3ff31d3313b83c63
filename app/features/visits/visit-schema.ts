import { z } from "zod";
import {
  PEOPLE_COUNTS,
  SCHOOL_CODES,
  STUDENT_AGES,
  TIME_SLOTS,
  VISIT_GRADES,
} from "#app/config/enumerations.ts";
import {
  answerText,
  calendarDate,
  email,
  languageField,
  noticeVersionField,
  oneOf,
  optionalText,
  phone,
  requiredText,
} from "#app/forms/validation/fields.ts";
import type { ValidationKey } from "#app/i18n/lookup.ts";

const tokenKey: ValidationKey = "validation.mathChallengeToken";

/** POST /api/schedule-visits: the visit form, with the messages of spec section 5. */
export const visitRequestSchema = z.object({
  parentName: requiredText("validation.visitParentName", { min: 2 }),
  email: email(),
  phone: phone(),
  studentName: requiredText("validation.visitStudentName", { min: 2 }),
  school: oneOf(SCHOOL_CODES, "validation.school"),
  studentAge: oneOf(STUDENT_AGES, "validation.studentAge"),
  gradeInterested: oneOf(VISIT_GRADES, "validation.grade"),
  preferredDate: calendarDate("validation.preferredDate", { notPast: "validation.dateNotPast" }),
  preferredTime: oneOf(TIME_SLOTS, "validation.preferredTime"),
  numberOfVisitors: oneOf(PEOPLE_COUNTS, "validation.numberOfVisitors"),
  specificInterests: optionalText(1000),
  questions: optionalText(2000),
  /** The visitor's answer as typed in the form. */
  mathChallenge: answerText("validation.mathChallenge"),
  mathChallengeToken: z.string({ error: tokenKey }).min(1, { error: tokenKey }).max(500, { error: tokenKey }),
  /** The answer again, as the spec's payload sends it; when present it is the one checked. */
  mathChallengeAnswer: answerText("validation.mathChallenge").optional(),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;
