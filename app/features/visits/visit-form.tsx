// The campus visit form (spec 2, 4, 5, 7, 8). Built like the reference enrollment form,
// plus the server's math challenge: its token and answer travel with the payload, and
// after any failure the spent question is replaced and the answer cleared.
// A visit takes a place (issue 27): once a school is chosen the form knows its open days
// and times (app/forms/availability.ts), shows full times as full and a closed or full
// day with the next open ones; without scripts the server's answer says the same.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PEOPLE_COUNTS, SCHOOL_CODES, STUDENT_AGES, TIME_SLOTS, VISIT_GRADES, type TimeSlot } from "#app/config/enumerations.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField, PhoneField } from "#app/components/ui/field.tsx";
import { DataNotice } from "#app/forms/data-notice.tsx";
import { PageForm } from "#app/forms/page-form.tsx";
import { usePageFormResult } from "#app/forms/page-forms.ts";
import { optionsFor } from "#app/forms/options.ts";
import { dayNote, fullSlotMessage, slotsOf, useAvailability, type BookingWords } from "#app/forms/availability.ts";
import { NextOpenDays } from "#app/forms/next-open-days.tsx";
import { useFieldValues } from "#app/forms/use-field-values.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { useSubmissionForm } from "#app/forms/use-submission-form.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { MathChallengeField } from "./math-challenge.tsx";
import { useMathChallenge } from "./use-math-challenge.ts";
import { loadOnce } from "#app/lib/load-once.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

// The schema (and zod) arrive when the form is first touched: see useSubmissionForm.
const loadSchema = loadOnce(() => import("./visit-schema.ts").then((module) => module.visitRequestSchema));

const sectionClass = "grid gap-4 border-t border-line pt-5 first-of-type:border-t-0 first-of-type:pt-0";
const legendClass = "mb-1 text-base font-bold text-ink-900";

/** The part of the page that holds the form, then the confirmation. */
export const VISIT_REQUEST_ID = "visit-request";

export interface ScheduledVisit {
  /** The stored request's id: its calendar event's. */
  id: number;
  school: string;
  preferredDate: string;
  preferredTime: string;
}

const isSlot = (value: string): value is TimeSlot => (TIME_SLOTS as readonly string[]).includes(value);

export function VisitForm({
  text,
  booking,
  lastDay,
  onScheduled,
}: {
  text: PageText<"visit">;
  booking: BookingWords;
  /** The last day any school takes bookings (the date's maximum until a school is chosen). */
  lastDay?: string;
  onScheduled: (visit: ScheduledVisit) => void;
}) {
  const { m, lang } = useI18n();
  const f = text.visit.form;
  const o = m.common.options;
  // A post the browser made itself spent its question; the page it got back asks the next.
  const { challenge, reload } = useMathChallenge(usePageFormResult("schedule-visits"));
  const answerRef = useRef<HTMLInputElement>(null);
  // After a failed attempt the visitor goes on at the answer once the new question is in.
  const refocusAnswer = useRef(false);

  useEffect(() => {
    if (challenge.status === "ready" && refocusAnswer.current) {
      refocusAnswer.current = false;
      answerRef.current?.focus();
    }
  }, [challenge]);

  // The day and time as far as the school's calendar is known: set below, read when sending.
  const refusedChoice = useRef<"preferredDate" | "preferredTime" | undefined>(undefined);
  const refreshAvailability = useRef<() => void>(() => undefined);

  const submission = useSubmissionForm({
    schema: loadSchema,
    endpoint: "/api/schedule-visits",
    pageForm: "schedule-visits",
    beforeSubmit: (): boolean => {
      if (challenge.status !== "ready") {
        toast({ variant: "destructive", title: m.toasts.errorTitle, description: m.toasts.challengeNotLoaded });
        return false;
      }
      // A closed or full day, or a full time, is already said beside its field: nothing is sent.
      const field = refusedChoice.current;
      if (field) (submission.formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
      return !field;
    },
    extra: () => ({ mathChallengeToken: challenge.status === "ready" ? challenge.token : "" }),
    // The spec's payload sends the answer twice: as typed, and as the challenge's answer.
    toPayload: (data) => ({ ...data, mathChallengeAnswer: data.mathChallenge }),
    onSuccess: (result, sent) => {
      toast({ title: m.toasts.visitSuccessTitle, description: m.toasts.visitSuccessBody });
      onScheduled({ id: result.id, school: sent.school, preferredDate: sent.preferredDate, preferredTime: sent.preferredTime });
    },
    onError: (error) => {
      const body = error instanceof ApiError ? error.json() : undefined;
      toast({
        variant: "destructive",
        title: m.toasts.errorTitle,
        description: body?.message ?? body?.error ?? m.toasts.visitFailure,
      });
      // The server spent the token on this attempt: a new question, an empty answer.
      if (answerRef.current) answerRef.current.value = "";
      refocusAnswer.current = Boolean(body?.errors && "mathChallenge" in body.errors);
      reload();
      // The place was taken meanwhile: the times are asked again, to show it full.
      if (error instanceof ApiError && error.status === 409) refreshAvailability.current();
    },
  });
  const { errors, pending, formRef, setErrors } = submission;

  const { values, read } = useFieldValues(formRef, ["school", "preferredDate", "preferredTime"] as const);
  const { state: open, refresh } = useAvailability("visit", values.school || undefined);
  const availability = open.status === "ready" ? open.availability : undefined;
  const date = values.preferredDate;
  const note = date ? dayNote(availability, date, booking, lang, o.schools[values.school as keyof typeof o.schools] ?? "") : undefined;
  const slots = date ? slotsOf(availability, date) : undefined;
  const timeFull =
    slots && isSlot(values.preferredTime) ? fullSlotMessage(slots, values.preferredTime, date, booking, lang, o.timeSlots) : undefined;
  const refused = note ? "preferredDate" : timeFull ? "preferredTime" : undefined;
  useEffect(() => {
    refusedChoice.current = refused;
    refreshAvailability.current = refresh;
  }, [refused, refresh]);
  // The day's times: a full one disabled and labelled so; one not offered that day (begun, or
  // none that day) left out.
  const timeOptions: ReadonlyArray<{ value: string; label: string; disabled?: boolean }> = slots
    ? TIME_SLOTS.filter((slot) => slots.has(slot)).map((slot) => {
        const full = slots.get(slot) === "full";
        return { value: slot, label: full ? fillTemplate(booking.form.full, { time: o.timeSlots[slot] }) : o.timeSlots[slot], disabled: full };
      })
    : optionsFor(TIME_SLOTS, o.timeSlots);
  const timeKey = timeOptions.map((option) => `${option.value}${option.disabled ? "!" : ""}`).join(" ");
  // A time left out is no longer the select's value: read it again.
  useEffect(read, [timeKey, read]);

  const pickDay = (day: string) => {
    const input = formRef.current?.elements.namedItem("preferredDate") as HTMLInputElement | null;
    if (!input) return;
    input.value = day;
    read();
    setErrors((current) => {
      const { preferredDate: _gone, ...rest } = current;
      return rest;
    });
    input.focus();
  };

  return (
    <PageForm
      submission={submission}
      anchor={VISIT_REQUEST_ID}
      sent={{ title: m.toasts.visitSuccessTitle, body: m.toasts.visitSuccessBody }}
      className="grid gap-6"
    >
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.parentSection}</legend>
        <TextField
          label={f.parentName}
          name="parentName"
          autoComplete="name"
          placeholder={f.parentNamePlaceholder}
          required
          error={errors.parentName}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label={f.email}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={f.emailPlaceholder}
            required
            error={errors.email}
          />
          <PhoneField label={f.phone} error={errors.phone} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.studentSection}</legend>
        <TextField
          label={f.studentName}
          name="studentName"
          autoComplete="off"
          placeholder={f.studentNamePlaceholder}
          required
          error={errors.studentName}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            label={f.studentAge}
            name="studentAge"
            required
            error={errors.studentAge}
            placeholder={o.selectAge}
            options={optionsFor(STUDENT_AGES, o.ages)}
          />
          <SelectField
            label={f.gradeInterested}
            name="gradeInterested"
            required
            error={errors.gradeInterested}
            placeholder={o.selectGrade}
            options={optionsFor(VISIT_GRADES, o.visitGrades)}
          />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{f.visitSection}</legend>
        <SelectField
          label={f.school}
          name="school"
          required
          error={errors.school}
          placeholder={o.selectSchool}
          options={optionsFor(SCHOOL_CODES, o.schools)}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <TextField
              label={f.preferredDate}
              name="preferredDate"
              type="date"
              min={todayInIndia()}
              max={availability?.to ?? lastDay}
              required
              error={errors.preferredDate ?? note?.message}
              hint={f.preferredDateHint}
            />
            {note && !errors.preferredDate ? <NextOpenDays days={note.nextDays} lang={lang} onPick={pickDay} /> : null}
          </div>
          <SelectField
            label={f.preferredTime}
            name="preferredTime"
            required
            error={errors.preferredTime ?? timeFull}
            hint={open.status === "loading" ? booking.form.checking : booking.form.placesHint}
            placeholder={o.selectTime}
            options={timeOptions}
          />
        </div>
        <SelectField
          label={f.numberOfVisitors}
          name="numberOfVisitors"
          required
          error={errors.numberOfVisitors}
          placeholder={o.selectVisitors}
          options={optionsFor(PEOPLE_COUNTS, o.visitors)}
        />
        <TextField
          label={f.specificInterests}
          name="specificInterests"
          placeholder={f.specificInterestsPlaceholder}
          error={errors.specificInterests}
        />
        <TextAreaField
          label={f.questions}
          name="questions"
          rows={4}
          placeholder={f.questionsPlaceholder}
          error={errors.questions}
        />
      </fieldset>

      <MathChallengeField text={text} challenge={challenge} onRetry={reload} error={errors.mathChallenge} inputRef={answerRef} />

      <DataNotice form="visit" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/school/1" className={buttonClass("outline", "lg")}>
          {f.cancel}
        </Link>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? f.pending : f.submit}
        </Button>
      </div>
    </PageForm>
  );
}
