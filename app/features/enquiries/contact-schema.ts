import { z } from "zod";
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { email, languageField, noticeVersionField, oneOf, phone, requiredText } from "#app/forms/validation/fields.ts";

/** POST /api/contact */
export const contactMessageSchema = z.object({
  firstName: requiredText("validation.firstName"),
  lastName: requiredText("validation.lastName"),
  email: email(),
  phone: phone(),
  school: oneOf(SCHOOL_CODES, "validation.school"),
  message: requiredText("validation.message", { max: 5000 }),
  language: languageField,
  noticeVersion: noticeVersionField,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
