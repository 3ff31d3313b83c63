// The front desk's day list (/staff/bookings): each day with its visit times (who, how
// many people, their phone, whether the booking is confirmed, the request's page) and its
// tours. One table per day and kind, with one header row and each visit time as the row
// header of its bookings: a table on a wide screen and on paper; on a phone each time is a
// card of its own, the header row kept for screen readers only (the values say what they
// are: a name, "2 people", a phone number, a state, a request). Today's times that are over
// are marked so (a family may still arrive late), those that ended with no one booked are
// named in one line instead of rows, and the time on now is marked.
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
  /** Today's time that is over, or on now (day-list.server.ts). */
  phase: "ended" | "running" | null;
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

/** A cell: a table's on a wide screen and on paper; a value of its card on a phone. */
const cell = "px-3 py-2 align-top max-sm:px-0 max-sm:py-0.5";
/** A booking's row: on a phone its name on a line, the rest wrapped below; never split across two printed pages. */
const bookingRow = "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:px-3 max-sm:py-2 print:break-inside-avoid";
const card = "max-sm:mb-3 max-sm:block max-sm:overflow-hidden max-sm:rounded-lg max-sm:border max-sm:border-line";
const headCell = "px-3 py-2 text-sm font-semibold text-muted";
const rowLink = "inline-flex min-h-11 items-center font-semibold text-ink-800 underline sm:min-h-0 print:no-underline";

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
function BookingCells({ booking, t }: { booking: DayBooking; t: Words }) {
  const { format } = useI18n();
  return (
    <>
      <td className={cn(cell, "font-semibold break-words text-ink-900 max-sm:basis-full max-sm:text-base")}>
        {booking.name || <span className="font-normal text-muted">{t.noContact}</span>}
      </td>
      <td className={cell}>{booking.people}</td>
      <td className={cn(cell, "whitespace-nowrap")}>
        {booking.tel ? (
          <a href={booking.tel} className={rowLink}>
            {booking.phone}
          </a>
        ) : (
          booking.phone || <span className="text-muted">{t.noPhone}</span>
        )}
      </td>
      <td className={cell}>
        <BookingState state={booking.state} t={t} />
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>
        <Link to={booking.href} className={rowLink}>
          {format(t.request, { id: booking.id })}
        </Link>
      </td>
    </>
  );
}

/** The one header row: read by screen readers on a phone too, where the cards show no column names. */
function HeaderRow({ columns, firstClass }: { columns: string[]; firstClass?: string }) {
  return (
    <thead className="border-b-2 border-line max-sm:sr-only">
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={cn(headCell, index === 0 && firstClass)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** "Ended" or "Now" beside one of today's times. */
function PhaseTag({ phase, t }: { phase: NonNullable<DaySlot["phase"]>; t: Words }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap print:border print:px-1.5",
        phase === "running" ? "bg-marigold-500 text-ink-950" : "border border-line bg-white text-muted",
      )}
    >
      {t.phase[phase]}
    </span>
  );
}

function VisitsTable({ day, slots, t }: { day: DayView; slots: DaySlot[]; t: Words }) {
  const { lang, format } = useI18n();
  const c = t.columns;
  return (
    <table className="w-full border-collapse text-left max-sm:block print:text-sm">
      <caption className="sr-only">{format(t.visitsCaption, { date: day.heading })}</caption>
      <HeaderRow columns={[c.time, c.parent, c.visitors, c.phone, c.booking, c.request]} firstClass="md:w-52" />
      {slots.map((slot) => {
        const count = slot.capacity > 0 ? plural(t.slotCount, slot.bookings.length, lang, { capacity: slot.capacity }) : t.notOffered;
        const full = slot.capacity > 0 && slot.bookings.length >= slot.capacity;
        const booked = slot.bookings.length > 0;
        // The time, its places and where it stands today: the row header of its bookings
        // (on a phone, the head of its card, across the card's width).
        const time = (
          <th
            scope={slot.bookings.length > 1 ? "rowgroup" : "row"}
            rowSpan={slot.bookings.length > 1 ? slot.bookings.length : undefined}
            className={cn(
              cell,
              "font-normal max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2",
              booked && "max-sm:-mx-3 max-sm:mb-1 max-sm:w-[calc(100%+1.5rem)] max-sm:border-b max-sm:border-line max-sm:bg-ink-50 max-sm:px-3 max-sm:py-2",
              slot.phase === "running" && "border-l-4 border-marigold-500",
            )}
          >
            <span className="block font-semibold text-ink-900 lg:whitespace-nowrap print:whitespace-nowrap">{slot.label}</span>
            <span className={cn("block text-sm", full ? "font-semibold text-ink-900" : "text-muted")}>{count}</span>
            {slot.phase ? <PhaseTag phase={slot.phase} t={t} /> : null}
          </th>
        );
        return (
          <tbody key={slot.slot} className={cn("border-b border-line", card, slot.phase === "ended" ? "bg-ink-50/70 print:bg-transparent" : "max-sm:bg-white")}>
            {!booked ? (
              // On a phone, one line: the time, its places, and that no one booked.
              <tr className="max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-4 max-sm:px-3 max-sm:py-2">
                {time}
                <td colSpan={5} className={cn(cell, "text-muted")}>
                  {t.noVisits}
                </td>
              </tr>
            ) : (
              slot.bookings.map((booking, index) => (
                <tr key={booking.id} className={cn(bookingRow, index === 0 && "max-sm:pt-0", index > 0 && "border-t border-line/70")}>
                  {index === 0 ? time : null}
                  <BookingCells booking={booking} t={t} />
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
  const c = t.columns;
  return (
    <table className="w-full border-collapse text-left max-sm:block print:text-sm">
      <caption className="sr-only">{format(t.toursCaption, { date: day.heading })}</caption>
      <HeaderRow columns={[c.name, c.people, c.phone, c.booking, c.request]} />
      <tbody className="max-sm:block">
        {day.tours.map((tour) => (
          <tr key={tour.id} className={cn(bookingRow, "border-b border-line max-sm:bg-white", card)}>
            <BookingCells booking={tour} t={t} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({ day, t }: { day: DayView; t: Words }) {
  const { lang, format } = useI18n();
  const booked = day.tours.length > 0 || day.slots.some((slot) => slot.bookings.length > 0);
  // A closed day lists only what was booked before it was closed.
  const listed = day.closed ? day.slots.filter((slot) => slot.bookings.length > 0) : day.slots;
  // Today's times over with no one booked say nothing to the front desk: named in one line, not rows.
  const endedEmpty = listed.filter((slot) => slot.phase === "ended" && slot.bookings.length === 0);
  const slots = listed.filter((slot) => !endedEmpty.includes(slot));
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
      {booked && listed.length > 0 ? (
        <div className="grid gap-1 print:block print:space-y-1">
          <h3 className="text-base font-semibold text-ink-900 print:break-after-avoid">{t.visits}</h3>
          {endedEmpty.length > 0 ? <p className="text-sm text-muted">{format(t.endedEmpty, { times: endedEmpty.map((slot) => slot.label).join(", ") })}</p> : null}
          {slots.length > 0 ? <VisitsTable day={day} slots={slots} t={t} /> : null}
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
