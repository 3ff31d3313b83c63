// A campus visit asked for on /schedule-visit: a day and an hour at one school, sent with
// the answer to its security question (spent in the same transaction). The visitor's
// acknowledgement repeats the time asked for, what happens next, and carries the visit
// as a calendar file.
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { email, phone, requiredText } from "#app/forms/validation/fields.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { visitRequests } from "#database/schema.ts";
import { checkChallenge } from "#app/forms/challenge.server.ts";
import { CHALLENGE_FAILURES } from "../answered-store.server.ts";
import { bookPlace } from "../bookings/book-together.server.ts";
import { refusalConflict } from "../bookings/refusal-words.ts";
import { askedInviteOf } from "../bookings/booking-facts.ts";
import { requestKind } from "../request-kind.ts";

export const visit = requestKind({
  kind: "visit",
  table: visitRequests,
  schema: visitRequestSchema,
  submit: async ({ db, challengeSecret }, input, language) => {
    const { mathChallenge, mathChallengeToken, mathChallengeAnswer, ...row } = input;
    const check = checkChallenge(challengeSecret, mathChallengeToken, mathChallengeAnswer ?? mathChallenge);
    if (!check.ok && check.reason !== "wrong") return { ok: false, key: CHALLENGE_FAILURES[check.reason], field: "mathChallenge" };
    // Its slot's place is taken in the row's transaction, with the question's token spent.
    const place = { kind: "visit", school: row.school, date: row.preferredDate, slot: row.preferredTime } as const;
    const question = { tokenId: check.tokenId, expiresAt: check.expiresAt, right: check.ok };
    const result = await bookPlace(db, { place, row, language, question });
    if (result.ok) return result;
    if (result.reason === "refused") {
      return { ok: false, conflict: refusalConflict(result.refused, language) };
    }
    return { ok: false, key: CHALLENGE_FAILURES[result.reason], field: "mathChallenge" };
  },
  school: { code: "school" },
  name: { full: "parentName" },
  phone: "phone",
  email: "email",
  bookedDay: "preferredDate",
  fields: [
    { column: "parentName", show: "text", formLabel: (m) => m.visit.form.parentName },
    { column: "email", show: "email", formLabel: (m) => m.visit.form.email },
    { column: "phone", show: "phone", formLabel: (m) => m.visit.form.phone },
    { column: "studentName", show: "text", formLabel: (m) => m.visit.form.studentName },
    { column: "school", show: "school", formLabel: (m) => m.visit.form.school },
    { column: "studentAge", show: { options: "ages" }, formLabel: (m) => m.visit.form.studentAge },
    { column: "gradeInterested", show: { options: "visitGrades" }, formLabel: (m) => m.visit.form.gradeInterested },
    { column: "preferredDate", show: "date", formLabel: (m) => m.visit.form.preferredDate },
    { column: "preferredTime", show: { options: "timeSlots" }, formLabel: (m) => m.visit.form.preferredTime },
    { column: "numberOfVisitors", show: { options: "visitors" }, formLabel: (m) => m.visit.form.numberOfVisitors },
    { column: "specificInterests", show: "long", formLabel: (m) => m.visit.form.specificInterests },
    { column: "questions", show: "long", formLabel: (m) => m.visit.form.questions },
  ],
  pipeline: ENQUIRY_STATUSES,
  resume: false,
  correctable: {
    parentName: { rule: requiredText("validation.visitParentName", { min: 2 }), counts: "name" },
    email: { rule: email(), counts: "email" },
    phone: { rule: phone(), counts: "phone" },
  },
  mail: {
    promise: (m) => m.visit.confirmation.body,
    acknowledgement: { subject: (m) => m.mail.visitor.subject.visit, received: (m) => m.mail.visitor.received.visit },
    visitorBlocks: (row, m, lang, withInvite) => [
      {
        type: "paragraph",
        text: fillTemplate(m.visit.confirmation.requested, {
          date: formatDate(row.preferredDate, lang),
          time: m.common.options.timeSlots[row.preferredTime as keyof Messages["common"]["options"]["timeSlots"]] ?? row.preferredTime,
        }),
      },
      ...(withInvite ? [{ type: "paragraph", text: m.mail.visitor.calendar } as const] : []),
      { type: "heading", text: m.visit.confirmation.nextStepsTitle },
      // The screen's third step (an e-mail with the visit's details) is this message: not listed again.
      { type: "list", items: [m.visit.confirmation.steps.review, m.visit.confirmation.steps.call, m.visit.confirmation.steps.tour] },
    ],
    // The time asked for, as the booking's own event (askedInviteOf).
    invite: (row, lang, siteUrl) => askedInviteOf("visit", row, lang, siteUrl),
    groupOffice: "admissions",
  },
});
