// What a school still has open for visits and tours (issue 27), as the forms read it from
// GET /api/availability as the visitor picks a school and a day: full times are shown as
// full (disabled, with the word), a closed or full day is named under the date with the
// next open days, before anything is sent. The server decides again when the booking is
// written (a place may be taken meanwhile: its 409 says so in the same words).
import { useCallback, useEffect, useState } from "react";
import type { Language, TimeSlot } from "#app/config/enumerations.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { apiRequest } from "#app/lib/api-client.ts";

/** What takes a place of a school's calendar: a visit's slot, a tour's day. */
export const BOOKING_KINDS = ["visit", "tour"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The booking words a form shows (the catalogue's `booking` section without its e-mails). */
export type BookingWords = Pick<Messages["booking"], "form" | "refusal">;

/** The words of `booking` the forms need, cut from the catalogue for a page's loader. */
export function bookingWordsOf(messages: Pick<Messages, "booking">): BookingWords {
  return { form: messages.booking.form, refusal: messages.booking.refusal };
}

/** GET /api/availability?school=&kind= (app/requests/bookings/places.server.ts gives the same shape). */
export interface Availability {
  kind: BookingKind;
  school: string;
  /** Today in India, and the last day bookings are open. */
  from: string;
  to: string;
  /** The open days (closed weekdays and holidays left out). */
  days: Array<{ date: string; state: "open" | "full"; slots: Array<{ slot: TimeSlot; state: "open" | "full"; left: number }> }>;
}

export type AvailabilityState = { status: "idle" | "loading" | "failed" } | { status: "ready"; availability: Availability };

/** Answers kept for a short while: a dialog opened again, or the school chosen again, asks no second time. */
const KEPT_MS = 30_000;
const kept = new Map<string, { at: number; availability: Availability }>();

/**
 * The availability of `school` for `kind`, fetched when the school is chosen (nothing
 * before: a page without a school chosen asks nothing). `refresh` asks again (after the
 * server refused a place that looked open).
 */
export function useAvailability(kind: BookingKind, school: string | undefined) {
  const key = school ? `${kind}|${school}` : undefined;
  const [answer, setAnswer] = useState<{ key: string; state: AvailabilityState }>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!key || !school) return;
    let current = true;
    const known = kept.get(key);
    const asked =
      known && Date.now() - known.at < KEPT_MS
        ? Promise.resolve(known.availability)
        : apiRequest<Availability>("GET", `/api/availability?${new URLSearchParams({ school, kind })}`).then((availability) => {
            kept.set(key, { at: Date.now(), availability });
            return availability;
          });
    asked.then(
      (availability) => {
        if (current) setAnswer({ key, state: { status: "ready", availability } });
      },
      // Not known: the form works as before, and the server still decides.
      () => current && setAnswer({ key, state: { status: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [key, kind, school, round]);

  const refresh = useCallback(() => {
    if (key) kept.delete(key);
    setRound((n) => n + 1);
  }, [key]);
  const state: AvailabilityState = !key ? { status: "idle" } : answer?.key === key ? answer.state : { status: "loading" };
  return { state, refresh };
}

/** Why a picked day cannot be booked at the school, in the visitor's words, with the next open days; undefined: it can (or nothing is known). */
export interface DayNote {
  message: string;
  /** Open days to offer instead (up to three). */
  nextDays: string[];
}

export function dayNote(
  availability: Availability | undefined,
  date: string,
  words: BookingWords,
  lang: Language,
  schoolName: string,
): DayNote | undefined {
  if (!availability || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < availability.from) return undefined;
  const day = availability.days.find((open) => open.date === date);
  if (day?.state === "open") return undefined;
  const withPlaces = availability.days.filter((open) => open.state === "open").map((open) => open.date);
  const later = withPlaces.filter((open) => open > date);
  const nextDays = (later.length > 0 ? later : withPlaces).slice(0, 3);
  const days = nextDays.map((open) => formatDate(open, lang)).join("; ");
  if (date > availability.to) {
    return { message: fillTemplate(words.refusal.beyond, { date: formatDate(availability.to, lang) }), nextDays };
  }
  if (!day) return { message: fillTemplate(words.form.closedDay, { days }), nextDays };
  // A day with no place left: every visit time full, or the tours (said as the server says it).
  const tourFull = fillTemplate(words.refusal.tourFull, { school: schoolName, date: formatDate(date, lang) });
  const message = {
    visit: fillTemplate(words.form.allFull, { days }),
    tour: days ? `${tourFull} ${fillTemplate(words.refusal.nextDays, { days })}` : tourFull,
  }[availability.kind];
  return { message, nextDays };
}

/** A visit day's times: each offered slot open or full (slots not offered that day are left out). */
export function slotsOf(availability: Availability | undefined, date: string) {
  const day = availability?.days.find((open) => open.date === date);
  return day ? new Map(day.slots.map((slot) => [slot.slot, slot.state])) : undefined;
}

/** The message for a visit time that is full (as the server's 409 says it): the time, the day, the times still open. */
export function fullSlotMessage(
  slots: ReadonlyMap<TimeSlot, "open" | "full">,
  slot: TimeSlot,
  date: string,
  words: BookingWords,
  lang: Language,
  slotLabels: Record<TimeSlot, string>,
): string | undefined {
  if (slots.get(slot) !== "full") return undefined;
  const full = fillTemplate(words.refusal.full, { time: slotLabels[slot], date: formatDate(date, lang) });
  const open = [...slots].filter(([, state]) => state === "open").map(([time]) => slotLabels[time]);
  return `${full} ${open.length > 0 ? fillTemplate(words.refusal.openTimes, { times: open.join(", ") }) : words.refusal.noTimeLeft}`;
}
