// The 'Enroll Now' form (spec 5: every field required). Opened from the navigation
// bar's Apply Now and the home page's call to action, or on its own page (/enroll)
// before the page's scripts run.
import { STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FORM_PAGE_ANCHOR } from "#app/forms/page-forms.ts";
import { SelectField, TextField, PhoneField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { failureMessage, useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadOnce } from "#app/lib/load-once.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./enrollment-schema.ts").then((module) => module.enrollmentRequestSchema));

/** `onDone`: after a successful send (the dialog closes). */
export function EnrollmentForm({ onDone }: { onDone?: () => void }) {
  const { m } = useI18n();
  const f = m.enrollmentForm;
  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/enrollments",
    pageForm: "enrollments",
    onSuccess: () => {
      toast({ title: m.toasts.enrollmentSuccessTitle, description: m.toasts.enrollmentSuccessBody });
      onDone?.();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: m.toasts.enrollmentFailure,
        description: failureMessage(error, m.toasts.tryLater),
      }),
  });
  const { errors, pending } = submission;
  return (
    <PageForm
      submission={submission}
      anchor={FORM_PAGE_ANCHOR}
      sent={{ title: m.toasts.enrollmentSuccessTitle, body: m.toasts.enrollmentSuccessBody }}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.firstName} name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label={f.lastName} name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <TextField label={f.email} name="email" type="email" autoComplete="email" required error={errors.email} />
      <PhoneField label={f.phone} error={errors.phone} />
      <SelectField
        label={f.studentClass}
        name="studentClass"
        required
        error={errors.studentClass}
        placeholder={m.common.options.selectClass}
        options={optionsFor(STUDENT_CLASSES, m.common.options.classes)}
      />
      <DataNotice form="enrollment" />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
