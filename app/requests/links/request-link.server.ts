// A family's private link to their request (issue 27, decision 0030): /r/<token>, in
// every e-mail the family gets about it. The token is 256 bits from HMAC-SHA-256 under a
// key of the server's secret and the outbox row it goes out in (so a retry of that e-mail
// carries the very same link), and is kept nowhere: request_links holds its SHA-256 only,
// written when the e-mail is written. A link opens its request while the request exists
// and until 30 days after the visit or tour, 90 days after any other request.
import { createHash, createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isRequestKind, REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { addDays, indiaInstant, todayInIndia } from "#app/lib/india-date.ts";
import type { Database } from "#database/client.ts";
import { requestLinks, tourRequests, visitRequests } from "#database/schema.ts";
import { requestOf, type RequestRow } from "../registry.server.ts";

/** The public path of a link. */
export const REQUEST_LINK_PREFIX = "/r/";
/** 43 characters of base64url: 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const LINK_DAYS_AFTER_BOOKING = 30;
export const LINK_DAYS_AFTER_REQUEST = 90;

/** The token of the link an outbox row's e-mail carries. */
export function linkToken(secret: string, outboxId: number): string {
  const key = createHmac("sha256", secret).update("request-link-key").digest();
  return createHmac("sha256", key).update(`outbox:${outboxId}`).digest("base64url");
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * The link for the e-mail of an outbox row about a request: its hash stored (again, on a
 * retry: the same row), its absolute address returned.
 */
export async function issueLink(
  db: Pick<Database, "insert">,
  secret: string,
  siteUrl: string,
  message: { id: number; requestKind: RequestKind; requestId: number },
): Promise<string> {
  const token = linkToken(secret, message.id);
  await db
    .insert(requestLinks)
    .values({ tokenHash: tokenHash(token), requestKind: message.requestKind, requestId: message.requestId })
    .onConflictDoNothing();
  return `${siteUrl.replace(/\/+$/, "")}${REQUEST_LINK_PREFIX}${token}`;
}

/** The day a booking takes place, for a visit or a tour; null for other kinds. */
export function bookingDateOf(kind: RequestKind, row: RequestRow): string | null {
  if (kind === "visit") return (row as RequestRow<"visit">).preferredDate;
  if (kind === "tour") return (row as RequestRow<"tour">).date;
  return null;
}

/** When a request's links stop opening it: the end of the 30th day after its visit or tour (India time), else 90 days after it arrived. */
export function linkExpiry(kind: RequestKind, row: RequestRow): Date {
  const date = bookingDateOf(kind, row);
  if (date) return indiaInstant(addDays(date, LINK_DAYS_AFTER_BOOKING + 1), "00:00");
  return new Date(row.createdAt.getTime() + LINK_DAYS_AFTER_REQUEST * 24 * 60 * 60 * 1000);
}

export type OpenedLink = { [K in RequestKind]: { kind: K; row: RequestRow<K>; expires: Date } }[RequestKind];

/**
 * The request a token opens, or null: a token of another shape, one never issued, one whose
 * request is gone (erased, purged) and one expired are one answer.
 */
export async function openLink(db: Database, token: string, now = new Date()): Promise<OpenedLink | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ kind: requestLinks.requestKind, id: requestLinks.requestId })
    .from(requestLinks)
    .where(eq(requestLinks.tokenHash, tokenHash(token)))
    .limit(1);
  if (!link || !isRequestKind(link.kind)) return null;
  const { table } = requestOf(link.kind);
  const [row] = (await db.select().from(table).where(eq(table.id, link.id)).limit(1)) as RequestRow[];
  if (!row) return null;
  const expires = linkExpiry(link.kind, row);
  if (expires.getTime() <= now.getTime()) return null;
  return { kind: link.kind, row, expires } as OpenedLink;
}

/** Links whose request is gone or past its expiry: forgotten by the daily retention purge. */
export async function purgeDeadLinks(db: Database, now = new Date()): Promise<void> {
  const lastBookingDay = addDays(todayInIndia(now), -LINK_DAYS_AFTER_BOOKING);
  const lastArrival = new Date(now.getTime() - LINK_DAYS_AFTER_REQUEST * 24 * 60 * 60 * 1000);
  for (const kind of REQUEST_KINDS) {
    const { table } = requestOf(kind);
    const date = kind === "visit" ? visitRequests.preferredDate : kind === "tour" ? tourRequests.date : undefined;
    const alive = date ? sql`${date} >= ${lastBookingDay}` : sql`${table.createdAt} > ${lastArrival}`;
    await db.execute(
      sql`delete from ${requestLinks} where ${requestLinks.requestKind} = ${kind}
        and not exists (select 1 from ${table} where ${table.id} = ${requestLinks.requestId} and ${alive})`,
    );
  }
}
