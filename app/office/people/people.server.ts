// A person's rights, worked by a group admin (issue 18, decision 0022): everything held
// about one person, found by phone or e-mail across every kind of request; exported (every
// stored field, the history and notes, the e-mails sent); a contact field corrected; or
// all of it erased with the forget core. School staff get nothing of it (null: their 404).
// An erasure and a correction are recorded in the erasures table with the account and
// counts (a correction: the field's name), never a value.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { ValidationKey } from "#app/i18n/lookup.ts";
import type { Database } from "#database/client.ts";
import { careerResumes, erasures, inboxExports, outboxMessages, requestEvents, staffAccounts } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { recordAccess } from "../access/access-record.server.ts";
import { forgetRequests, type KindCounts, type RequestIds } from "./forget.server.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { inboxBatch, type InboxCursor, type InboxItem } from "../inbox/inbox.server.ts";
import type { PersonQuery } from "./person-query.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";

/** What stands where an erased value was (a note, a recorded search). */
const ERASED = "(erased)";

/** Only a group admin works a person's rights. */
const mayWorkRights = (member: StaffMember) => member.role === "admin";

/** The family filter the inbox already has (indexed: the phone's digits, the lower-cased e-mail) for one phone or one e-mail. */
const familyOf = (query: PersonQuery) => ({ phone: query.phone ?? "", email: query.email ?? "" });

/** Every request sent with the person's phone or e-mail, newest first; null: the viewer may not. */
export async function findPerson(db: Database, member: StaffMember, query: PersonQuery, now = new Date()): Promise<InboxItem[] | null> {
  if (!mayWorkRights(member)) return null;
  const items: InboxItem[] = [];
  let after: InboxCursor | undefined;
  do {
    const batch = await inboxBatch(db, member, { family: familyOf(query) }, { after, limit: 500, now });
    items.push(...batch.items);
    after = batch.next;
  } while (after);
  return items;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A stored row as JSON: dates as ISO instants, every other value as stored. */
const plain = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));

export interface PersonExport {
  exportedAt: string;
  requests: {
    kind: RequestKind;
    id: number;
    school: string | null;
    /** Every stored column of the request. */
    fields: Record<string, unknown>;
    resume?: { fileName: string; contentType: string; size: number; createdAt: string; contentBase64: string };
    history: { action: string; by: string; fromValue: string | null; toValue: string | null; note: string | null; at: string }[];
    emails: { audience: string; language: string; status: string; attempts: number; createdAt: string; sentAt: string | null }[];
  }[];
}

/**
 * Everything stored about the person (the right of access), its access recorded; null:
 * the viewer may not. Throws when the access cannot be recorded.
 */
export async function exportPerson(db: Database, member: StaffMember, query: PersonQuery, now = new Date()): Promise<PersonExport | null> {
  const items = await findPerson(db, member, query, now);
  if (!items) return null;
  const requests: PersonExport["requests"] = [];
  for (const item of items) {
    const { table, resume: withResume } = requestOf(item.kind);
    const [row] = (await db.select().from(table).where(eq(table.id, item.id))) as Record<string, unknown>[];
    if (!row) continue;
    const history = await db
      .select({ action: requestEvents.action, by: staffAccounts.email, fromValue: requestEvents.fromValue, toValue: requestEvents.toValue, note: requestEvents.note, at: requestEvents.createdAt })
      .from(requestEvents)
      .innerJoin(staffAccounts, eq(staffAccounts.id, requestEvents.accountId))
      .where(and(eq(requestEvents.requestKind, item.kind), eq(requestEvents.requestId, item.id)))
      .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
    const emails = await db
      .select({ audience: outboxMessages.audience, language: outboxMessages.language, status: outboxMessages.status, attempts: outboxMessages.attempts, createdAt: outboxMessages.createdAt, sentAt: outboxMessages.sentAt })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.requestKind, item.kind), eq(outboxMessages.requestId, item.id)))
      .orderBy(asc(outboxMessages.id));
    const [resume] = withResume ? await db.select().from(careerResumes).where(eq(careerResumes.applicationId, item.id)) : [];
    requests.push({
      kind: item.kind,
      id: item.id,
      school: item.school,
      fields: plain(row),
      ...(resume
        ? {
            resume: {
              fileName: resume.fileName,
              contentType: resume.contentType,
              size: resume.size,
              createdAt: resume.createdAt.toISOString(),
              contentBase64: Buffer.from(resume.content).toString("base64"),
            },
          }
        : {}),
      history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      emails: emails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })),
    });
  }
  // Recorded before the data goes out (decision 0023): a failure throws, and the caller refuses.
  await recordAccess(db, { accountId: member.id, action: "person-export", rowCount: requests.length });
  return { exportedAt: now.toISOString(), requests };
}

/** The fields of a kind a group admin may correct, in the form's order. */
export function correctableFields(kind: RequestKind): string[] {
  return Object.keys(requestOf(kind).correctable);
}

export type CorrectionOutcome =
  | { ok: true; changed: boolean }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "field" }
  | { ok: false; problem: "invalid"; error: ValidationKey };

/**
 * Corrects one contact field of a request (the right of correction), validated by the
 * form's rule, and records that a correction of that field happened (never its values),
 * in one transaction. School staff, an unknown request: not-found; a field the kind does
 * not let be corrected (or no field of it at all: __proto__): field.
 */
export async function correctRequest(
  db: Database,
  member: StaffMember,
  kind: RequestKind,
  id: number,
  field: string,
  value: unknown,
): Promise<CorrectionOutcome> {
  if (!mayWorkRights(member)) return { ok: false, problem: "not-found" };
  const fields = requestOf(kind).correctable as Record<string, { rule: z.ZodType<string>; counts: "name" | "phone" | "email" }>;
  // Its own fields only: "constructor" and "__proto__" are every object's.
  const correctable = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!correctable) return { ok: false, problem: "field" };
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { ok: false, problem: "not-found" };
  const parsed = correctable.rule.safeParse(value);
  if (!parsed.success) return { ok: false, problem: "invalid", error: (parsed.error.issues[0]?.message ?? "validation.required") as ValidationKey };
  const { table } = requestOf(kind);
  return db.transaction(async (tx) => {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as Record<string, unknown>[];
    if (!row) return { ok: false, problem: "not-found" } as const;
    if (row[field] === parsed.data) return { ok: true, changed: false } as const;
    await tx
      .update(table)
      .set({ [field]: parsed.data })
      .where(eq(table.id, id));
    await tx.insert(erasures).values({ event: "correction", accountId: member.id, counts: { [kind]: 1 }, field: correctable.counts });
    return { ok: true, changed: true } as const;
  });
}

/** A text that holds the person's e-mail (any case) or phone (its digits, however spaced). */
function mentions(text: SQL, query: PersonQuery): SQL {
  return sql`(${query.email ? sql`position(${query.email} in lower(${text})) > 0` : sql`false`}
    or ${query.phone ? sql`position(${query.phone} in regexp_replace(${text}, '[^0-9]', '', 'g')) > 0` : sql`false`})`;
}

/** What an erasure did: the requests deleted per kind; or nothing at all (nothing held about the person). */
export type ErasureOutcome = { counts: KindCounts } | { nothingMatched: true };

/**
 * Erases everything held about the person (the right of erasure): every request sent with
 * their phone or e-mail, with its history, e-mails and résumé (the forget core), and their
 * phone or e-mail out of the notes and the searches the inbox's export history recorded;
 * then records that an erasure happened, by whom, with counts per kind. One transaction.
 * Where none of it held anything, nothing is recorded either. Null: the viewer may not.
 */
export async function erasePerson(db: Database, member: StaffMember, query: PersonQuery, now = new Date()): Promise<ErasureOutcome | null> {
  if (!mayWorkRights(member)) return null;
  return db.transaction(async (tx) => {
    const items = (await findPerson(tx, member, query, now)) ?? [];
    const requests: RequestIds = {};
    for (const item of items) requests[item.kind] = [...(requests[item.kind] ?? []), item.id];
    const counts = await forgetRequests(tx, requests);
    // A note on another request (a tour booked for them, a sibling's) may name their phone or e-mail: its text goes.
    const note = sql`coalesce(${requestEvents.note}, '')`;
    const notes = await tx.update(requestEvents).set({ note: ERASED }).where(mentions(note, query)).returning({ id: requestEvents.id });
    const search = sql`coalesce(${inboxExports.filter}->>'search', '')`;
    const names = [...new Set(items.map((item) => item.name.trim().toLowerCase()).filter(Boolean))];
    const searches = await tx
      .update(inboxExports)
      .set({ filter: sql`(${inboxExports.filter} - 'search') || jsonb_build_object('search', ${ERASED}::text)` })
      .where(sql`${mentions(search, query)} or ${sql.join([sql`false`, ...names.map((name) => sql`lower(${search}) = ${name}`)], sql` or `)}`)
      .returning({ id: inboxExports.id });
    if (Object.keys(counts).length === 0 && notes.length === 0 && searches.length === 0) return { nothingMatched: true } as const;
    await tx.insert(erasures).values({ event: "erasure", accountId: member.id, counts });
    return { counts };
  });
}
