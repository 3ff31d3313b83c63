// A refused staff page's answer as its error boundary reads it (staff-not-found.server.ts
// throws it, staff-not-found.tsx shows it): which answer, in which language, with what words.
import { isRouteErrorResponse } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import type { PageText, ShellMessages } from "#app/i18n/page-sections.ts";
import type { SignedIn } from "./staff-shell.tsx";

export type StaffAnswer = "notFound" | "unrecorded" | "crossSite";

export interface StaffRefusalData {
  staffRefusal: {
    answer: StaffAnswer;
    lang: Language;
    /** The staff area's and the shell's words (the frame's row of the office's pages among them). */
    text: PageText<"staff" | "staffBookings"> & ShellMessages;
    /** A request from another site: the same address, to open from here. */
    openHere?: string;
    /** Who is signed in, for the frame's header when the gate refused before the frame's loader ran. */
    member?: SignedIn;
  };
}

/** The title and sentence of each answer. */
export function refusalWords(text: PageText<"staff">, answer: StaffAnswer): { title: string; body: string } {
  return answer === "notFound" ? text.staff.notFound : answer === "unrecorded" ? text.staff.access.unrecorded : text.staff.crossSite;
}

/** The refusal an error carries, if it is a staff page's. */
export function staffRefusalOf(error: unknown): StaffRefusalData["staffRefusal"] | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  return (error.data as Partial<StaffRefusalData> | null)?.staffRefusal;
}
