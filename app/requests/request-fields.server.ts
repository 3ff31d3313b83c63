// Every field a visitor submitted, as the detail page shows it: the label the visitor's
// form had and the value, both in the staff member's language; an option's code shown as
// its label (a class as "1st Grade", a slot as "9:00 – 10:00 AM"), a date written out.
// The words come from the public forms' catalogues, so the office reads what the parent read.
// Here, above the features, because the staff page and the e-mails a request causes
// (./mail) both write a request out this way.
import { formatDate } from "#app/i18n/format.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import type { Language } from "#app/config/enumerations.ts";
import type { RequestKind } from "#app/office/inbox/request-kinds.ts";
import { schoolOf, type RequestRow } from "#app/office/request/request-detail.server.ts";
import type { RequestField } from "#app/office/request/request-detail.tsx";

export type { RequestField };

type Person = Record<"firstName" | "lastName" | "email" | "phone", string>;

/** The four fields the enrollment, contact and careers forms open with, under their form's labels. */
const personFields = (labels: Person, row: Person): RequestField[] => [
  { label: labels.firstName, value: row.firstName },
  { label: labels.lastName, value: row.lastName },
  { label: labels.email, value: row.email, type: "email" },
  { label: labels.phone, value: row.phone, type: "phone" },
];

export function requestFields(kind: RequestKind, row: RequestRow, m: Messages, lang: Language): RequestField[] {
  const o = m.common.options;
  const option = (labels: Record<string, string>, value: string) => labels[value] ?? value;
  const date = (value: string) => formatDate(value, lang);
  const school = schoolOf(kind, row);
  const schoolName = school ? o.schools[school] : "";
  const visitorLanguage = { label: m.staff.detail.language, value: m.staff.detail.languages[row.language === "te" ? "te" : "en"] };
  const fields = ((): RequestField[] => {
    switch (kind) {
      case "tour": {
        const r = row as RequestRow<"tour">;
        const f = m.tourForm;
        return [
          { label: f.school, value: schoolName },
          { label: f.peopleCount, value: option(o.people, r.peopleCount) },
          { label: f.studentClass, value: option(o.classes, r.studentClass) },
          { label: f.date, value: date(r.date) },
        ];
      }
      case "enrollment": {
        const r = row as RequestRow<"enrollment">;
        const f = m.enrollmentForm;
        return [
          ...personFields(f, r),
          { label: f.studentClass, value: option(o.classes, r.studentClass) },
        ];
      }
      case "contact": {
        const r = row as RequestRow<"contact">;
        const f = m.contactForm;
        return [
          ...personFields(f, r),
          { label: f.school, value: schoolName },
          { label: f.message, value: r.message, type: "long" },
        ];
      }
      case "admission": {
        const r = row as RequestRow<"admission">;
        const f = m.admissionForm;
        return [
          { label: m.staff.inbox.filters.school, value: schoolName },
          { label: f.studentName, value: r.studentName },
          { label: f.parentName, value: r.parentName },
          { label: f.contactNumber, value: r.contactNumber, type: "phone" },
          { label: f.email, value: r.email, type: "email" },
          { label: f.grade, value: option(o.classes, r.grade) },
          { label: f.message, value: r.message, type: "long" },
        ];
      }
      case "visit": {
        const r = row as RequestRow<"visit">;
        const f = m.visit.form;
        return [
          { label: f.parentName, value: r.parentName },
          { label: f.email, value: r.email, type: "email" },
          { label: f.phone, value: r.phone, type: "phone" },
          { label: f.studentName, value: r.studentName },
          { label: f.school, value: schoolName },
          { label: f.studentAge, value: option(o.ages, r.studentAge) },
          { label: f.gradeInterested, value: option(o.visitGrades, r.gradeInterested) },
          { label: f.preferredDate, value: date(r.preferredDate) },
          { label: f.preferredTime, value: option(o.timeSlots, r.preferredTime) },
          { label: f.numberOfVisitors, value: option(o.visitors, r.numberOfVisitors) },
          { label: f.specificInterests, value: r.specificInterests, type: "long" },
          { label: f.questions, value: r.questions, type: "long" },
        ];
      }
      case "career": {
        const r = row as RequestRow<"career">;
        const f = m.careers.form;
        return [
          ...personFields(f, r),
          { label: f.position, value: r.position ? option(o.positions, r.position) : "" },
          { label: f.experience, value: r.experience ? option(o.experience, r.experience) : "" },
          { label: f.expectedSalary, value: r.expectedSalary },
          { label: f.availableFrom, value: date(r.availableFrom) },
          { label: f.message, value: r.message, type: "long" },
          { label: m.careers.resume.label, value: r.resumeNote },
        ];
      }
    }
  })();
  return [...fields, visitorLanguage];
}
