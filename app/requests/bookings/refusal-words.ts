// A place refused (places.server.ts), in the family's words: the field it belongs to and
// one message that says why and names what is still open (the API's 409 and the page
// form's field message say the same).
import type { Language, TimeSlot } from "#app/config/enumerations.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { formatDate } from "#app/i18n/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Place, PlaceRefusal } from "./places.server.ts";

/** A slot as the forms show it, e.g. "10:00 – 11:00 AM". */
export const slotLabel = (slot: TimeSlot, lang: Language) => catalogues[lang].common.options.timeSlots[slot];

/** A booking's day and time as a family reads it, e.g. "Tuesday, 1 December 2026, 10:00 – 11:00 AM". */
export function placeWhen(place: Pick<Place, "kind" | "date"> & { slot?: TimeSlot }, lang: Language): string {
  const m = catalogues[lang].booking.when;
  const date = formatDate(place.date, lang);
  return place.kind === "visit" && place.slot ? fillTemplate(m.visit, { date, time: slotLabel(place.slot, lang) }) : fillTemplate(m.tour, { date });
}

/** The school's name in `lang`, as its page writes it. */
export function schoolName(school: Place["school"], lang: Language): string {
  return getSchoolContent(SCHOOL_ID_BY_CODE[school])?.name[lang] ?? catalogues[lang].common.options.schools[school];
}

/** The form field a refusal belongs to: the day, or (a visit's) time. */
export function refusalField(refusal: PlaceRefusal): "preferredDate" | "preferredTime" | "date" {
  if (refusal.place.kind === "tour") return "date";
  return refusal.reason === "full" || refusal.reason === "closed-slot" ? "preferredTime" : "preferredDate";
}

/** A refusal as the forms' 409 answers it: the field it belongs to and its message. */
export function refusalConflict(refusal: PlaceRefusal, lang: Language): { field: string; message: string } {
  return { field: refusalField(refusal), message: refusalMessage(refusal, lang) };
}

export function refusalMessage(refusal: PlaceRefusal, lang: Language): string {
  const m = catalogues[lang].booking.refusal;
  const { place } = refusal;
  const date = formatDate(place.date, lang);
  const school = schoolName(place.school, lang);
  const time = place.kind === "visit" ? slotLabel(place.slot, lang) : "";
  const why = {
    full: place.kind === "visit" ? fillTemplate(m.full, { time, date }) : fillTemplate(m.tourFull, { school, date }),
    "closed-day": fillTemplate(m.closedDay, { school, date }),
    "closed-slot": fillTemplate(m.closedSlot, { school, time, date }),
    past: m.past,
    beyond: fillTemplate(m.beyond, { date: formatDate(refusal.lastDay, lang) }),
  }[refusal.reason];
  const sameDay = refusal.reason === "full" || refusal.reason === "closed-slot";
  const times = refusal.openSlots.map((slot) => slotLabel(slot, lang)).join(", ");
  const days = refusal.nextOpenDays.map((day) => formatDate(day, lang)).join("; ");
  const open =
    place.kind === "visit" && sameDay
      ? times
        ? fillTemplate(m.openTimes, { times })
        : `${m.noTimeLeft}${days ? ` ${fillTemplate(m.nextDays, { days })}` : ""}`
      : days
        ? fillTemplate(m.nextDays, { days })
        : "";
  return open ? `${why} ${open}` : why;
}
