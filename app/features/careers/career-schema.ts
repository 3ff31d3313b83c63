import { z } from "zod";
import { CAREER_POSITIONS, EXPERIENCE_LEVELS } from "#app/config/enumerations.ts";
import {
  answerText,
  calendarDate,
  email,
  languageField,
  noticeVersionField,
  optionalOneOf,
  optionalText,
  phone,
  requiredText,
} from "#app/forms/validation/fields.ts";

/** POST /api/careers (the résumé file itself is not sent: `resumeNote` names it). */
export const careerApplicationSchema = z.object({
  firstName: requiredText("validation.firstName"),
  lastName: requiredText("validation.lastName"),
  email: email(),
  phone: phone(),
  position: optionalOneOf(CAREER_POSITIONS, "validation.position"),
  experience: optionalOneOf(EXPERIENCE_LEVELS, "validation.experience"),
  expectedSalary: optionalText(100),
  message: requiredText("validation.coverLetter", { max: 5000 }),
  availableFrom: calendarDate("validation.availableFrom"),
  resumeNote: optionalText(300),
  /**
   * The captcha's answer, checked in the page (spec 5) and by the server against the
   * signed question it was given (`captchaToken`, as the visit challenge's: each accepted once).
   */
  captchaAnswer: answerText("validation.captchaAnswer"),
  captchaToken: requiredText("validation.mathChallengeToken", { max: 500 }),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type CareerApplication = z.infer<typeof careerApplicationSchema>;
