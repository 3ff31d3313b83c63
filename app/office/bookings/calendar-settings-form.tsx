// A school's calendar settings as a form (/staff/calendar): families for each of the six
// visit times, tour bookings per day, the weekdays closed every week, and how many days
// ahead bookings open. A plain post: it works before (and without) the page's scripts, and
// a refused one comes back with each field's problem beside it and what was typed.
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { formatNumber } from "#app/i18n/plural.ts";
import { MAX_CAPACITY, MAX_HORIZON_DAYS } from "#app/requests/bookings/calendar-rules.ts";
import { visitField, type SettingsField, type SettingsProblem, type SettingsValues } from "./calendar-form.ts";

export const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

export const successClass = "rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900";
export const problemClass = "rounded-lg border border-l-4 border-danger bg-danger/5 p-4 text-ink-900";

export function CalendarSettingsForm({
  text,
  values,
  problems,
  saved,
}: {
  text: PageText<"staffBookings">;
  values: SettingsValues;
  problems: Partial<Record<SettingsField, SettingsProblem>>;
  saved: boolean;
}) {
  const { m, format } = useI18n();
  const t = text.staffBookings.calendar;
  const say = (field: SettingsField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return format(t.problems[problem], { max: formatNumber(field === "horizonDays" ? MAX_HORIZON_DAYS : MAX_CAPACITY) });
  };
  const number = (field: Exclude<SettingsField, "closedWeekdays">) => ({
    name: field,
    required: true,
    inputMode: "numeric" as const,
    autoComplete: "off",
    maxLength: 10,
    defaultValue: values.numbers[field] ?? "",
    error: say(field),
  });
  const weekdaysProblem = say("closedWeekdays");
  return (
    <section aria-labelledby="calendar-settings-title" className="card grid gap-5 p-5 sm:p-6">
      <h2 id="calendar-settings-title" className="text-xl font-bold">
        {t.settings.title}
      </h2>
      {saved ? (
        <p role="status" className={successClass}>
          {t.settings.saved}
        </p>
      ) : null}
      {Object.keys(problems).length > 0 ? (
        <p role="alert" className={problemClass}>
          {t.settings.notSaved}
        </p>
      ) : null}
      {/* Drawn again from what is stored (or was typed) after every post. */}
      <Form method="post" noValidate className="grid gap-6" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="settings" />
        <fieldset className="grid gap-3" aria-describedby="visits-hint">
          <legend className="mb-1 font-semibold text-ink-900">{t.settings.visits}</legend>
          <p id="visits-hint" className="text-sm text-muted">
            {t.settings.visitsHint}
          </p>
          <div className="grid items-start gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {TIME_SLOTS.map((slot) => (
              <TextField key={slot} label={m.common.options.timeSlots[slot]} {...number(visitField(slot))} />
            ))}
          </div>
        </fieldset>
        <div className="grid items-start gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
          <TextField label={t.settings.tours} hint={t.settings.toursHint} {...number("tourCapacity")} />
          <TextField label={t.settings.horizon} hint={format(t.settings.horizonHint, { max: formatNumber(MAX_HORIZON_DAYS) })} {...number("horizonDays")} />
        </div>
        <fieldset className="grid gap-2" aria-describedby={weekdaysProblem ? "weekdays-problem" : undefined}>
          <legend className="mb-1 font-semibold text-ink-900">{t.settings.weekdays}</legend>
          <div className="flex flex-wrap gap-x-5">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="closedWeekdays" value={day} defaultChecked={values.closedWeekdays.includes(day)} className="size-5 accent-ink-800" />
                <span>{t.weekdays[day]}</span>
              </label>
            ))}
          </div>
          {weekdaysProblem ? (
            <p id="weekdays-problem" role="alert" className="text-sm font-medium text-danger">
              {weekdaysProblem}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" className="justify-self-start">
          {t.settings.save}
        </Button>
      </Form>
    </section>
  );
}
