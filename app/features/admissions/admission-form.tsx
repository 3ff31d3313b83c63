// The 'Apply for Admission' form of a school page (spec 5: everything but the message is
// required). The school comes from the page's route, not from a field: the school page's
// dialog, or its own page (/school/{id}/apply) before the page's scripts run.
import { STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FORM_PAGE_ANCHOR } from "#app/forms/page-forms.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { failureMessage, useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadOnce } from "#app/lib/load-once.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./admission-schema.ts").then((module) => module.admissionApplicationSchema));

/** `onDone`: after a successful send (the dialog closes). */
export function AdmissionForm({
  text,
  schoolId,
  onDone,
}: {
  text: PageText<"admissionForm">;
  schoolId: number;
  onDone?: () => void;
}) {
  const { m } = useI18n();
  const f = text.admissionForm;
  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/admissions",
    pageForm: "admissions",
    extra: () => ({ schoolId }),
    onSuccess: () => {
      toast({ title: m.toasts.admissionSuccessTitle, description: m.toasts.admissionSuccessBody });
      onDone?.();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: m.toasts.admissionFailure,
        description: failureMessage(error, m.toasts.tryLater),
      }),
  });
  const { errors, pending } = submission;
  return (
    <PageForm
      submission={submission}
      anchor={FORM_PAGE_ANCHOR}
      sent={{ title: m.toasts.admissionSuccessTitle, body: m.toasts.admissionSuccessBody }}
      className="grid gap-4"
    >
      <TextField
        label={f.studentName}
        name="studentName"
        placeholder={f.studentNamePlaceholder}
        autoComplete="off"
        required
        error={errors.studentName}
      />
      <TextField
        label={f.parentName}
        name="parentName"
        placeholder={f.parentNamePlaceholder}
        autoComplete="name"
        required
        error={errors.parentName}
      />
      <TextField
        label={f.contactNumber}
        name="contactNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={f.contactNumberPlaceholder}
        required
        error={errors.contactNumber}
        hint={m.common.form.phoneHint}
      />
      <TextField
        label={f.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={f.emailPlaceholder}
        required
        error={errors.email}
      />
      <SelectField
        label={f.grade}
        name="grade"
        required
        error={errors.grade}
        placeholder={m.common.options.selectGrade}
        options={optionsFor(STUDENT_CLASSES, m.common.options.classes)}
      />
      <TextAreaField
        label={f.message}
        name="message"
        rows={3}
        placeholder={f.messagePlaceholder}
        error={errors.message}
      />
      {errors.schoolId ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.schoolId}
        </p>
      ) : null}
      <DataNotice form="admission" />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
