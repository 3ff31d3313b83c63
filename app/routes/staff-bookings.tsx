// /staff/bookings: the front desk's day list (issue 27): a school's visits and tours for
// seven days from today (or from ?from=YYYY-MM-DD), each visit time with who comes, how
// many, their phone and the booking's state, and each day's tours; cancelled bookings left
// out; today's times that are over, or on now, marked (day-list.tsx). Printable on A4 (the staff header is not printed). A school's staff see their own
// school's; a group admin picks the school (?school=). Another school's: 404.
import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PEOPLE_COUNTS, type TimeSlot } from "#app/config/enumerations.ts";
import { bookingsSchool } from "#app/office/bookings/bookings-school.server.ts";
import { dayList, type ListedBooking } from "#app/office/bookings/day-list.server.ts";
import { DayList, type DayBooking, type DayView } from "#app/office/bookings/day-list.tsx";
import { PrintButton } from "#app/office/bookings/print-button.tsx";
import { schoolAddress } from "#app/office/bookings/school-choice.ts";
import { SchoolPicker } from "#app/office/bookings/school-picker.tsx";
import { StaffControl, staffControlClass } from "#app/office/shell/staff-control.tsx";
import { staffTitleMeta } from "#app/office/shell/staff-meta.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { formatDate, formatInstant } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { addDays, isCalendarDate, todayInIndia } from "#app/lib/india-date.ts";
import { phoneLinks } from "#app/lib/phone-links.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { schoolName } from "#app/requests/bookings/refusal-words.ts";
import type { BookingKind } from "#app/requests/bookings/places.server.ts";
import type { Route } from "./+types/staff-bookings";

/** Days on one page: a week, today first. */
const DAYS = 7;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staffBookings"]);
  const member = signedInMember(context);
  const url = new URL(request.url);
  const { school, schools } = bookingsSchool(url, member, lang, STAFF_PATHS.bookings);
  if (!school) return { text, schools, list: null };
  const now = new Date();
  const today = todayInIndia(now);
  const asked = url.searchParams.get("from") ?? "";
  const from = isCalendarDate(asked) ? asked : today;
  const to = addDays(from, DAYS - 1);
  const { days } = await dayList(context.db, member, school, from, DAYS, now);
  const m = catalogues[lang];
  const t = m.staffBookings.dayList;
  const at = (more: Record<string, string> = {}) => localizedPath(schoolAddress(STAFF_PATHS.bookings, member, school, more), lang);
  const booking = (kind: BookingKind) => (row: ListedBooking): DayBooking => ({
    id: row.id,
    href: localizedPath(requestPath(kind, row.id), lang),
    name: row.name,
    people: PEOPLE_COUNTS.some((count) => count === row.people) ? m.common.options.people[row.people as (typeof PEOPLE_COUNTS)[number]] : row.people,
    phone: row.phone,
    tel: phoneLinks(row.phone)?.tel,
    state: row.state,
  });
  // Written out here, once: the page hydrates with the same words the server rendered.
  const views: DayView[] = days.map((day) => ({
    date: day.date,
    heading: formatDate(day.date, lang),
    today: day.date === today,
    closed: !day.closed
      ? null
      : "note" in day.closed
        ? day.closed.note
          ? fillTemplate(t.closedDate, { note: day.closed.note })
          : t.closedDateNoNote
        : fillTemplate(t.closedWeekly, { weekday: m.staffBookings.calendar.weekdays[String(day.closed.weekly) as "0"] }),
    slots: day.slots.map((slot) => ({
      slot: slot.slot,
      label: m.common.options.timeSlots[slot.slot as TimeSlot] ?? slot.slot,
      capacity: slot.capacity,
      bookings: slot.bookings.map(booking("visit")),
      phase: slot.phase,
    })),
    tourCapacity: day.tourCapacity,
    tours: day.tours.map(booking("tour")),
  }));
  return {
    text,
    schools,
    list: {
      school: member.role === "admin" ? school : null,
      schoolName: schoolName(school, lang),
      from,
      range: fillTemplate(t.range, { from: formatDate(from, lang, { weekday: false }), to: formatDate(to, lang, { weekday: false }) }),
      asOf: fillTemplate(t.asOf, { when: formatInstant(now, lang) }),
      previous: at({ from: addDays(from, -DAYS) }),
      next: at({ from: addDays(from, DAYS) }),
      fromToday: from === today ? null : at(),
      calendarHref: localizedPath(schoolAddress(STAFF_PATHS.calendar, member, school), lang),
      days: views,
    },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffTitleMeta(matches, loaderData?.text.staffBookings.meta.dayListTitle, STAFF_PATHS.bookings);
}

export default function StaffBookings({ loaderData: { text, schools, list } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const t = text.staffBookings.dayList;
  const weekLink = "inline-flex min-h-11 items-center font-semibold text-ink-800 underline";
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12 print:block print:max-w-none print:space-y-3 print:px-0 print:py-0 print:**:text-black" aria-labelledby="staff-bookings-title">
      <div className="grid gap-1 print:block">
        <h1 id="staff-bookings-title" className="text-2xl font-bold sm:text-3xl print:text-xl">
          {list ? `${t.title}: ${list.schoolName}` : t.title}
        </h1>
        {list ? (
          <p className="text-lg font-semibold text-ink-900 print:text-base">
            {list.range} <span className="text-base font-normal text-muted print:text-sm">· {list.asOf}</span>
          </p>
        ) : null}
        <p className="max-w-prose text-muted print:hidden">{list ? t.intro : t.chooseIntro}</p>
      </div>
      <SchoolPicker label={text.staffBookings.school.choose} schools={schools} large={!list} />
      {list ? (
        <>
          <div className="grid gap-3 rounded-xl border border-line bg-white p-4 print:hidden">
            <nav aria-label={t.weekLabel} className="flex flex-wrap items-center gap-x-6 gap-y-1">
              <Link to={list.previous} className={weekLink}>
                {t.previous}
              </Link>
              {list.fromToday ? (
                <Link to={list.fromToday} className={weekLink}>
                  {t.thisWeek}
                </Link>
              ) : null}
              <Link to={list.next} className={weekLink}>
                {t.next}
              </Link>
            </nav>
            <div className="flex flex-wrap items-end justify-between gap-4">
              {/* A plain GET form: any week has its own address, and it works before the scripts run. */}
              <Form method="get" action={localizedPath(STAFF_PATHS.bookings, lang)} className="flex flex-wrap items-end gap-3">
                {list.school ? <input type="hidden" name="school" value={list.school} /> : null}
                <StaffControl label={t.from}>{(id) => <input id={id} type="date" name="from" defaultValue={list.from} required className={staffControlClass} />}</StaffControl>
                <button type="submit" className={buttonClass("secondary", "sm")}>
                  {t.show}
                </button>
              </Form>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <Link to={list.calendarHref} className="text-sm font-semibold text-ink-800 underline">
                  {t.calendarLink}
                </Link>
                <PrintButton label={t.print} hint={t.printHint} />
              </div>
            </div>
          </div>
          <DayList text={text} days={list.days} />
        </>
      ) : null}
    </section>
  );
}
