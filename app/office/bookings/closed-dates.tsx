// A school's closed dates (holidays) on its calendar page: the ones ahead, each with its
// reason and a button to open it again, and a form to close one more. Plain posts.
import { Form, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { plural } from "#app/i18n/plural.ts";
import { NOTE_MAX, type ClosedDateProblem } from "./calendar-form.ts";
import { problemClass, successClass } from "./calendar-settings-form.tsx";

export interface ClosedDateRow {
  date: string;
  /** The date written out in the page's language. */
  label: string;
  note: string;
}

/** What the last post about a closed date did. */
export type ClosedDateOutcome =
  | { done: "added"; label: string; standing: number; dayHref: string }
  | { done: "removed" | "notThere"; label: string }
  | { done: "refused"; problems: Partial<Record<"date" | "note", ClosedDateProblem>>; values: { date: string; note: string } };

export function ClosedDates({ text, dates, today, outcome }: { text: PageText<"staffBookings">; dates: ClosedDateRow[]; today: string; outcome: ClosedDateOutcome | undefined }) {
  const { lang, format } = useI18n();
  const t = text.staffBookings.calendar.closed;
  const refused = outcome?.done === "refused" ? outcome : undefined;
  return (
    <section aria-labelledby="closed-dates-title" className="card grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id="closed-dates-title" className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="text-muted">{t.intro}</p>
      </div>
      {outcome?.done === "added" ? (
        <div role="status" className={`${successClass} grid gap-2`}>
          <p>{outcome.standing > 0 ? plural(t.addedWithBookings, outcome.standing, lang, { date: outcome.label }) : format(t.added, { date: outcome.label })}</p>
          {outcome.standing > 0 ? (
            <p>
              <Link to={outcome.dayHref} className="font-semibold text-ink-800 underline">
                {t.seeDay}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {outcome?.done === "removed" || outcome?.done === "notThere" ? (
        <p role="status" className={successClass}>
          {format(outcome.done === "removed" ? t.removed : t.notThere, { date: outcome.label })}
        </p>
      ) : null}
      {dates.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="grid divide-y divide-line border-y border-line">
          {dates.map((closed) => (
            <li key={closed.date} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold text-ink-900">{closed.label}</p>
                <p className={closed.note ? "[overflow-wrap:anywhere]" : "text-sm text-muted"}>{closed.note || t.noNote}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-closed-date" />
                <input type="hidden" name="date" value={closed.date} />
                <button type="submit" className={buttonClass("outline", "sm")} aria-label={format(t.removeLabel, { date: closed.label })}>
                  {t.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" noValidate className="grid gap-4" aria-labelledby="close-date-title" key={JSON.stringify(outcome ?? null)}>
        <h3 id="close-date-title" className="text-lg font-semibold">
          {t.addTitle}
        </h3>
        {refused ? (
          <p role="alert" className={problemClass}>
            {text.staffBookings.calendar.settings.notSaved}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="add-closed-date" />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
          <TextField label={t.date} name="date" type="date" required min={today} defaultValue={refused?.values.date ?? ""} error={refused?.problems.date ? t.problems[refused.problems.date] : undefined} />
          <TextField
            label={t.note}
            name="note"
            hint={t.noteHint}
            maxLength={NOTE_MAX}
            autoComplete="off"
            defaultValue={refused?.values.note ?? ""}
            error={refused?.problems.note ? t.problems[refused.problems.note] : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" className="justify-self-start">
          {t.add}
        </Button>
      </Form>
    </section>
  );
}
