// What the family's private page shows (/r/<token>, issue 27), written out on the server
// in the page's language (app/requests/links/request-page.server.ts): the page renders it
// and the catalogue's requestLink section, and hydrates with the very same words.
import type { Language } from "#app/config/enumerations.ts";

/** The two kinds of request that are a booking, as the page's words are keyed. */
export type BookingWord = "visit" | "tour";

/** Where a request stands, in a parent's words; the tone only colours its card (the words say it). */
export interface FamilyStatus {
  tone: "waiting" | "good" | "stopped";
  title: string;
  detail: string;
}

/** A day in the move's day list: an open one, or one shown but not offered (full, or the day booked now). */
export interface DayOption {
  date: string;
  /** The day written out. */
  day: string;
  /** As the list offers it: the day, or the day and why it is not offered. */
  label: string;
  disabled: boolean;
}

/** A visit's time on the chosen day. */
export interface SlotOption {
  slot: string;
  label: string;
  state: "open" | "full" | "current";
}

/** Which part of the page is shown: each a page of its own (a GET), so that it all works without scripts. */
export type LinkStep =
  | { name: "overview" }
  /** Choosing the new day (and, for a visit, once a day is chosen, its time). */
  | { name: "move"; days: DayOption[]; date?: string; slots?: SlotOption[]; error?: string }
  /** "Move your visit to …?" */
  | { name: "confirm-move"; date: string; slot?: string; when: string }
  /** "Cancel your visit on …?" */
  | { name: "cancel" };

export interface OpenLinkPage {
  state: "open";
  /** "Your campus visit". */
  title: string;
  school: string;
  sentOn: string;
  status: FamilyStatus;
  /** What a change just did (after its redirect). */
  notice?: string;
  /**
   * A visit or a tour: its time as a parent reads it, whether the family may still move or
   * cancel it, and whether a move chooses a time on its new day (a visit) or the day alone.
   */
  booking?: { kind: BookingWord; when: string; changeable: boolean; withTime: boolean };
  step: LinkStep;
  /** What the family sent, labelled as their form was. */
  fields: Array<{ label: string; value: string; type?: "phone" | "email" | "long" }>;
  /** A free text they wrote is not repeated here (as in their e-mail). */
  ownWordsLeftOut: boolean;
  /** The school's (or the group's) phone and WhatsApp. */
  contact: { name: string; phone: string; tel: string; whatsapp: string };
  /** The day the link stops working. */
  expires: string;
  /** The page in the other language: its own words, its language, its address (relative: ?lang=…). */
  otherLanguage: { lang: Language; label: string; href: string };
}

/** A link that opens nothing (wrong, expired, erased: one page), or an address refused for guessing. */
export interface ClosedLinkPage {
  state: "gone" | "limited";
  /** The group's phone, for help. */
  phone: string;
  tel: string;
  /** How long a refused address waits, in minutes (the window's length: the same for every refusal). */
  minutes: number;
  bookingDays: number;
  requestDays: number;
}

export type RequestLinkPage = OpenLinkPage | ClosedLinkPage;
