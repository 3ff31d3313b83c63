// The office's inbox: every kind of request in one list, newest first, as far as the
// viewer may see (visibility below, the one place that decides it). Read straight from
// the six submission tables (UNION ALL), so the public forms' write path is unchanged.
import { and, eq, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { phoneDigits } from "#app/lib/phone-links.ts";
import { ALL_REQUESTS, REQUEST_KINDS, requestOf, type RequestKind } from "#app/requests/registry.server.ts";
import { queryRows, type Database } from "#database/client.ts";
import { schools, storedPhoneDigits } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { FUNNEL_STEPS, type BookedFilter, type FunnelStep, type InboxFilter } from "./inbox-filter.ts";

export type { InboxFilter } from "./inbox-filter.ts";

/** The spec's promise: a call within 24 hours. A request still new after that is overdue. */
export const OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whole hours a request has waited while it is still new; none once the office has moved it on. */
export function waitingHours(request: { status: string; createdAt: Date }, now: Date): number | undefined {
  return request.status === "new" ? Math.floor((now.getTime() - request.createdAt.getTime()) / 3_600_000) : undefined;
}

export interface InboxItem {
  kind: RequestKind;
  id: number;
  /** The school it belongs to; null: the group's (enrollment requests, career applications). */
  school: SchoolCode | null;
  status: string;
  name: string;
  phone: string;
  email: string;
  createdAt: Date;
  /** The staff account it is assigned to, if any. */
  assigneeId: number | null;
}

/** A column of a kind's table, by the name the registry gives it. */
const columnOf = (kind: RequestKind, key: string): AnyPgColumn => (requestOf(kind).table as unknown as Record<string, AnyPgColumn>)[key]!;

/**
 * Which rows of a kind the viewer may see: a group admin every row; school staff the rows
 * of their school only, and none of the group's kinds (those with no school: enrollment
 * requests, career applications). Every staff query of requests goes through here, so a
 * record of another school cannot be reached by a forgotten where.
 */
export function visibleRows(member: StaffMember, kind: RequestKind): SQL | undefined | false {
  const code = visibleSchool(member);
  if (code === undefined) return undefined;
  const { school } = requestOf(kind);
  if (!code || !school) return false;
  return "id" in school ? eq(columnOf(kind, school.id), SCHOOL_ID_BY_CODE[code]) : eq(columnOf(kind, school.code), code);
}

/**
 * The one school a member's view is held to: none for a group admin (every school's rows
 * and the group's own), their school for a school's staff (only rows of a kind that has a
 * school), or false when they may see nothing. visibleRows narrows the tables by it; the
 * insights' figures, kept per school, by the same.
 */
export function visibleSchool(member: StaffMember): SchoolCode | undefined | false {
  if (member.role === "admin") return undefined;
  return member.schoolCode ?? false;
}

/** A kind's columns in the inbox's shape: its table, and its school's code, name, phone and e-mail as text ('' where its form asks for none). */
interface InboxShape {
  table: SQL;
  school: SQL;
  name: SQL;
  phone: SQL;
  email: SQL;
}

const SHAPES = Object.fromEntries(
  ALL_REQUESTS.map(({ kind, table, school, name, phone, email }): [RequestKind, InboxShape] => {
    const column = (key: string) => sql`${columnOf(kind, key)}`;
    return [
      kind,
      {
        table: sql`${table}`,
        school: !school ? sql`null` : "id" in school ? sql`(select ${schools.code} from ${schools} where ${schools.id} = ${column(school.id)})` : column(school.code),
        name: !name ? sql`''` : "full" in name ? column(name.full) : sql`${column(name.given)} || ' ' || ${column(name.family)}`,
        phone: phone ? column(phone) : sql`''`,
        email: email ? column(email) : sql`''`,
      },
    ];
  }),
) as Record<RequestKind, InboxShape>;

/** A kind's school as its code (null: the group's own), as the inbox and the insights read it. */
export const schoolCodeOf = (kind: RequestKind): SQL => SHAPES[kind].school;

/**
 * How far an enquiry got: the furthest of its status and the step its history reached
 * (drizzle/0016), ranked as FUNNEL_STEPS (1: new … 5: admitted). A career application
 * has its own pipeline and takes no step of this one (0, as the kept figures count it).
 */
function furthestStep(kind: RequestKind, table: { status: AnyPgColumn; reached: AnyPgColumn }): SQL {
  if (!takesFunnelSteps(kind)) return sql`0`;
  return sql`greatest(request_pipeline_rank(${table.status}), request_pipeline_rank(${table.reached}))`;
}

/** A kind whose pipeline is the enquiries' (it ends in an admission), as opposed to a career application's. */
export const takesFunnelSteps = (kind: RequestKind) => requestOf(kind).pipeline.includes("admitted");

/** A step's rank in furthestStep's order. */
const stepRank = (step: FunnelStep) => FUNNEL_STEPS.indexOf(step) + 1;

/** Each kind's table. */
const tableOf = (kind: RequestKind) => requestOf(kind).table;

/** The kinds the viewer may see at all. */
export function visibleKinds(member: StaffMember): RequestKind[] {
  return REQUEST_KINDS.filter((kind) => visibleRows(member, kind) !== false);
}

export interface InboxPage {
  items: InboxItem[];
  /** Requests still new, per kind the viewer sees. */
  newCounts: Partial<Record<RequestKind, number>>;
  /** Requests new for over 24 hours, all kinds together. */
  overdue: number;
}

/** A whole e-mail address (something@somewhere.tld), as opposed to a part of one or a name. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The search's condition on a kind's columns: a whole phone number (ten digits after +91
 * or 0, however written) equal to the stored number's digits, as indexed
 * (storedPhoneDigits); other digits anywhere in them (a part of a number, or one from
 * abroad); a whole e-mail address equal to the stored one in any case (indexed: lower);
 * anything else a part of the name or of the address.
 */
function searchCondition(kind: RequestKind, search: string): SQL | undefined {
  const shape = SHAPES[kind];
  const term = search.trim().slice(0, 100);
  if (!term) return undefined;
  const digits = phoneDigits(term);
  if (/^[\d\s+()-]+$/.test(term) && digits.length >= 4) {
    if (digits.length === 10) return sql`${storedPhoneDigits(shape.phone)} = ${digits}`;
    return sql`regexp_replace(${shape.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`;
  }
  if (WHOLE_EMAIL.test(term)) return sql`lower(${shape.email}) = lower(${term})`;
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${shape.name} ilike ${like} or ${shape.email} ilike ${like})`;
}

/** The same family: the same phone number however written, or the same e-mail address in any case. */
function familyCondition(kind: RequestKind, family: { phone: string; email: string }): SQL | undefined {
  const shape = SHAPES[kind];
  const digits = phoneDigits(family.phone);
  const email = family.email.trim().toLowerCase();
  const byPhone = digits.length >= 6 ? sql`${storedPhoneDigits(shape.phone)} = ${digits}` : undefined;
  const byEmail = email ? sql`lower(${shape.email}) = ${email}` : undefined;
  if (byPhone && byEmail) return sql`(${byPhone} or ${byEmail})`;
  return byPhone ?? byEmail ?? sql`false`;
}

/**
 * Bookings for a range of days that ended as asked, counted as the insights' visits are
 * (drizzle/0017's booking_day_figures): a kind that books no place has none.
 */
function bookedCondition(kind: RequestKind, table: ReturnType<typeof tableOf>, { outcome, from, to }: BookedFilter, now: Date): SQL {
  const dayKey = requestOf(kind).bookedDay;
  if (!dayKey) return sql`false`;
  const day = columnOf(kind, dayKey);
  const booking = columnOf(kind, "booking");
  const came = sql`${furthestStep(kind, table)} >= ${stepRank("visited")}`;
  const held = ne(booking, "cancelled");
  const state = {
    any: undefined,
    booked: held,
    attended: and(held, came),
    noShows: and(held, sql`not (${came})`, lt(day, todayInIndia(now))),
    cancelled: eq(booking, "cancelled"),
  }[outcome ?? "any"];
  return and(from ? gte(day, from) : undefined, to ? lte(day, to) : undefined, state) ?? sql`true`;
}

/** The instants a filter's India dates stand for: from the first day's start to the last day's end. */
function receivedBetween(created: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(created, new Date(`${from}T00:00:00+05:30`)) : undefined,
    to ? lt(created, new Date(`${addDays(to, 1)}T00:00:00+05:30`)) : undefined,
  );
}

/** A row of the inbox's union, as the database answers it. */
interface InboxRow {
  kind: string;
  id: number;
  school: string | null;
  status: string;
  name: string;
  phone: string;
  email: string;
  created_at: string | Date;
  /** created_at to the microsecond, as text (a Date keeps milliseconds): the export's cursor. */
  created_key: string;
  assignee_id: number | null;
}

/**
 * The kinds the viewer may see and the filter asks for, each as a select of its rows in the
 * inbox's shape: within the viewer's scope (visibleRows), narrowed by the filter and by
 * `more` (the export's cursor), newest first and at most `limit`, so PostgreSQL reads only
 * the newest rows of each table.
 */
function inboxParts(
  member: StaffMember,
  filter: InboxFilter,
  now: Date,
  limit: number,
  more?: (kind: RequestKind, table: ReturnType<typeof tableOf>) => SQL | undefined,
): SQL[] {
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_MS);
  return visibleKinds(member)
    .filter((kind) => !filter.kind || filter.kind === kind)
    .map((kind) => {
      const shape = SHAPES[kind];
      const table = tableOf(kind);
      const created = table.createdAt;
      const where = and(
        visibleRows(member, kind) || undefined,
        filter.school ? sql`${shape.school} = ${filter.school}` : undefined,
        filter.status ? eq(table.status, filter.status) : undefined,
        filter.overdueOnly ? and(eq(table.status, "new"), lt(created, overdueBefore)) : undefined,
        filter.search ? searchCondition(kind, filter.search) : undefined,
        filter.reached ? sql`${furthestStep(kind, table)} >= ${stepRank(filter.reached)}` : undefined,
        filter.source ? eq(table.source, filter.source) : undefined,
        filter.source && filter.campaign !== undefined ? eq(table.campaign, filter.campaign) : undefined,
        filter.family ? familyCondition(kind, filter.family) : undefined,
        filter.booked ? bookedCondition(kind, table, filter.booked, now) : undefined,
        receivedBetween(created, filter.from, filter.to),
        more?.(kind, table),
      );
      return sql`(select ${kind}::text as kind, ${table.id} as id, ${shape.school}::text as school, ${table.status} as status,
        ${shape.name}::text as name, ${shape.phone}::text as phone, ${shape.email}::text as email, ${created} as created_at,
        ${created}::text as created_key, ${table.assigneeId} as assignee_id
        from ${shape.table} ${where ? sql`where ${where}` : sql``} order by ${created} desc, ${table.id} desc limit ${limit})`;
    });
}

function inboxItem({ created_at, created_key: _key, assignee_id, ...row }: InboxRow): InboxItem {
  return {
    ...row,
    assigneeId: assignee_id,
    kind: row.kind as RequestKind,
    school: (SCHOOL_CODES as readonly string[]).includes(row.school ?? "") ? (row.school as SchoolCode) : null,
    createdAt: new Date(created_at),
  };
}

/** The newest `limit` requests the viewer may see (after `offset`, narrowed by `filter`), with the counts at the top of the inbox. */
export async function inboxPage(
  db: Database,
  member: StaffMember,
  { limit = 50, offset = 0, now = new Date(), filter = {} }: { limit?: number; offset?: number; now?: Date; filter?: InboxFilter } = {},
): Promise<InboxPage> {
  const kinds = visibleKinds(member);
  if (kinds.length === 0) return { items: [], newCounts: {}, overdue: 0 };
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_MS);
  const parts = inboxParts(member, filter, now, offset + limit);
  const rows =
    parts.length === 0
      ? []
      : await queryRows<InboxRow>(
          db,
          sql`select * from (${sql.join(parts, sql` union all `)}) as inbox order by created_at desc, kind, id desc limit ${limit} offset ${offset}`,
        );
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const scope = visibleRows(member, kind) || undefined;
      const table = tableOf(kind);
      const [row] = await db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`count(*) filter (where ${lt(table.createdAt, overdueBefore)})::int`,
        })
        .from(table)
        .where(and(eq(table.status, "new"), scope));
      return [kind, row ?? { open: 0, overdue: 0 }] as const;
    }),
  );
  return {
    items: rows.map(inboxItem),
    newCounts: Object.fromEntries(counts.map(([kind, c]) => [kind, c.open])),
    overdue: counts.reduce((sum, [, c]) => sum + c.overdue, 0),
  };
}

/** Where a batch of the list ended: the last row's instant (to the microsecond), kind and id. */
export interface InboxCursor {
  createdAt: string;
  kind: RequestKind;
  id: number;
}

/**
 * The requests inboxPage lists, in its order (newest first; at one instant by kind, then
 * the higher id first), `limit` at a time after `after` (keyset paging: each batch costs
 * the same however far into the list it is). `next`: where the following batch starts;
 * none after the last. The CSV export reads the whole list this way.
 */
export async function inboxBatch(
  db: Database,
  member: StaffMember,
  filter: InboxFilter,
  { after, limit = 1000, now = new Date() }: { after?: InboxCursor; limit?: number; now?: Date } = {},
): Promise<{ items: InboxItem[]; next?: InboxCursor }> {
  const parts = inboxParts(member, filter, now, limit, (kind, table) => {
    if (!after) return undefined;
    const at = sql`${after.createdAt}::timestamptz`;
    // Kinds are compared as the outer order has them (collate "C": as JavaScript compares them).
    if (kind < after.kind) return sql`${table.createdAt} < ${at}`;
    if (kind > after.kind) return sql`${table.createdAt} <= ${at}`;
    return sql`${table.createdAt} <= ${at} and (${table.createdAt} < ${at} or ${table.id} < ${after.id})`;
  });
  if (parts.length === 0) return { items: [] };
  const rows = await queryRows<InboxRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) as inbox order by created_at desc, kind collate "C", id desc limit ${limit}`,
  );
  const last = rows.at(-1);
  return {
    items: rows.map(inboxItem),
    ...(last && rows.length === limit ? { next: { createdAt: last.created_key, kind: last.kind as RequestKind, id: last.id } } : {}),
  };
}
