// /staff/requests/:kind/:id: one request as the office works it (issue 16): every field the
// visitor sent, a tap to call or message, where it is in its pipeline, who has it, the
// office's notes and history, and the same family's other requests. A request the viewer
// may not see answers 404, exactly as one that does not exist, on GET and POST alike.
import { data } from "react-router";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { accountEmails } from "#app/office/sign-in/accounts.server.ts";
import {
  changeRequest,
  findRequest,
  possibleAssignees,
  requestHistory,
  resendRequestMail,
  sameFamilyRequests,
  statusesOf,
  type HistoryEntry,
  type RequestChange,
} from "#app/office/request/request-detail.server.ts";
import { isBookingKind, isTimeSlot, parsePlaceValue } from "#app/requests/bookings/booking-facts.ts";
import { placeWhen, refusalMessage } from "#app/requests/bookings/refusal-words.ts";
import { requestChangeSchema, type RequestChangeInput, type RequestChangeProblem } from "#app/office/request/request-change-schema.ts";
import { bookingPanel, changeRequestBooking, postedPlace } from "#app/office/request/request-booking.server.ts";
import type { BookingChange } from "#app/requests/bookings/booking.server.ts";
import { requestFields } from "#app/requests/request-fields.server.ts";
import { contactOf, personOf, requestOf, schoolOf } from "#app/requests/registry.server.ts";
import { fullName } from "#app/i18n/person-name.ts";
import { RequestDetail, type HistoryLine } from "#app/office/request/request-detail.tsx";
import { staffNotFound, staffUnrecorded } from "#app/office/shell/staff-not-found.server.ts";
import { recordAccess, requestAccesses } from "#app/office/access/access-record.server.ts";
import { accessLines } from "#app/office/access/access-lines.server.ts";
import { accessSearch } from "#app/office/access/access-query.ts";
import { requestAddress } from "#app/office/shell/row-id.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { personPath, STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { requestPath, resumePath } from "#app/requests/request-paths.ts";
import { resumeSummary } from "#app/office/request/resume.server.ts";
import { resumeSizeMb } from "#app/features/careers/resume.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { waitingHours } from "#app/office/inbox/inbox.server.ts";
import { requestMail } from "#database/outbox.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Language } from "#app/config/enumerations.ts";
import type { Database } from "#database/client.ts";
import type { StaffMember } from "#app/office/sign-in/staff-member.ts";
import { statusLabel as statusLabelOf } from "#app/office/shell/request-words.ts";
import type { Route } from "./+types/staff-request";

/** The kind and id the address names, or 404. */
function addressOf(params: Route.LoaderArgs["params"], lang: Language): { kind: RequestKind; id: number } {
  const address = requestAddress(params.kind, params.id);
  if (!address) throw staffNotFound(lang);
  return address;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff"]);
  const member = signedInMember(context);
  const { kind, id } = addressOf(params, lang);
  return { text, ...(await requestPage(context.db, member, kind, id, lang)) };
}

/** How many of a request's latest accesses its page lists. */
const RECENT_ACCESSES = 5;

async function requestPage(db: Database, member: StaffMember, kind: RequestKind, id: number, lang: Language) {
  const row = await findRequest(db, member, kind, id);
  if (!row) throw staffNotFound(lang);
  // On record before anything of the request leaves (decision 0023): no record, no view.
  await recordAccess(db, { accountId: member.id, action: "opened", request: { kind, id } }).catch(() => {
    throw staffUnrecorded(lang);
  });
  const m = catalogues[lang];
  const now = new Date();
  const school = schoolOf(kind, row);
  const groupAdmin = member.role === "admin";
  const contact = contactOf(kind, row);
  const [history, family, assignees, mail, resume, accesses, booking] = await Promise.all([
    requestHistory(db, kind, id),
    sameFamilyRequests(db, member, kind, row, now),
    possibleAssignees(db, school),
    requestMail(db, kind, id),
    resumeSummary(db, member, kind, id),
    groupAdmin ? requestAccesses(db, kind, id, RECENT_ACCESSES) : undefined,
    bookingPanel(db, kind, row, lang, now),
  ]);
  const named = await accountEmails(db, [
    ...new Set(history.flatMap((entry) => (entry.action === "assignee" ? [entry.fromValue, entry.toValue] : [])).filter((value) => value !== null).map(Number)),
    ...(row.assigneeId ? [row.assigneeId] : []),
  ]);
  const statusLabel = (status: string | null, of: RequestKind = kind) => (status ? statusLabelOf(m.staff.inbox, status, of) : "");
  const t = m.staff.detail;
  // Written out on the server, once: the page hydrates with the words it was rendered with.
  const historyLines: HistoryLine[] = history.map((entry) => ({
    id: entry.id,
    when: formatInstant(entry.at, lang),
    what: historyLine(entry, { who: entry.by ?? t.theFamily, statusLabel, named, kind, lang }),
    note: entry.action === "note" ? entry.note : null,
  }));
  return {
    request: {
      kind,
      id,
      status: row.status,
      statuses: statusesOf(kind),
      schoolName: school ? m.common.options.schools[school] : undefined,
      received: formatInstant(row.createdAt, lang),
      waitingHours: waitingHours(row, now),
      name: fullName(personOf(kind, row) ?? { full: "" }),
      ...contact,
      assigneeId: row.assigneeId,
      assignee: row.assigneeId ? named.get(row.assigneeId) : undefined,
    },
    // With the file itself below them, its note (the same name and size) would say it twice.
    fields: requestFields(kind, row, m, lang, "office").filter((field) => !(resume && field.column === "resumeNote")),
    // A career application's résumé (none sent: null); other kinds have none to show.
    resume:
      !requestOf(kind).resume
        ? undefined
        : resume && { fileName: resume.fileName, sizeMb: resumeSizeMb(resume), href: localizedPath(resumePath(kind, id), lang) },
    assignees,
    booking,
    history: historyLines,
    mail: mail.map((message) => ({
      id: message.id,
      audience: message.audience,
      purpose: message.purpose,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      sent: message.sentAt ? formatInstant(message.sentAt, lang) : undefined,
    })),
    groupAdmin,
    // Who opened this request lately, this view first (group admins only), and the whole record of it.
    accesses: accesses && {
      lines: accessLines(accesses, lang),
      href: `${localizedPath(STAFF_PATHS.access, lang)}?${accessSearch({ request: { kind, id } }).toString()}`,
      person: personHref(contact, lang),
    },
    family: family.map((item) => ({
      key: `${item.kind}-${item.id}`,
      kind: item.kind,
      href: localizedPath(requestPath(item.kind, item.id), lang),
      name: item.name,
      status: statusLabel(item.status, item.kind),
      schoolName: item.school ? m.common.options.schools[item.school] : undefined,
      received: formatInstant(item.createdAt, lang),
    })),
  };
}

/** One line of a request's history, in the office's words. */
function historyLine(
  entry: HistoryEntry,
  { who, statusLabel, named, kind, lang }: { who: string; statusLabel: (status: string | null) => string; named: Map<number, string>; kind: RequestKind; lang: Language },
): string {
  const t = catalogues[lang].staff.detail;
  const at = (value: string | null) => {
    const place = parsePlaceValue(value);
    return place && isBookingKind(kind) ? placeWhen({ kind, ...place }, lang) : (value ?? "");
  };
  switch (entry.action) {
    case "status":
      return fillTemplate(t.historyStatus, { who, from: statusLabel(entry.fromValue), to: statusLabel(entry.toValue) });
    case "assignee":
      return entry.toValue ? fillTemplate(t.historyAssignee, { who, to: named.get(Number(entry.toValue)) ?? "" }) : fillTemplate(t.historyUnassigned, { who });
    case "note":
      return fillTemplate(t.historyNote, { who });
    case "confirmed":
      return fillTemplate(t.historyConfirmed, { who, to: at(entry.toValue) });
    case "moved":
      return fillTemplate(t.historyMoved, { who, from: at(entry.fromValue), to: at(entry.toValue) });
    case "cancelled":
      return fillTemplate(t.historyCancelled, { who, from: at(entry.fromValue) });
  }
}

/** A person's data (/staff/people) found by the request's phone, else its e-mail; none for a tour booking. */
function personHref({ phone, email }: { phone: string; email: string }, lang: Language): string | undefined {
  const key = phone || email;
  return key ? localizedPath(personPath(STAFF_PATHS.people, key), lang) : undefined;
}

type Outcome =
  | { done: RequestChange["action"] | "resend"; changed: boolean }
  /** A booking confirmed, moved or cancelled (issue 27): what the status line says. */
  | { done: "booking"; changed: boolean; message: string }
  | { problem: RequestChangeProblem; field: "status" | "assignee" | "note" | "booking"; note?: string; message?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = loadPageText(request, params, []);
  const member = signedInMember(context);
  const { kind, id } = addressOf(params, lang);
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([name, value]) => [name, String(value)]));
  const parsed = requestChangeSchema.safeParse(form);
  if (!parsed.success) {
    // Not even a visible request gets told more than "not found" about a request it may not see.
    if (!(await findRequest(context.db, member, kind, id))) throw staffNotFound(lang);
    const field = form.intent === "note" ? "note" : form.intent === "assignee" ? "assignee" : form.intent?.startsWith("booking-") ? "booking" : "status";
    const problem = (parsed.error.issues[0]?.message ?? "invalid") as RequestChangeProblem;
    return data({ problem: ["noteMissing", "noteTooLong"].includes(problem) ? problem : "invalid", field, note: form.note?.slice(0, 8000) } satisfies Outcome, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "resend") {
    const resent = await resendRequestMail(context.db, member, kind, id, Number(input.mail));
    if (resent === "not-found") throw staffNotFound(lang);
    return { done: "resend", changed: resent === "changed" } satisfies Outcome;
  }
  if (input.intent === "booking-confirm" || input.intent === "booking-move" || input.intent === "booking-cancel") {
    return bookingAction(context.db, member, kind, id, input, lang);
  }
  const change: RequestChange =
    input.intent === "status"
      ? { action: "status", status: input.status }
      : input.intent === "assignee"
        ? { action: "assignee", assigneeId: input.assignee === "" ? null : Number(input.assignee) }
        : { action: "note", note: input.note };
  const outcome = await changeRequest(context.db, member, kind, id, change);
  if (outcome === "not-found") throw staffNotFound(lang);
  if (outcome === "invalid") return data({ problem: "invalid", field: input.intent } satisfies Outcome, { status: 400 });
  return { done: change.action, changed: outcome === "changed" } satisfies Outcome;
}

/** A booking's change from its request page: the status line's words, or why it was refused (400, beside the booking). */
async function bookingAction(
  db: Database,
  member: StaffMember,
  kind: RequestKind,
  id: number,
  input: Extract<RequestChangeInput, { intent: "booking-confirm" | "booking-move" | "booking-cancel" }>,
  lang: Language,
) {
  const t = catalogues[lang].staff.detail.booking;
  const place = "place" in input && input.place ? postedPlace(input.place) : undefined;
  if ("place" in input && input.place && (!place || (place.slot !== undefined && !isTimeSlot(place.slot)))) {
    return data({ problem: "invalid", field: "booking" } satisfies Outcome, { status: 400 });
  }
  const to = place ? { date: place.date, ...(isTimeSlot(place.slot) ? { slot: place.slot } : {}) } : undefined;
  const change: BookingChange =
    input.intent === "booking-cancel"
      ? { action: "cancel" }
      : input.intent === "booking-move"
        ? { action: "move", to: to ?? { date: "" } }
        : { action: "confirm", ...(to ? { to } : {}) };
  const outcome = await changeRequestBooking(db, member, kind, id, change);
  if (!outcome.ok && outcome.reason === "not-found") throw staffNotFound(lang);
  if (!outcome.ok && outcome.reason === "cancelled") return data({ problem: "invalid", field: "booking", message: t.alreadyCancelled } satisfies Outcome, { status: 409 });
  if (!outcome.ok) {
    const message = outcome.reason === "refused" ? refusalMessage(outcome.refusal, lang) : t.alreadyCancelled;
    return data({ problem: "invalid", field: "booking", message } satisfies Outcome, { status: 409 });
  }
  const when = placeWhen(outcome.place, lang);
  const message = !outcome.changed ? t.done.unchanged : fillTemplate(t.done[change.action === "confirm" ? "confirmed" : change.action === "move" ? "moved" : "cancelled"], { when });
  return { done: "booking", changed: outcome.changed, message } satisfies Outcome;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return staffPageMeta(matches, loaderData.text, "requestTitle", requestPath(loaderData.request.kind, loaderData.request.id));
}

export default function StaffRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestDetail {...loaderData} outcome={actionData} />;
}
