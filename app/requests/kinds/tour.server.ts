// A school tour booked from the home page's dialog or /book-tour: a school, a day, how
// many and which class, and how to reach the family (issue 27: optional in the API, so a
// booking may come without them; the office then sees "no contact given"). Its day's
// place is taken in the row's transaction; a family that gave an e-mail is acknowledged.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { tourRequestSchema } from "#app/features/enquiries/tour-schema.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { email, phone, requiredText } from "#app/forms/validation/fields.ts";
import { tourRequests } from "#database/schema.ts";
import { bookPlace } from "../bookings/book-together.server.ts";
import { refusalConflict } from "../bookings/refusal-words.ts";
import { requestKind } from "../request-kind.ts";
import { askedInviteOf } from "../bookings/booking-facts.ts";

export const tour = requestKind({
  kind: "tour",
  table: tourRequests,
  schema: tourRequestSchema,
  submit: async ({ db }, input, language) => {
    const row = { ...input, parentName: input.parentName ?? "", phone: input.phone ?? "", email: input.email ?? "" };
    // Its day's place is taken in the row's transaction.
    const result = await bookPlace(db, { place: { kind: "tour", school: row.school, date: row.date }, row, language });
    if (result.ok) return result;
    if (result.reason === "refused") {
      return { ok: false, conflict: refusalConflict(result.refused, language) };
    }
    throw new Error(`a tour booking has no question, yet was refused as ${result.reason}`);
  },
  school: { code: "school" },
  name: { full: "parentName" },
  phone: "phone",
  email: "email",
  bookedDay: "date",
  fields: [
    { column: "parentName", show: "text", formLabel: (m) => m.tourForm.parentName },
    { column: "phone", show: "phone", formLabel: (m) => m.tourForm.phone },
    { column: "email", show: "email", formLabel: (m) => m.tourForm.email },
    { column: "school", show: "school", formLabel: (m) => m.tourForm.school },
    { column: "peopleCount", show: { options: "people" }, formLabel: (m) => m.tourForm.peopleCount },
    { column: "studentClass", show: { options: "classes" }, formLabel: (m) => m.tourForm.studentClass },
    { column: "date", show: "date", formLabel: (m) => m.tourForm.date },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: {
    parentName: { rule: requiredText("validation.visitParentName", { min: 2 }), counts: "name" },
    email: { rule: email(), counts: "email" },
    phone: { rule: phone(), counts: "phone" },
  },
  mail: {
    promise: (m) => m.toasts.tourSuccessBody,
    // The office plans by the day: the subject leads with it.
    officeSubject: (row, m, lang, names) => fillTemplate(m.mail.office.subject.tour, { ...names, date: formatDate(row.date, lang) }),
    acknowledgement: { subject: (m) => m.mail.visitor.subject.tour, received: (m) => m.mail.visitor.received.tour },
    // The day asked for, as the booking's own event (askedInviteOf).
    invite: (row, lang, siteUrl) => askedInviteOf("tour", row, lang, siteUrl),
    groupOffice: "admissions",
  },
});
