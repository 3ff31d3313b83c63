// The 'Book a School Tour' form (spec 5: school, number of people, class and date all
// required; the date picker starts at today in India). Opened from the home page, or on
// its own page (/book-tour) before the page's scripts run. A booked day can go into the
// visitor's calendar: from the toast, or from the notice of the page's own post.
import { PEOPLE_COUNTS, SCHOOL_CODES, STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { AddToCalendarLink } from "#app/components/add-to-calendar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FORM_PAGE_ANCHOR } from "#app/forms/page-forms.ts";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { failureMessage, useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { calendarFactsOf, calendarHref } from "#app/lib/calendar-link.ts";
import { loadOnce } from "#app/lib/load-once.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./tour-schema.ts").then((module) => module.tourRequestSchema));

/** `onDone`: after a successful send (the dialog closes). */
export function TourForm({ text, onDone }: { text: PageText<"tourForm">; onDone?: () => void }) {
  const { m, lang } = useI18n();
  const f = text.tourForm;
  const options = m.common.options;
  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/book-tours",
    pageForm: "book-tours",
    onSuccess: (_result, sent) => {
      const calendar = calendarFactsOf("tour", sent);
      toast({
        title: m.toasts.tourSuccessTitle,
        description: m.toasts.tourSuccessBody,
        ...(calendar ? { action: { label: m.common.addToCalendar, href: calendarHref(calendar, lang) } } : {}),
      });
      onDone?.();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: m.toasts.tourFailure,
        description: failureMessage(error, m.toasts.tryLater),
      }),
  });
  const { errors, pending, notice } = submission;
  // The browser's own post of the form (no scripts yet): its notice offers the booked day for the calendar.
  const posted = notice?.outcome === "sent" ? calendarFactsOf("tour", notice.values) : undefined;
  return (
    <PageForm
      submission={submission}
      anchor={FORM_PAGE_ANCHOR}
      sent={{
        title: m.toasts.tourSuccessTitle,
        body: m.toasts.tourSuccessBody,
        action: posted ? <AddToCalendarLink facts={posted} /> : undefined,
      }}
      className="grid gap-4"
    >
      <SelectField
        label={f.school}
        name="school"
        required
        error={errors.school}
        placeholder={options.selectSchool}
        options={optionsFor(SCHOOL_CODES, options.schools)}
      />
      <div className="grid items-start gap-4">
        <SelectField
          label={f.peopleCount}
          name="peopleCount"
          required
          error={errors.peopleCount}
          placeholder={options.selectPeople}
          options={optionsFor(PEOPLE_COUNTS, options.people)}
        />
        <SelectField
          label={f.studentClass}
          name="studentClass"
          required
          error={errors.studentClass}
          placeholder={options.selectClass}
          options={optionsFor(STUDENT_CLASSES, options.classes)}
        />
      </div>
      <TextField
        label={f.date}
        name="date"
        type="date"
        min={todayInIndia()}
        required
        error={errors.date}
        hint={f.dateHint}
      />
      <DataNotice form="tour" />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
