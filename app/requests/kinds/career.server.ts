// A job application from /careers, sent with the answer to its captcha (spent in the same
// transaction) and, if the applicant attached one, a résumé judged by its content. The
// careers office answers it; the office's e-mail carries the résumé.
import { CAREER_STATUSES, type CareerPosition } from "#app/config/enumerations.ts";
import { careerApplicationSchema } from "#app/features/careers/career-schema.ts";
import { RESUME_MAX_BYTES } from "#app/features/careers/resume.ts";
import { judgeResume, type JudgedResume } from "#app/features/careers/resume-file.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { careerApplications, careerResumes } from "#database/schema.ts";
import { CAPTCHA_FAILURES, storeIfAnswered } from "../answered-store.server.ts";
import { personCorrections } from "../person-corrections.ts";
import { requestKind } from "../request-kind.ts";

export const career = requestKind({
  kind: "career",
  table: careerApplications,
  schema: careerApplicationSchema,
  // The résumé (issue 17): PDF, DOC or DOCX by its content, at most 5 MB.
  file: {
    field: "resume",
    maxBytes: RESUME_MAX_BYTES,
    judge: async (upload) => {
      const verdict = await judgeResume(upload);
      if (verdict.ok) return { ok: true, file: verdict.resume };
      const key = verdict.problem === "empty" ? "validation.resumeEmpty" : "toasts.invalidFileBody";
      return { ok: false, refusal: { key, summary: verdict.problem === "empty" ? key : "toasts.invalidFileTitle" } };
    },
  },
  // Stored with its résumé in one transaction with the captcha's token spent and the e-mails
  // it causes: the office is never told of an application whose file is missing, and a
  // refused or failed store leaves no file behind.
  submit: async ({ db, challengeSecret }, input, language, resume: JudgedResume | undefined) => {
    const { captchaToken, ...application } = input;
    const question = { token: captchaToken, answer: input.captchaAnswer };
    // With a file, the note is the server's, from the file itself: whatever the page wrote.
    const row = resume ? { ...application, resumeNote: resume.note } : application;
    const result = await storeIfAnswered(db, challengeSecret, question, careerApplications, row, language, {
      alongside: async (tx, stored) => {
        if (!resume) return;
        const { fileName, contentType, size, bytes } = resume;
        await tx.insert(careerResumes).values({ applicationId: stored.id, fileName, contentType, size, content: bytes });
      },
    });
    return result.ok ? result : { ok: false, key: CAPTCHA_FAILURES[result.reason], field: "captchaAnswer" };
  },
  school: null,
  name: { given: "firstName", family: "lastName" },
  phone: "phone",
  email: "email",
  fields: [
    { column: "firstName", show: "text", formLabel: (m) => m.careers.form.firstName },
    { column: "lastName", show: "text", formLabel: (m) => m.careers.form.lastName },
    { column: "email", show: "email", formLabel: (m) => m.careers.form.email },
    { column: "phone", show: "phone", formLabel: (m) => m.careers.form.phone },
    { column: "position", show: { options: "positions" }, formLabel: (m) => m.careers.form.position },
    { column: "experience", show: { options: "experience" }, formLabel: (m) => m.careers.form.experience },
    { column: "expectedSalary", show: "text", formLabel: (m) => m.careers.form.expectedSalary },
    { column: "availableFrom", show: "date", formLabel: (m) => m.careers.form.availableFrom },
    { column: "message", show: "long", formLabel: (m) => m.careers.form.message },
    { column: "resumeNote", show: "text", formLabel: (m) => m.careers.resume.label },
  ],
  pipeline: CAREER_STATUSES,
  resume: true,
  correctable: personCorrections,
  mail: {
    promise: (m) => m.toasts.careerSuccessBody,
    officeSubject: (row, m, _lang, names) => {
      const position = m.common.options.positions[row.position as CareerPosition] as string | undefined;
      return position ? fillTemplate(m.mail.office.subject.career, { ...names, position }) : fillTemplate(m.mail.office.subject.careerAnyPosition, names);
    },
    acknowledgement: { subject: (m) => m.mail.visitor.subject.career, received: (m) => m.mail.visitor.received.career },
    groupOffice: "careers",
  },
});
