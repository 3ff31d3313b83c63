// The access record's query string (/staff/access?account=…&kind=…&id=…&page=…) as a
// filter, and back: a narrowed record has its own address, which a request's page links
// to. Anything unknown or malformed is left out, never an error (as the inbox's filters).
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import type { AccessFilter } from "./access-record.server.ts";
import { rowId } from "#app/lib/row-id.ts";

export function accessQuery(query: URLSearchParams): { filter: AccessFilter; page: number } {
  const kind = REQUEST_KINDS.find((known) => known === query.get("kind"));
  const accountId = rowId(query.get("account"));
  const id = rowId(query.get("id"));
  const filter: AccessFilter = {
    ...(accountId === undefined ? {} : { accountId }),
    ...(kind ? { request: id === undefined ? { kind } : { kind, id } } : {}),
  };
  const page = Math.min(Math.max(Number.parseInt(query.get("page") ?? "1", 10) || 1, 1), 1000);
  return { filter, page };
}

/** The filter back as a query string (a request's link to its record, the paging links). */
export function accessSearch(filter: AccessFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.accountId !== undefined) query.set("account", String(filter.accountId));
  if (filter.request) query.set("kind", filter.request.kind);
  if (filter.request?.id !== undefined) query.set("id", String(filter.request.id));
  return query;
}
