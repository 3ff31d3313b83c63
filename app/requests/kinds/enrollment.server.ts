// An enrollment request (the home page's Enroll Now): the group's admissions team answers
// it, for whichever school suits the family.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { enrollmentRequestSchema } from "#app/features/enquiries/enrollment-schema.ts";
import { enrollmentRequests } from "#database/schema.ts";
import { personCorrections } from "../person-corrections.ts";
import { requestKind } from "../request-kind.ts";
import { storeSubmission, TOGETHER } from "../store.server.ts";

export const enrollment = requestKind({
  kind: "enrollment",
  table: enrollmentRequests,
  schema: enrollmentRequestSchema,
  submit: async ({ db }, input, language) => ({ ok: true, stored: await storeSubmission(db, enrollmentRequests, input, language, TOGETHER) }),
  school: null,
  name: { given: "firstName", family: "lastName" },
  phone: "phone",
  email: "email",
  fields: [
    { column: "firstName", show: "text", formLabel: (m) => m.enrollmentForm.firstName },
    { column: "lastName", show: "text", formLabel: (m) => m.enrollmentForm.lastName },
    { column: "email", show: "email", formLabel: (m) => m.enrollmentForm.email },
    { column: "phone", show: "phone", formLabel: (m) => m.enrollmentForm.phone },
    { column: "studentClass", show: { options: "classes" }, formLabel: (m) => m.enrollmentForm.studentClass },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: personCorrections,
  mail: {
    promise: (m) => m.toasts.enrollmentSuccessBody,
    acknowledgement: { subject: (m) => m.mail.visitor.subject.enrollment, received: (m) => m.mail.visitor.received.enrollment },
    groupOffice: "admissions",
  },
});
