// One request's page (routes/staff-request.tsx): who sent it and a tap to call them, where
// it is in its pipeline, who has it, what the visitor sent, the office's notes and history,
// and the same family's other requests. Every form is a plain POST: it works before the
// page's scripts run, and the page answers with what changed in a status line.
import { Mail } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { StaffControl, staffControlClass } from "../shell/staff-control.tsx";
import type { RequestKind } from "#app/config/request-kinds.ts";
import type { RequestChangeProblem } from "./request-change-schema.ts";
import { NOTE_MAX_LENGTH } from "./request-limits.ts";
import { plural } from "#app/i18n/plural.ts";
import { PhoneButtons, StatusBadge, Waiting } from "../shell/request-parts.tsx";
import { requestName, statusLabel as statusLabelOf } from "../shell/request-words.ts";
import { RequestResumeSection, type RequestResume } from "./request-resume.tsx";
import { RequestAccessesSection, type RequestAccesses } from "./request-accesses.tsx";
import { RequestBookingSection } from "./request-booking.tsx";
import type { BookingPanel } from "./request-booking.server.ts";
import { useSettledOutcome } from "../shell/use-settled-outcome.ts";
import { STAFF_PATHS } from "../shell/staff-paths.ts";
import type { RequestField } from "#app/requests/request-field.ts";
import type { MailPurpose } from "#database/schema.ts";

export interface HistoryLine {
  id: number;
  when: string;
  what: string;
  note: string | null;
}

interface RequestDetailProps {
  text: PageText<"staff">;
  request: {
    kind: RequestKind;
    id: number;
    status: string;
    statuses: readonly string[];
    schoolName: string | undefined;
    received: string;
    waitingHours: number | undefined;
    name: string;
    phone: string;
    email: string;
    assigneeId: number | null;
    assignee: string | undefined;
  };
  fields: RequestField[];
  /** A career application's résumé (null: none came); absent for other kinds. */
  resume?: RequestResume | null;
  assignees: { id: number; email: string }[];
  /** A visit's or a tour's booking (issue 27); absent for other kinds. */
  booking?: BookingPanel;
  history: HistoryLine[];
  mail: { id: number; audience: "office" | "visitor"; purpose: MailPurpose; status: "waiting" | "sent" | "failed"; attempts: number; lastError: string | null; sent: string | undefined }[];
  /** A group admin may send a failed e-mail again, and sees who opened the request. */
  groupAdmin: boolean;
  /** Who opened this request lately (group admins only). */
  accesses?: RequestAccesses;
  family: { key: string; kind: RequestKind; href: string; name: string; status: string; schoolName: string | undefined; received: string }[];
  outcome: { done: string; changed: boolean; message?: string } | { problem: RequestChangeProblem; field: string; note?: string; message?: string } | undefined;
}


export function RequestDetail({ text, request, fields, resume, assignees, booking, history, mail, groupAdmin, accesses, family, outcome }: RequestDetailProps) {
  const { format, lang } = useI18n();
  const t = text.staff.detail;
  const inbox = text.staff.inbox;
  const statusLabel = (status: string) => statusLabelOf(inbox, status, request.kind);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const settled = useSettledOutcome(outcome);
  const done = settled && "done" in settled ? settled : undefined;
  const problem = outcome && "problem" in outcome ? outcome : undefined;
  const doneText = !done
    ? undefined
    : done.message
      ? done.message
      : !done.changed
      ? t.unchanged
      : done.done === "status"
        ? t.statusChanged
        : done.done === "assignee"
          ? t.assigned
          : t.noteAdded;
  const title = requestName(text.staff, request.kind, request.id);
  return (
    <article className="container-page grid gap-6 py-8 sm:py-12" aria-labelledby="request-title">
      <p>
        <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
          {t.back}
        </Link>
      </p>
      <header className="grid gap-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-ink-800">{request.schoolName ?? inbox.group}</span>
          <StatusBadge t={inbox} status={request.status} kind={request.kind} />
        </p>
        <h1 id="request-title" className="text-2xl font-bold sm:text-3xl">
          {request.name ? `${request.name} · ${title}` : title}
        </h1>
        <p className="text-muted">
          {format(t.received, { when: request.received })}
          <Waiting t={inbox} hours={request.waitingHours} />
        </p>
        <div className="flex flex-wrap gap-2 pt-1 empty:hidden">
          <PhoneButtons t={inbox} phone={request.phone} />
          {request.email ? (
            <a href={`mailto:${request.email}`} className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-xl border-2 border-line px-3 font-semibold text-ink-900 hover:bg-ink-50">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{format(t.email, { email: request.email })}</span>
              <span aria-hidden="true" className="truncate">
                {request.email}
              </span>
            </a>
          ) : null}
        </div>
      </header>

      <p role="status" className={cn(doneText && "rounded-lg border border-l-4 border-success bg-success/5 p-4 text-ink-900")}>
        {doneText}
      </p>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section className="card grid gap-4 p-5 sm:p-6" aria-labelledby="request-fields">
          <h2 id="request-fields" className="text-xl font-bold">
            {t.fields}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-[minmax(10rem,1fr)_2fr] sm:gap-x-6">
            {fields.map((field) => (
              <div key={field.label} className="grid gap-0.5 border-b border-line pb-3 last:border-b-0 sm:col-span-2 sm:grid-cols-subgrid">
                <dt className="text-sm font-semibold text-muted">{field.label}</dt>
                <dd className={cn("min-w-0 break-words text-ink-900", field.type === "long" && "whitespace-pre-wrap")}>{field.value || t.empty}</dd>
              </div>
            ))}
          </dl>
          {resume !== undefined ? <RequestResumeSection text={text} resume={resume} /> : null}
        </section>

        <section className="card grid gap-6 p-5 sm:p-6" aria-labelledby="request-work">
          <h2 id="request-work" className="sr-only">
            {t.statusPipeline}
          </h2>
          {booking ? (
            <RequestBookingSection
              text={text}
              booking={booking}
              refusal={problem?.field === "booking" ? (problem.message ?? t[problem.problem]) : undefined}
            />
          ) : null}
          <div className="grid gap-3">
            <h3 className="font-bold">{t.statusPipeline}</h3>
            <ol className="flex flex-wrap gap-1.5 text-sm">
              {request.statuses.map((status) => (
                <li
                  key={status}
                  aria-current={status === request.status ? "step" : undefined}
                  className={cn("rounded-full border px-2.5 py-1", status === request.status ? "border-ink-800 bg-ink-800 font-semibold text-white" : "border-line text-ink-800")}
                >
                  {statusLabel(status)}
                </li>
              ))}
            </ol>
            <Form method="post" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
              <StaffControl label={t.status}>
                {(id) => (
                  <select id={id} name="status" defaultValue={request.status} key={request.status} className={staffControlClass}>
                    {request.statuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(status)}
                      </option>
                    ))}
                  </select>
                )}
              </StaffControl>
              <button type="submit" name="intent" value="status" disabled={busy} className={buttonClass("secondary", "sm")}>
                {t.setStatus}
              </button>
              {problem?.field === "status" ? (
                <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
                  {t[problem.problem]}
                </p>
              ) : null}
            </Form>
          </div>

          <Form method="post" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <StaffControl label={t.assignee}>
              {(id) => (
                <select id={id} name="assignee" defaultValue={request.assigneeId ?? ""} key={request.assigneeId ?? "nobody"} className={staffControlClass}>
                  <option value="">{t.nobody}</option>
                  {assignees.map((account) => (
                    <option key={account.id} value={account.id}>
                      {account.email}
                    </option>
                  ))}
                </select>
              )}
            </StaffControl>
            <button type="submit" name="intent" value="assignee" disabled={busy} className={buttonClass("secondary", "sm")}>
              {t.assign}
            </button>
            {problem?.field === "assignee" ? (
              <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
                {t[problem.problem]}
              </p>
            ) : null}
          </Form>

          <Form method="post" className="grid gap-2" key={history.length}>
            <TextAreaField
              label={t.notes}
              name="note"
              required
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              hint={t.notesHint}
              defaultValue={problem?.field === "note" ? problem.note : undefined}
              error={problem?.field === "note" ? t[problem.problem] : undefined}
            />
            <button type="submit" name="intent" value="note" disabled={busy} className={cn(buttonClass("secondary", "sm"), "justify-self-start")}>
              {t.addNote}
            </button>
          </Form>
        </section>
      </div>

      <section className="card grid gap-3 p-5 sm:p-6" aria-labelledby="request-history">
        <h2 id="request-history" className="text-xl font-bold">
          {t.history}
        </h2>
        {history.length === 0 ? (
          <p className="text-muted">{t.noHistory}</p>
        ) : (
          <ol className="grid gap-3">
            {history.map((line) => (
              <li key={line.id} className="grid gap-1 border-l-2 border-line pl-3">
                <p className="text-sm text-muted">{line.when}</p>
                <p className="text-ink-900">{line.what}</p>
                {line.note ? <p className="whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-3 text-ink-900">{line.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {accesses ? <RequestAccessesSection text={text} accesses={accesses} /> : null}

      <section className="card grid gap-3 p-5 sm:p-6" aria-labelledby="request-mail">
        <h2 id="request-mail" className="text-xl font-bold">
          {text.staff.mail.title}
        </h2>
        {mail.length === 0 ? (
          <p className="text-muted">{text.staff.mail.none}</p>
        ) : (
          <ul className="grid gap-2">
            {mail.map((message) => (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
                <p className="grid gap-0.5">
                  <span className="font-semibold text-ink-900">
                    {text.staff.mail.audiences[message.audience]}
                    {message.purpose !== "received" ? ` · ${text.staff.mail.purposes[message.purpose]}` : ""}
                  </span>
                  <span className={cn("text-sm", message.status === "failed" ? "font-semibold text-danger" : "text-muted")}>
                    {message.status === "sent"
                      ? format(text.staff.mail.sent, { when: message.sent ?? "" })
                      : message.status === "failed"
                        ? `${text.staff.mail.failed}${message.lastError ? ` (${message.lastError})` : ""}`
                        : text.staff.mail.waiting}
                    {message.status !== "sent" && message.attempts > 0 ? ` · ${plural(text.staff.mail.tries, message.attempts, lang)}` : ""}
                  </span>
                </p>
                {groupAdmin && message.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="mail" value={message.id} />
                    <button type="submit" name="intent" value="resend" disabled={busy} className={buttonClass("outline", "sm")}>
                      {text.staff.mail.sendAgain}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card grid gap-3 p-5 sm:p-6" aria-labelledby="request-family">
        <div className="grid gap-1">
          <h2 id="request-family" className="text-xl font-bold">
            {t.family}
          </h2>
          <p className="text-sm text-muted">{t.familyHint}</p>
        </div>
        {family.length === 0 ? (
          <p className="text-muted">{t.noFamily}</p>
        ) : (
          <ul className="grid gap-2">
            {family.map((item) => (
              <li key={item.key} className="grid gap-0.5 rounded-lg border border-line p-3">
                <Link to={item.href} className="font-semibold text-ink-900 underline">
                  {inbox.kinds[item.kind]}
                  {item.name ? ` · ${item.name}` : ""}
                </Link>
                <p className="text-sm text-muted">
                  {item.schoolName ?? inbox.group} · {item.status} · {format(inbox.received, { when: item.received })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
