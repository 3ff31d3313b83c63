// A school tour booked from the home page's dialog or /book-tour: a school, a day, how
// many and which class. Its form asks for no name, phone or e-mail (issue 27 adds them),
// so the office is told and nobody is acknowledged.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { tourRequests } from "#database/schema.ts";
import { requestKind } from "../request-kind.ts";
import { storeSubmission, TOGETHER } from "../store.server.ts";

export const tour = requestKind({
  kind: "tour",
  table: tourRequests,
  schema: tourRequestSchema,
  submit: async ({ db }, input, language) => ({ ok: true, stored: await storeSubmission(db, tourRequests, input, language, TOGETHER) }),
  school: { code: "school" },
  name: null,
  phone: null,
  email: null,
  fields: [
    { column: "school", show: "school", formLabel: (m) => m.tourForm.school },
    { column: "peopleCount", show: { options: "people" }, formLabel: (m) => m.tourForm.peopleCount },
    { column: "studentClass", show: { options: "classes" }, formLabel: (m) => m.tourForm.studentClass },
    { column: "date", show: "date", formLabel: (m) => m.tourForm.date },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: {},
  mail: {
    promise: (m) => m.toasts.tourSuccessBody,
    // The office plans by the day: the subject leads with it.
    officeSubject: (row, m, lang, names) => fillTemplate(m.mail.office.subject.tour, { ...names, date: formatDate(row.date, lang) }),
    acknowledgement: null,
    groupOffice: "admissions",
  },
});
