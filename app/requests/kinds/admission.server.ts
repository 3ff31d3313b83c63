// An application for admission to one school (its page's Apply for Admission), named by
// the school's id as the spec's API has it.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { admissionApplicationSchema } from "#app/features/admissions/admission-schema.ts";
import { email, phone, requiredText } from "#app/forms/validation/fields.ts";
import { admissionApplications } from "#database/schema.ts";
import { requestKind } from "../request-kind.ts";
import { postgresErrorCode, storeSubmission, TOGETHER } from "../store.server.ts";

const FOREIGN_KEY_VIOLATION = "23503";

export const admission = requestKind({
  kind: "admission",
  table: admissionApplications,
  schema: admissionApplicationSchema,
  // A school that does not exist is refused by the foreign key: no check-then-write race.
  // Written together with others arriving at once: a batch the key refuses is written
  // again one by one, so only that application is refused.
  submit: async ({ db }, input, language) => {
    try {
      return { ok: true, stored: await storeSubmission(db, admissionApplications, input, language, TOGETHER) };
    } catch (error) {
      if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return { ok: false, key: "validation.schoolId", field: "schoolId" };
      throw error;
    }
  },
  school: { id: "schoolId" },
  name: { full: "parentName" },
  phone: "contactNumber",
  email: "email",
  fields: [
    { column: "schoolId", show: "school", formLabel: (m) => m.contactForm.school },
    { column: "studentName", show: "text", formLabel: (m) => m.admissionForm.studentName },
    { column: "parentName", show: "text", formLabel: (m) => m.admissionForm.parentName },
    { column: "contactNumber", show: "phone", formLabel: (m) => m.admissionForm.contactNumber },
    { column: "email", show: "email", formLabel: (m) => m.admissionForm.email },
    { column: "grade", show: { options: "classes" }, formLabel: (m) => m.admissionForm.grade },
    { column: "message", show: "long", formLabel: (m) => m.admissionForm.message },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: {
    parentName: { rule: requiredText("validation.guardianName"), counts: "name" },
    contactNumber: { rule: phone(), counts: "phone" },
    email: { rule: email(), counts: "email" },
  },
  mail: {
    promise: (m) => m.toasts.admissionSuccessBody,
    acknowledgement: { subject: (m) => m.mail.visitor.subject.admission, received: (m) => m.mail.visitor.received.admission },
    groupOffice: "admissions",
  },
});
