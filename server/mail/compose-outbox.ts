// An outbox row as the e-mail it stands for: its request read back as it is now (a
// correction made since is in it; an erased request sends nothing), written by
// app/requests/mail/ in the row's language. The office's message about a career
// application carries the résumé the applicant sent, so that the file really arrives.
import { eq } from "drizzle-orm";
import { careerResumes } from "#database/schema.ts";
import type { Database } from "#database/client.ts";
import type { OutboxMessage } from "#database/outbox.ts";
import { isRequestKind } from "#app/config/request-kinds.ts";
import { requestOf, type RequestRow } from "#app/requests/registry.server.ts";
import { composeMessage, type ComposedMessage, type MailAttachment } from "#app/requests/mail/compose.server.ts";
import type { Compose } from "./sender.ts";

export function outboxComposer(siteUrl: string): Compose {
  return async (db: Database, message: OutboxMessage, messageId: string): Promise<ComposedMessage | null> => {
    const kind = message.requestKind;
    if (!isRequestKind(kind)) return null;
    const { table, resume: withResume } = requestOf(kind);
    const [row] = await db.select().from(table).where(eq(table.id, message.requestId)).limit(1);
    if (!row) return null;
    const mail = composeMessage({ kind, row: row as RequestRow, audience: message.audience, language: message.language, siteUrl, messageId });
    if (!mail || !withResume || message.audience !== "office") return mail;
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
