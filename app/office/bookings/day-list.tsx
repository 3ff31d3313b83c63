// The front desk's day list (/staff/bookings): each day with its visit times (who, how
// many people, their phone, whether the booking is confirmed, the request's page) and its
// tours. A table on a wide screen and on paper; on a phone each visit time is a card of
// its own, every value with its column's name.
import { Link } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { plural } from "#app/i18n/plural.ts";
import { cn } from "#app/lib/cn.ts";

export interface DayBooking {
  id: number;
  /** The request's page. */
  href: string;
  name: string;
  /** How many people, as the form's option says it ("2 people"). */
  people: string;
  phone: string;
  /** The phone as a link to call, when it is a number to call. */
  tel?: string | undefined;
  state: "asked" | "confirmed";
}

export interface DaySlot {
  slot: string;
  /** The time as the forms write it. */
  label: string;
  capacity: number;
  bookings: DayBooking[];
}

export interface DayView {
  date: string;
  /** The day written out. */
  heading: string;
  today: boolean;
  /** Why the school is closed that day, in words; null when open. */
  closed: string | null;
  slots: DaySlot[];
  tourCapacity: number;
  tours: DayBooking[];
}

type Words = PageText<"staffBookings">["staffBookings"]["dayList"];

/** A cell: a table's on a wide screen and on paper; a line with its column's name on a phone. */
const cell = "px-3 py-2 align-top max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 max-sm:py-0.5";
/** A row: never split across two printed pages. */
const rowCard = "max-sm:block max-sm:py-2 print:break-inside-avoid";
const groupCard = "border-b border-line max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white";

function ColumnName({ children }: { children: string }) {
  return <span className="font-semibold text-muted sm:hidden">{children}:</span>;
}

function BookingState({ state, t }: { state: DayBooking["state"]; t: Words }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full border px-2 py-0.5 text-sm whitespace-nowrap print:border-0 print:px-0",
        state === "confirmed" ? "border-success bg-success/10 font-semibold text-ink-900" : "border-marigold-500 bg-marigold-100 text-ink-900",
      )}
    >
      {t.states[state]}
    </span>
  );
}

/** The cells of one booking after its time: who, how many, their phone, its state, its page. */
function BookingCells({ booking, t, nameColumn }: { booking: DayBooking; t: Words; nameColumn: string }) {
  const { format } = useI18n();
  return (
    <>
      <td className={cn(cell, "font-semibold break-words text-ink-900 max-sm:text-base")}>
        <span className="sr-only sm:hidden">{nameColumn}: </span>
        {booking.name || <span className="font-normal text-muted">{t.noContact}</span>}
      </td>
      <td className={cell}>
        <ColumnName>{t.columns.visitors}</ColumnName>
        {booking.people}
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
        <ColumnName>{t.columns.phone}</ColumnName>
        {booking.tel ? (
          <a href={booking.tel} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline sm:min-h-0 print:no-underline">
            {booking.phone}
          </a>
        ) : (
          booking.phone || <span className="text-muted">{t.noPhone}</span>
        )}
      </td>
      <td className={cell}>
        <ColumnName>{t.columns.booking}</ColumnName>
        <BookingState state={booking.state} t={t} />
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
        <ColumnName>{t.columns.request}</ColumnName>
        <Link to={booking.href} className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline sm:min-h-0 print:no-underline">
          {format(t.request, { id: booking.id })}
        </Link>
      </td>
    </>
  );
}

const headCell = "px-3 py-2 text-sm font-semibold text-muted";

function VisitsTable({ day, slots, t }: { day: DayView; slots: DaySlot[]; t: Words }) {
  const { lang, format } = useI18n();
  return (
    <table className="w-full border-collapse text-left max-sm:block print:text-sm">
      <caption className="sr-only">{format(t.visitsCaption, { date: day.heading })}</caption>
      <thead className="border-b-2 border-line max-sm:hidden">
        <tr>
          <th scope="col" className={cn(headCell, "md:w-52")}>
            {t.columns.time}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.parent}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.visitors}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.phone}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.booking}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.request}
          </th>
        </tr>
      </thead>
      {slots.map((slot) => {
        const count = slot.capacity > 0 ? plural(t.slotCount, slot.bookings.length, lang, { capacity: slot.capacity }) : t.notOffered;
        const full = slot.capacity > 0 && slot.bookings.length >= slot.capacity;
        const time = (
          <>
            <span className="block font-semibold text-ink-900 lg:whitespace-nowrap print:whitespace-nowrap">{slot.label}</span>
            <span className={cn("block text-sm", full ? "font-semibold text-ink-900" : "text-muted")}>{count}</span>
          </>
        );
        const timeCell = cn(cell, "max-sm:block max-sm:border-b max-sm:border-line max-sm:bg-ink-50 max-sm:py-2 max-sm:rounded-t-lg");
        return (
          <tbody key={slot.slot} className={groupCard}>
            {slot.bookings.length === 0 ? (
              // On a phone, one line: the time, its places, and that no one booked.
              <tr className={cn(rowCard, "max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-4 max-sm:px-3")}>
                <th scope="row" className={cn(cell, "font-normal max-sm:block max-sm:px-0")}>
                  {time}
                </th>
                <td colSpan={5} className={cn(cell, "text-muted max-sm:px-0")}>
                  {t.noVisits}
                </td>
              </tr>
            ) : (
              slot.bookings.map((booking, index) => (
                <tr key={booking.id} className={cn(rowCard, index > 0 && "border-t border-line/70 max-sm:border-t")}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={slot.bookings.length} className={cn(timeCell, "font-normal")}>
                      {time}
                    </th>
                  ) : null}
                  <BookingCells booking={booking} t={t} nameColumn={t.columns.parent} />
                </tr>
              ))
            )}
          </tbody>
        );
      })}
    </table>
  );
}

function ToursTable({ day, t }: { day: DayView; t: Words }) {
  const { format } = useI18n();
  return (
    <table className="w-full border-collapse text-left max-sm:block print:text-sm">
      <caption className="sr-only">{format(t.toursCaption, { date: day.heading })}</caption>
      <thead className="border-b-2 border-line max-sm:hidden">
        <tr>
          <th scope="col" className={headCell}>
            {t.columns.name}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.people}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.phone}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.booking}
          </th>
          <th scope="col" className={headCell}>
            {t.columns.request}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {day.tours.map((tour) => (
          <tr key={tour.id} className={cn(rowCard, "border-b border-line max-sm:mb-3 max-sm:rounded-lg max-sm:border max-sm:bg-white")}>
            <BookingCells booking={tour} t={t} nameColumn={t.columns.name} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({ day, t }: { day: DayView; t: Words }) {
  const { lang } = useI18n();
  const booked = day.tours.length > 0 || day.slots.some((slot) => slot.bookings.length > 0);
  // A closed day lists only what was booked before it was closed.
  const slots = day.closed ? day.slots.filter((slot) => slot.bookings.length > 0) : day.slots;
  const showTours = day.tours.length > 0 || (!day.closed && day.tourCapacity > 0);
  const id = `day-${day.date}`;
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t-2 border-ink-800/15 pt-4 first:border-t-0 first:pt-0 print:block print:space-y-2 print:pt-2">
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold print:break-after-avoid">
        {day.heading}
        {day.today ? <span className="rounded-full bg-ink-800 px-2.5 py-0.5 text-sm font-semibold text-white print:border print:border-ink-800 print:bg-white print:text-ink-900">{t.today}</span> : null}
      </h2>
      {day.closed ? (
        <p className={cn("text-ink-900", booked && "rounded-lg border border-l-4 border-marigold-500 bg-marigold-100/60 p-3")}>
          <span className="font-semibold">{day.closed}</span>
          {booked ? ` ${t.closedButBooked}` : null}
        </p>
      ) : null}
      {!booked && !day.closed ? <p className="text-muted">{t.nothing}</p> : null}
      {booked && slots.length > 0 ? (
        <div className="grid gap-1 print:block print:space-y-1">
          <h3 className="text-base font-semibold text-ink-900 print:break-after-avoid">{t.visits}</h3>
          <VisitsTable day={day} slots={slots} t={t} />
        </div>
      ) : null}
      {booked && showTours ? (
        // A day's few tours: kept on one printed page with their heading.
        <div className="grid gap-1 print:block print:space-y-1 print:break-inside-avoid">
          <h3 className="text-base font-semibold text-ink-900">{day.tourCapacity > 0 ? plural(t.toursCount, day.tours.length, lang, { capacity: day.tourCapacity }) : t.tours}</h3>
          {day.tours.length > 0 ? <ToursTable day={day} t={t} /> : <p className="text-muted">{t.noTours}</p>}
        </div>
      ) : null}
    </section>
  );
}

export function DayList({ text, days }: { text: PageText<"staffBookings">; days: DayView[] }) {
  const t = text.staffBookings.dayList;
  return (
    // Blocks on paper: a grid split across printed pages is drawn over itself (Chrome).
    <div className="grid gap-6 print:block print:space-y-4">
      {days.map((day) => (
        <Day key={day.date} day={day} t={t} />
      ))}
    </div>
  );
}
