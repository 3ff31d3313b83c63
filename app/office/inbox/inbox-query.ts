// The inbox's query string as a filter, shared by the list and its CSV export: a filtered
// list has its own address, and the export of that address holds exactly what the list
// shows. Anything unknown or malformed is left out, never an error.
import { SCHOOL_CODES, SUBMISSION_STATUSES } from "#app/config/enumerations.ts";
import { isCalendarDate } from "#app/lib/india-date.ts";
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import { BOOKING_OUTCOMES, FUNNEL_STEPS, type BookedFilter, type InboxFilter } from "./inbox-filter.ts";

export function inboxQuery(query: URLSearchParams): { filter: InboxFilter; page: number } {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = query.get(name) ?? "";
    return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const day = (name: string) => {
    const value = query.get(name) ?? "";
    return isCalendarDate(value) ? value : undefined;
  };
  const search = (query.get("q") ?? "").trim().slice(0, 100);
  const kind = pick("kind", REQUEST_KINDS);
  const school = pick("school", SCHOOL_CODES);
  const status = pick("status", SUBMISSION_STATUSES);
  const from = day("from");
  const to = day("to");
  const reached = pick("reached", FUNNEL_STEPS);
  const source = (query.get("source") ?? "").trim().slice(0, 100);
  const campaign = query.get("campaign");
  const outcome = pick("booked", BOOKING_OUTCOMES);
  const bookedFrom = day("bookedFrom");
  const bookedTo = day("bookedTo");
  const booked: BookedFilter = { ...(outcome ? { outcome } : {}), ...(bookedFrom ? { from: bookedFrom } : {}), ...(bookedTo ? { to: bookedTo } : {}) };
  const filter: InboxFilter = {
    ...(search ? { search } : {}),
    ...(kind ? { kind } : {}),
    ...(school ? { school } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(reached ? { reached } : {}),
    ...(source ? { source } : {}),
    ...(source && campaign !== null ? { campaign: campaign.trim().slice(0, 100) } : {}),
    ...(Object.keys(booked).length > 0 ? { booked } : {}),
    ...(query.get("overdue") === "1" ? { overdueOnly: true } : {}),
  };
  const page = Math.min(Math.max(Number.parseInt(query.get("page") ?? "1", 10) || 1, 1), 1000);
  return { filter, page };
}

/** The filter back as a query string (the export link, the paging links). */
export function inboxSearch(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search) query.set("q", filter.search);
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.school) query.set("school", filter.school);
  if (filter.status) query.set("status", filter.status);
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (filter.reached) query.set("reached", filter.reached);
  if (filter.source) query.set("source", filter.source);
  if (filter.source && filter.campaign !== undefined) query.set("campaign", filter.campaign);
  if (filter.booked?.outcome) query.set("booked", filter.booked.outcome);
  if (filter.booked?.from) query.set("bookedFrom", filter.booked.from);
  if (filter.booked?.to) query.set("bookedTo", filter.booked.to);
  if (filter.overdueOnly) query.set("overdue", "1");
  return query;
}
