// The office's changes to a request as the detail page's forms post them: one schema per
// change, chosen by the button pressed (intent). Errors are the staff catalogue's keys.
import { z } from "zod";
import { SUBMISSION_STATUSES } from "#app/config/enumerations.ts";
import { NOTE_MAX_LENGTH } from "./request-limits.ts";

export const requestChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(SUBMISSION_STATUSES, { error: "invalid" }) }),
  z.object({
    intent: z.literal("assignee"),
    // "" takes the assignment away.
    assignee: z.union([z.literal(""), z.string().regex(/^\d{1,9}$/, { error: "invalid" })], { error: "invalid" }),
  }),
  // A visit's or a tour's booking (issue 27): confirm as asked or at another open time
  // ("2026-12-01 10:00-11:00"; a tour's "2026-12-01"), move a confirmed one, cancel it.
  z.object({ intent: z.literal("booking-confirm"), place: z.string().max(40, { error: "invalid" }).optional() }),
  z.object({ intent: z.literal("booking-move"), place: z.string({ error: "invalid" }).min(1, { error: "invalid" }).max(40, { error: "invalid" }) }),
  z.object({ intent: z.literal("booking-cancel") }),
  // A group admin sends a failed e-mail of the request again.
  z.object({ intent: z.literal("resend"), mail: z.string().regex(/^\d{1,9}$/, { error: "invalid" }) }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ error: "noteMissing" })
      .transform((value) => value.replaceAll("\u0000", "").trim())
      .pipe(z.string().min(1, { error: "noteMissing" }).max(NOTE_MAX_LENGTH, { error: "noteTooLong" })),
  }),
]);

export type RequestChangeInput = z.infer<typeof requestChangeSchema>;
/** The keys of text.staff.detail a refused change is explained with. */
export type RequestChangeProblem = "invalid" | "noteMissing" | "noteTooLong";
