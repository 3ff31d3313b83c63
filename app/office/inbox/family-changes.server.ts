// The families' own changes of their bookings (issue 27: moved or cancelled by their
// private link), at the top of the office's inbox until someone of the office opens the
// request after the change (the access record, decision 0023), for a fortnight at most.
// Within the rows the member may see, as everywhere in the inbox.
import { sql, type SQL } from "drizzle-orm";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { queryRows, type Database } from "#database/client.ts";
import { accessRecords, requestEvents, tourRequests, visitRequests } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { visibleRows } from "./inbox.server.ts";

/** How long a family's change waits at the top for the office to open it. */
const SHOWN_FOR_MS = 14 * 24 * 60 * 60 * 1000;
const SHOWN_AT_MOST = 20;

export interface FamilyChange {
  eventId: number;
  kind: RequestKind;
  id: number;
  action: "moved" | "cancelled";
  from: string | null;
  to: string | null;
  name: string;
  at: Date;
}

export async function familyChanges(db: Database, member: StaffMember, now = new Date()): Promise<FamilyChange[]> {
  const since = new Date(now.getTime() - SHOWN_FOR_MS);
  const parts: SQL[] = [];
  for (const [kind, table] of [["visit", visitRequests], ["tour", tourRequests]] as const) {
    const scope = visibleRows(member, kind);
    if (scope === false) continue;
    parts.push(sql`select ${requestEvents.id} as event_id, ${requestEvents.requestKind} as kind, ${requestEvents.requestId} as id,
        ${requestEvents.action} as action, ${requestEvents.fromValue} as from_value, ${requestEvents.toValue} as to_value,
        ${table.parentName} as name, ${requestEvents.createdAt} as at
      from ${requestEvents} join ${table} on ${table.id} = ${requestEvents.requestId}
      where ${requestEvents.requestKind} = ${kind} and ${requestEvents.accountId} is null and ${requestEvents.createdAt} > ${since}
        and ${requestEvents.action} in ('moved', 'cancelled') ${scope ? sql`and ${scope}` : sql``}
        and not exists (select 1 from ${accessRecords} where ${accessRecords.requestKind} = ${requestEvents.requestKind}
          and ${accessRecords.requestId} = ${requestEvents.requestId} and ${accessRecords.action} = 'opened'
          and ${accessRecords.createdAt} > ${requestEvents.createdAt})`);
  }
  if (parts.length === 0) return [];
  const rows = await queryRows<{ event_id: number; kind: RequestKind; id: number; action: "moved" | "cancelled"; from_value: string | null; to_value: string | null; name: string; at: string | Date }>(
    db,
    sql`${sql.join(parts, sql` union all `)} order by at desc, event_id desc limit ${SHOWN_AT_MOST}`,
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    kind: row.kind,
    id: row.id,
    action: row.action,
    from: row.from_value,
    to: row.to_value,
    name: row.name,
    at: new Date(row.at),
  }));
}
