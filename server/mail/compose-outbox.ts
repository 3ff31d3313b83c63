// An outbox row as the e-mail it stands for: its request read back as it is now (a
// correction made since is in it; an erased request sends nothing), written by
// app/submissions/mail/ in the row's language. The office's message about a career
// application carries the résumé the applicant sent, so that the file really arrives.
import { eq } from "drizzle-orm";
import { careerResumes } from "#database/schema.ts";
import type { Database } from "#database/client.ts";
import type { OutboxMessage } from "#database/outbox.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/office/inbox/request-kinds.ts";
import { REQUEST_TABLES } from "#app/office/inbox/inbox.server.ts";
import type { RequestRow } from "#app/office/request/request-detail.server.ts";
import { composeMessage, type ComposedMessage, type MailAttachment } from "#app/requests/mail/compose.server.ts";
import type { Compose } from "./sender.ts";

export function outboxComposer(siteUrl: string): Compose {
  return async (db: Database, message: OutboxMessage, messageId: string): Promise<ComposedMessage | null> => {
    const kind = REQUEST_KINDS.find((known) => known === message.requestKind) as RequestKind | undefined;
    if (!kind) return null;
    const table = REQUEST_TABLES[kind];
    const [row] = await db.select().from(table).where(eq(table.id, message.requestId)).limit(1);
    if (!row) return null;
    const mail = composeMessage({ kind, row: row as RequestRow, audience: message.audience, language: message.language, siteUrl, messageId });
    if (!mail || kind !== "career" || message.audience !== "office") return mail;
    const resume = await resumeAttachment(db, message.requestId);
    return resume ? { ...mail, attachments: [...(mail.attachments ?? []), resume] } : mail;
  };
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
