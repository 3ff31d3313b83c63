// A message from the home page's contact form, to the school the family chose.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { contactMessageSchema } from "#app/features/enquiries/contact-schema.ts";
import { contactMessages } from "#database/schema.ts";
import { personCorrections } from "../person-corrections.ts";
import { requestKind } from "../request-kind.ts";
import { storeSubmission, TOGETHER } from "../store.server.ts";

export const contact = requestKind({
  kind: "contact",
  table: contactMessages,
  schema: contactMessageSchema,
  submit: async ({ db }, input, language) => ({ ok: true, stored: await storeSubmission(db, contactMessages, input, language, TOGETHER) }),
  school: { code: "school" },
  name: { given: "firstName", family: "lastName" },
  phone: "phone",
  email: "email",
  fields: [
    { column: "firstName", show: "text", formLabel: (m) => m.contactForm.firstName },
    { column: "lastName", show: "text", formLabel: (m) => m.contactForm.lastName },
    { column: "email", show: "email", formLabel: (m) => m.contactForm.email },
    { column: "phone", show: "phone", formLabel: (m) => m.contactForm.phone },
    { column: "school", show: "school", formLabel: (m) => m.contactForm.school },
    { column: "message", show: "long", formLabel: (m) => m.contactForm.message },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: personCorrections,
  mail: {
    promise: (m) => m.toasts.contactSuccessBody,
    acknowledgement: { subject: (m) => m.mail.visitor.subject.contact, received: (m) => m.mail.visitor.received.contact },
    groupOffice: "admissions",
  },
});
