// The contact fields a group admin may correct on the kinds that ask for a first name, a
// last name, an e-mail and a phone (enrollment, contact, career), each by its form's rule.
import { email, phone, requiredText } from "#app/forms/validation/fields.ts";

export const personCorrections = {
  firstName: { rule: requiredText("validation.firstName"), counts: "name" },
  lastName: { rule: requiredText("validation.lastName"), counts: "name" },
  email: { rule: email(), counts: "email" },
  phone: { rule: phone(), counts: "phone" },
} as const;
