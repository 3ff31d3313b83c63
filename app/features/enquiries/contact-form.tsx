// The home page's contact form (spec 5: every field required; the phone hint shows an
// Indian +91 number). Stays on the page; the form empties after a successful send.
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField, PhoneField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { loadOnce } from "#app/lib/load-once.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./contact-schema.ts").then((module) => module.contactMessageSchema));

export function ContactForm({ text, className }: { text: PageText<"contactForm">; className?: string }) {
  const { m } = useI18n();
  const f = text.contactForm;
  const options = m.common.options;
  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/contact",
    pageForm: "contact",
    onSuccess: () => toast({ title: m.toasts.contactSuccessTitle, description: m.toasts.contactSuccessBody }),
    // Spec 8: the contact failure always reads the same, whatever the server said.
    onError: () =>
      toast({ variant: "destructive", title: m.toasts.contactFailureTitle, description: m.toasts.contactFailureBody }),
  });
  const { errors, pending } = submission;
  return (
    <PageForm
      submission={submission}
      anchor="contact"
      sent={{ title: m.toasts.contactSuccessTitle, body: m.toasts.contactSuccessBody }}
      label={f.title}
      className={className ?? "grid gap-4"}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label={f.firstName} name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label={f.lastName} name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label={f.email} name="email" type="email" autoComplete="email" required error={errors.email} />
        <PhoneField label={f.phone} error={errors.phone} />
      </div>
      <SelectField
        label={f.school}
        name="school"
        required
        error={errors.school}
        placeholder={options.selectSchool}
        options={optionsFor(SCHOOL_CODES, options.schools)}
      />
      <TextAreaField
        label={f.message}
        name="message"
        rows={4}
        required
        error={errors.message}
        placeholder={f.messagePlaceholder}
      />
      <DataNotice form="contact" />
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
