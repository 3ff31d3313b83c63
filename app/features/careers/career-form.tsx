// The job application form (spec 2, 3, 5, 8). Built like the reference enrollment form;
// the captcha is checked here before anything is sent, and the résumé travels with the
// fields (multipart/form-data, issue 17), its note naming it with its size.
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { CAREER_POSITIONS, EXPERIENCE_LEVELS } from "#app/config/enumerations.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField, PhoneField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { failureMessage, useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { isCaptchaSolved, type Captcha } from "./captcha.ts";
import { resumeNote } from "./resume.ts";
import { ResumeInput } from "./resume-input.tsx";
import { loadOnce } from "#app/lib/load-once.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./career-schema.ts").then((module) => module.careerApplicationSchema));

/** Spec 9: back to the home page two seconds after a successful application. */
const REDIRECT_DELAY_MS = 2000;

/** The form's heading: where the page opens when it answers a post the browser made itself. */
export const CAREER_FORM_ID = "career-form-title";

const sectionClass = "grid gap-4 border-t border-line pt-5 first-of-type:border-t-0 first-of-type:pt-0";
const legendClass = "mb-1 text-base font-bold text-ink-900";

export function CareerForm({ text, captcha }: { text: PageText<"careers">; captcha: Captcha }) {
  const { m, format } = useI18n();
  const f = text.careers.form;
  const o = m.common.options;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [resume, setResume] = useState<File | null>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/careers",
    pageForm: "careers",
    // A blank answer is left to the schema (its message sits beside the field).
    beforeSubmit: (values) => {
      const answer = values.captchaAnswer ?? "";
      if (answer.trim() === "" || isCaptchaSolved(captcha, answer)) return true;
      toast({ variant: "destructive", title: m.toasts.captchaTitle, description: m.toasts.captchaBody });
      if (captchaRef.current) {
        captchaRef.current.value = "";
        captchaRef.current.focus();
      }
      return false;
    },
    extra: () => ({ resumeNote: resumeNote(resume) }),
    files: () => ({ resume }),
    onSuccess: () => {
      toast({ title: m.toasts.careerSuccessTitle, description: m.toasts.careerSuccessBody });
      setResume(null);
      redirectTimer.current = setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      // A file the server refused by its content (a program renamed .pdf) gets the toast the
      // page gives a file it refuses itself: 'Invalid File Type' / 'File Too Large'.
      const refused = error instanceof ApiError ? error.json() : undefined;
      const fileProblem = refused?.errors?.resume;
      toast({
        variant: "destructive",
        title: fileProblem && refused?.message ? refused.message : m.toasts.careerFailure,
        description: fileProblem ?? failureMessage(error, m.toasts.tryLater),
      });
      // The question may be spent: ask the page for a new one, to be answered afresh.
      if (captchaRef.current) captchaRef.current.value = "";
      void revalidator.revalidate();
    },
  });
  const { errors, pending } = submission;

  return (
    <PageForm
      submission={submission}
      anchor={CAREER_FORM_ID}
      sent={{ title: m.toasts.careerSuccessTitle, body: m.toasts.careerSuccessBody }}
      className="grid gap-6"
      encType="multipart/form-data"
    >
      {/* The signed question, checked by the server with the answer. */}
      <input type="hidden" name="captchaToken" value={captcha.token} />
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.aboutSection}</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField label={f.firstName} name="firstName" autoComplete="given-name" required error={errors.firstName} />
          <TextField label={f.lastName} name="lastName" autoComplete="family-name" required error={errors.lastName} />
          <TextField label={f.email} name="email" type="email" autoComplete="email" required error={errors.email} />
          <PhoneField label={f.phone} error={errors.phone} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.roleSection}</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            label={f.position}
            name="position"
            error={errors.position}
            placeholder={o.selectPosition}
            options={optionsFor(CAREER_POSITIONS, o.positions)}
          />
          <SelectField
            label={f.experience}
            name="experience"
            error={errors.experience}
            placeholder={o.selectExperience}
            options={optionsFor(EXPERIENCE_LEVELS, o.experience)}
          />
          <TextField
            label={f.expectedSalary}
            name="expectedSalary"
            inputMode="numeric"
            error={errors.expectedSalary}
            hint={f.expectedSalaryHint}
          />
          <TextField
            label={f.availableFrom}
            name="availableFrom"
            type="date"
            min={todayInIndia()}
            required
            error={errors.availableFrom}
          />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.letterSection}</legend>
        <TextAreaField
          label={f.message}
          name="message"
          rows={6}
          placeholder={f.messagePlaceholder}
          required
          error={errors.message}
        />
        <ResumeInput text={text} file={resume} error={errors.resume} onFileChange={setResume} />
      </fieldset>

      <fieldset className="grid gap-3 rounded-xl border border-line bg-ink-50/60 p-4">
        <legend className="px-1 text-base font-bold text-ink-900">{text.careers.captcha.section}</legend>
        <TextField
          ref={captchaRef}
          label={format(text.careers.captcha.question, { a: captcha.a, b: captcha.b })}
          name="captchaAnswer"
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.captchaAnswer}
          hint={text.careers.captcha.hint}
          className="max-w-xs"
        />
      </fieldset>

      <DataNotice form="careers" />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
