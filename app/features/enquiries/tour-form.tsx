// The 'Book a School Tour' form (spec 5: school, number of people, class and date all
// required; the date picker starts at today in India). Opened from the home page, or on
// its own page (/book-tour) before the page's scripts run. A booked day can go into the
// visitor's calendar: from the toast, or from the notice of the page's own post.
// A tour takes a place of its day (issue 27): the form asks how to reach the family (name
// and phone, an e-mail if they like), and once a school is chosen it knows the school's
// open days (app/forms/availability.ts): a closed or full day is said before sending.
import { useEffect, useRef } from "react";
import { PEOPLE_COUNTS, SCHOOL_CODES, STUDENT_CLASSES } from "#app/config/enumerations.ts";
import { AddToCalendarLink } from "#app/components/add-to-calendar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FORM_PAGE_ANCHOR } from "#app/forms/page-forms.ts";
import { PhoneField, SelectField, TextField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { optionsFor } from "#app/forms/options.ts";
import { dayNote, useAvailability, type BookingWords } from "#app/forms/availability.ts";
import { NextOpenDays } from "#app/forms/next-open-days.tsx";
import { useFieldValues } from "#app/forms/use-field-values.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { failureMessage, useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { calendarFactsOf, calendarHref } from "#app/lib/calendar-link.ts";
import { loadOnce } from "#app/lib/load-once.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./tour-schema.ts").then((module) => module.tourRequestSchema));

/**
 * `onDone`: after a successful send (the dialog closes). `lastDay`: the last day any
 * school takes a tour (the date's maximum until a school is chosen), when known.
 */
export function TourForm({
  text,
  booking,
  lastDay,
  onDone,
}: {
  text: PageText<"tourForm">;
  booking: BookingWords;
  lastDay?: string;
  onDone?: () => void;
}) {
  const { m, lang } = useI18n();
  const f = text.tourForm;
  const options = m.common.options;
  // Whether the day picked is known not to be bookable (set below, read when sending).
  const dayRefused = useRef(false);
  const refreshAvailability = useRef<() => void>(() => undefined);
  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/book-tours",
    pageForm: "book-tours",
    beforeSubmit: (): boolean => {
      // A closed or full day is already said under the date: nothing is sent.
      if (dayRefused.current) (submission.formRef.current?.elements.namedItem("date") as HTMLElement | null)?.focus();
      return !dayRefused.current;
    },
    onSuccess: (result, sent) => {
      const calendar = calendarFactsOf("tour", sent);
      toast({
        title: m.toasts.tourSuccessTitle,
        description: m.toasts.tourSuccessBody,
        ...(calendar ? { action: { label: m.common.addToCalendar, href: calendarHref(calendar, result.id, lang) } } : {}),
      });
      onDone?.();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: m.toasts.tourFailure,
        description: failureMessage(error, m.toasts.tryLater),
      });
      // The day filled up meanwhile: its places are asked again.
      if (error instanceof ApiError && error.status === 409) refreshAvailability.current();
    },
  });
  const { errors, pending, notice, formRef, setErrors } = submission;

  const { values, read } = useFieldValues(formRef, ["school", "date"] as const);
  const { state: open, refresh } = useAvailability("tour", values.school || undefined);
  const availability = open.status === "ready" ? open.availability : undefined;
  const schoolName = options.schools[values.school as keyof typeof options.schools] ?? "";
  const note = values.date ? dayNote(availability, values.date, booking, lang, schoolName) : undefined;
  useEffect(() => {
    dayRefused.current = Boolean(note);
    refreshAvailability.current = refresh;
  }, [note, refresh]);

  const pickDay = (day: string) => {
    const input = formRef.current?.elements.namedItem("date") as HTMLInputElement | null;
    if (!input) return;
    input.value = day;
    read();
    setErrors((current) => {
      const { date: _gone, ...rest } = current;
      return rest;
    });
    input.focus();
  };

  // The browser's own post of the form (no scripts yet): its notice offers the booked day for the calendar.
  const posted = notice?.outcome === "sent" ? { facts: calendarFactsOf("tour", notice.values), booking: notice.id } : undefined;
  return (
    <PageForm
      submission={submission}
      anchor={FORM_PAGE_ANCHOR}
      sent={{
        title: m.toasts.tourSuccessTitle,
        body: m.toasts.tourSuccessBody,
        action: posted?.facts ? <AddToCalendarLink facts={posted.facts} booking={posted.booking} /> : undefined,
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
      <div className="grid gap-2">
        <TextField
          label={f.date}
          name="date"
          type="date"
          min={todayInIndia()}
          max={availability?.to ?? lastDay}
          required
          error={errors.date ?? note?.message}
          hint={open.status === "loading" ? booking.form.checking : f.dateHint}
        />
        {note && !errors.date ? <NextOpenDays days={note.nextDays} lang={lang} onPick={pickDay} /> : null}
      </div>
      <TextField
        label={f.parentName}
        name="parentName"
        autoComplete="name"
        required
        error={errors.parentName}
        hint={f.contactWhy}
      />
      <PhoneField label={f.phone} error={errors.phone} />
      <TextField
        label={f.email}
        name="email"
        type="email"
        autoComplete="email"
        error={errors.email}
        hint={f.emailHint}
      />
      <DataNotice form="tour" />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? f.pending : f.submit}
      </Button>
    </PageForm>
  );
}
