// How the office names a request and its status, the same on every staff page, in the CSV
// and in the access record: one ID style per language ("Tour booking #12" / "… నం. 12"),
// and a status in the words of the request's own kind (a tour is confirmed, not a visit).
import type { Messages } from "#app/i18n/en/index.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";

type StaffWords = Messages["staff"];

/** A request by its kind and number, e.g. "Visit request #42" / "సందర్శన అభ్యర్థన నం. 42". */
export function requestName(staff: StaffWords, kind: RequestKind, id: number): string {
  return fillTemplate(staff.detail.title, { kind: staff.inbox.kinds[kind], id });
}

/** A status in the member's language, in its kind's own words where it has them (an unknown one as stored). */
export function statusLabel(inbox: Pick<StaffWords["inbox"], "statuses" | "statusesFor">, status: string, kind?: RequestKind): string {
  const own: Partial<Record<RequestKind, Record<string, string>>> = inbox.statusesFor;
  return (kind && own[kind]?.[status]) ?? (inbox.statuses as Record<string, string>)[status] ?? status;
}
