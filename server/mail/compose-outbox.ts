// An outbox row as the e-mail it stands for: its request read back as it is now (a
// correction made since is in it; an erased request sends nothing), written by
// app/requests/mail/ in the row's language. The office's message about a career
// application carries the résumé the applicant sent, so that the file really arrives.
// A family's message carries their private link (issue 27), issued for that row.
import { and, desc, eq, isNull } from "drizzle-orm";
import { careerResumes, requestEvents } from "#database/schema.ts";
import type { Database } from "#database/client.ts";
import type { OutboxMessage } from "#database/outbox.ts";
import { isRequestKind, type RequestKind } from "#app/config/request-kinds.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { requestOf, type RequestRow } from "#app/requests/registry.server.ts";
import { isBookingKind, placeOfRow, type BookingRowOf } from "#app/requests/bookings/booking-facts.ts";
import { issueLink, linkExpiry } from "#app/requests/links/request-link.server.ts";
import { composeMessage, type ComposedMessage, type FamilyChange, type MailAttachment } from "#app/requests/mail/compose.server.ts";
import type { Compose } from "./sender.ts";

/** `linkSecret`: the server's secret, the key of the families' links. */
export function outboxComposer(siteUrl: string, linkSecret: string): Compose {
  return async (db: Database, message: OutboxMessage, messageId: string, now = new Date()): Promise<ComposedMessage | null | "not-needed"> => {
    const kind = message.requestKind;
    if (!isRequestKind(kind)) return null;
    const { table, resume: withResume } = requestOf(kind);
    const [found] = await db.select().from(table).where(eq(table.id, message.requestId)).limit(1);
    if (!found) return null;
    const row = found as RequestRow;
    if (!stillNeeded(kind, row, message, now)) return "not-needed";
    const visitor = message.audience === "visitor";
    const expires = linkExpiry(kind, row);
    const link =
      visitor && message.purpose !== "cancelled" && expires.getTime() > now.getTime()
        ? { href: await issueLink(db, linkSecret, siteUrl, { id: message.id, requestKind: kind, requestId: row.id }), expires }
        : undefined;
    const change = message.purpose === "family-change" ? await latestFamilyChange(db, kind, row.id) : undefined;
    const mail = composeMessage({
      kind,
      row,
      audience: message.audience,
      language: message.language,
      siteUrl,
      messageId,
      purpose: message.purpose,
      written: message.createdAt,
      ...(link ? { link } : {}),
      ...(change ? { change } : {}),
    });
    if (!mail || !withResume || message.audience !== "office") return mail;
    const resume = await resumeAttachment(db, message.requestId);
    return resume ? { ...mail, attachments: [...(mail.attachments ?? []), resume] } : mail;
  };
}

/**
 * A message about a booking fits the booking as it is now: a confirmation or a move not
 * since cancelled, a cancellation of a cancelled one, a reminder of a confirmed booking
 * that is tomorrow in India. Any other is not sent (a reminder of a booking moved since).
 */
function stillNeeded(kind: RequestKind, row: RequestRow, message: OutboxMessage, now: Date): boolean {
  if (!isBookingKind(kind) || message.purpose === "received" || message.purpose === "family-change") return true;
  const booking = row as BookingRowOf<typeof kind>;
  if (message.purpose === "cancelled") return booking.booking === "cancelled";
  if (booking.booking === "cancelled") return false;
  if (message.purpose !== "reminder") return true;
  const place = placeOfRow(kind, booking);
  return booking.booking === "confirmed" && place?.date === addDays(todayInIndia(now), 1);
}

/** The family's latest own change of a booking, for the office's message about it. */
async function latestFamilyChange(db: Database, kind: RequestKind, id: number): Promise<FamilyChange | undefined> {
  const [event] = await db
    .select({ action: requestEvents.action, from: requestEvents.fromValue, to: requestEvents.toValue })
    .from(requestEvents)
    .where(and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, id), isNull(requestEvents.accountId)))
    .orderBy(desc(requestEvents.id))
    .limit(1);
  if (!event || (event.action !== "moved" && event.action !== "cancelled") || !event.from) return undefined;
  return { action: event.action, from: event.from, to: event.to };
}

/** A career application's résumé as the office's e-mail carries it: its safe name, its sniffed type. */
async function resumeAttachment(db: Database, applicationId: number): Promise<MailAttachment | undefined> {
  const [resume] = await db
    .select({ filename: careerResumes.fileName, content: careerResumes.content, contentType: careerResumes.contentType })
    .from(careerResumes)
    .where(eq(careerResumes.applicationId, applicationId))
    .limit(1);
  return resume;
}
