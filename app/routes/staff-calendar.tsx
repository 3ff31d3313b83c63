// /staff/calendar: a school's booking calendar (issue 27): families for each visit time,
// tour bookings per day, the weekdays closed every week, how far ahead bookings open, and
// the closed dates (holidays). A school's staff change their own school's; a group admin
// picks the school (?school=). Another school's, for a school's staff: 404, GET and POST
// alike. Plain posts with an intent; a refused one answers 400 with each field's problem
// and writes nothing.
import { data, Link } from "react-router";
import { TIME_SLOTS } from "#app/config/enumerations.ts";
import { bookingsSchool } from "#app/office/bookings/bookings-school.server.ts";
import { calendarChange } from "#app/office/bookings/calendar-change.server.ts";
import {
  readClosedDate,
  readDateToOpen,
  readSettings,
  visitField,
  type SettingsField,
  type SettingsProblem,
  type SettingsValues,
} from "#app/office/bookings/calendar-form.ts";
import { CalendarSettingsForm } from "#app/office/bookings/calendar-settings-form.tsx";
import { ClosedDates, type ClosedDateOutcome } from "#app/office/bookings/closed-dates.tsx";
import { bookingsOn } from "#app/office/bookings/day-list.server.ts";
import { schoolAddress } from "#app/office/bookings/school-choice.ts";
import { SchoolPicker } from "#app/office/bookings/school-picker.tsx";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { useSettledOutcome } from "#app/office/shell/use-settled-outcome.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatDate, formatInstant } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { DEFAULT_HORIZON_DAYS, DEFAULT_TOUR_CAPACITY, DEFAULT_VISIT_CAPACITY } from "#app/requests/bookings/calendar-rules.ts";
import { addClosedDate, readCalendar, removeClosedDate, saveCalendar } from "#app/requests/bookings/calendars.server.ts";
import { schoolName } from "#app/requests/bookings/refusal-words.ts";
import type { Route } from "./+types/staff-calendar";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffBookings"]);
  const member = signedInMember(context);
  const { school, schools } = bookingsSchool(new URL(request.url), member, lang, STAFF_PATHS.calendar);
  if (!school) return { text, schools, calendar: null };
  const now = new Date();
  const [calendar, change] = await Promise.all([readCalendar(context.db, school, now), calendarChange(context.db, school)]);
  const settings: SettingsValues = {
    numbers: {
      ...Object.fromEntries(TIME_SLOTS.map((slot) => [visitField(slot), String(calendar.visitCapacity[slot])])),
      tourCapacity: String(calendar.tourCapacity),
      horizonDays: String(calendar.horizonDays),
    },
    closedWeekdays: calendar.closedWeekdays.map(String),
  };
  return {
    text,
    schools,
    calendar: {
      schoolName: schoolName(school, lang),
      settings,
      closedDates: calendar.closedDates.map((closed) => ({ date: closed.date, label: formatDate(closed.date, lang), note: closed.note })),
      today: todayInIndia(now),
      change: change ? { who: change.email, when: formatInstant(change.at, lang) } : null,
      dayListHref: localizedPath(schoolAddress(STAFF_PATHS.bookings, member, school), lang),
    },
  };
}

type Outcome =
  | { settings: "saved" }
  | { settings: "refused"; problems: Partial<Record<SettingsField, SettingsProblem>>; values: SettingsValues }
  | { closedDate: ClosedDateOutcome };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { school } = bookingsSchool(new URL(request.url), member, lang, STAFF_PATHS.calendar);
  // A group admin who picked no school has nothing to change yet.
  if (!school) throw data(null, { status: 400 });
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const intent = form.get("intent");
  if (intent === "settings") {
    const reading = readSettings(form);
    if (!reading.ok) return data({ settings: "refused", problems: reading.problems, values: reading.values } satisfies Outcome, { status: 400 });
    await saveCalendar(context.db, school, reading.settings, member.id);
    return { settings: "saved" } satisfies Outcome;
  }
  if (intent === "add-closed-date") {
    const reading = readClosedDate(form, todayInIndia());
    if (!reading.ok) return data({ closedDate: { done: "refused", problems: reading.problems, values: reading.values } } satisfies Outcome, { status: 400 });
    await addClosedDate(context.db, school, reading.date, reading.note);
    const standing = await bookingsOn(context.db, member, school, reading.date);
    const dayHref = localizedPath(schoolAddress(STAFF_PATHS.bookings, member, school, { from: reading.date }), lang);
    return { closedDate: { done: "added", label: formatDate(reading.date, lang), standing, dayHref } } satisfies Outcome;
  }
  if (intent === "remove-closed-date") {
    const date = readDateToOpen(form);
    if (!date) throw data(null, { status: 400 });
    const removed = await removeClosedDate(context.db, school, date);
    return { closedDate: { done: removed ? "removed" : "notThere", label: formatDate(date, lang) } } satisfies Outcome;
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffBookings.meta.calendarTitle, STAFF_PATHS.calendar);
}

export default function StaffCalendar({ loaderData: { text, schools, calendar }, actionData }: Route.ComponentProps) {
  const { format } = useI18n();
  const t = text.staffBookings.calendar;
  const settled = useSettledOutcome(actionData);
  // A refused post is shown at once: nothing was written, so nothing is read again.
  const refusedSettings = actionData && "settings" in actionData && actionData.settings === "refused" ? actionData : undefined;
  const posted = actionData && "closedDate" in actionData ? actionData.closedDate : undefined;
  const closedOutcome = posted?.done === "refused" ? posted : settled && "closedDate" in settled ? settled.closedDate : undefined;
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="staff-calendar-title">
      <div className="grid gap-2">
        <h1 id="staff-calendar-title" className="text-2xl font-bold sm:text-3xl">
          {calendar ? `${t.title}: ${calendar.schoolName}` : t.title}
        </h1>
        <p className="max-w-prose text-muted">{calendar ? t.intro : t.chooseIntro}</p>
      </div>
      <SchoolPicker label={text.staffBookings.school.choose} schools={schools} large={!calendar} />
      {calendar ? (
        <>
          <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <span className="text-muted">{calendar.change
                ? format(t.lastSaved, { who: calendar.change.who ?? t.someone, when: calendar.change.when })
                : format(t.defaults, { visits: DEFAULT_VISIT_CAPACITY, tours: DEFAULT_TOUR_CAPACITY, days: DEFAULT_HORIZON_DAYS })}</span>
            <Link to={calendar.dayListHref} className="font-semibold text-ink-800 underline">
              {t.dayListLink}
            </Link>
          </p>
          <CalendarSettingsForm
            text={text}
            values={refusedSettings?.values ?? calendar.settings}
            problems={refusedSettings?.problems ?? {}}
            saved={settled !== undefined && "settings" in settled && settled.settings === "saved"}
          />
          <ClosedDates text={text} dates={calendar.closedDates} today={calendar.today} outcome={closedOutcome} />
        </>
      ) : null}
    </section>
  );
}
