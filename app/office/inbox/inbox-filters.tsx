// The inbox's filters: a plain GET form, so a filtered list has its own address (to
// bookmark, to share with a colleague, to reload) and works without the page's scripts.
import { Form, Link } from "react-router";
import { SUBMISSION_STATUSES } from "#app/config/enumerations.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { StaffControl, staffControlClass } from "../shell/staff-control.tsx";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { BOOKING_OUTCOMES, FUNNEL_STEPS, type InboxFilter } from "./inbox-filter.ts";
import { statusLabel } from "../shell/request-words.ts";
import { SchoolSelect } from "./school-select.tsx";


export function InboxFilters({ text, filter, kinds, withSchool }: { text: PageText<"staff">; filter: InboxFilter; kinds: RequestKind[]; withSchool: boolean }) {
  const t = text.staff.inbox;
  const f = t.filters;
  const { search: _search, ...others } = filter;
  const narrowed = Object.keys(others).length > 0;
  return (
    <Form method="get" role="search" aria-label={f.label} className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <div className="grid grid-cols-[1fr_auto] items-end gap-3">
        <StaffControl label={f.search}>
          {(id) => <input id={id} type="search" name="q" defaultValue={filter.search} maxLength={100} className={staffControlClass} />}
        </StaffControl>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          {f.apply}
        </button>
      </div>
      {/* Folded on a phone's first look; open whenever one of them narrows the list. */}
      <details open={narrowed}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-ink-800">{f.more}</summary>
        <div className="grid gap-3 pt-2 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
          <StaffControl label={f.kind}>
            {(id) => (
              <select id={id} name="kind" defaultValue={filter.kind ?? ""} className={staffControlClass}>
                <option value="">{f.anyKind}</option>
                {REQUEST_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </select>
            )}
          </StaffControl>
          {withSchool ? <SchoolSelect label={f.school} noneLabel={f.anySchool} value={filter.school} /> : null}
          <StaffControl label={f.status}>
            {(id) => (
              <select id={id} name="status" defaultValue={filter.status ?? ""} className={staffControlClass}>
                <option value="">{f.anyStatus}</option>
                {SUBMISSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(t, status, filter.kind)}
                  </option>
                ))}
              </select>
            )}
          </StaffControl>
          <StaffControl label={f.reached}>
            {(id) => (
              <select id={id} name="reached" defaultValue={filter.reached ?? ""} className={staffControlClass}>
                <option value="">{f.anyStep}</option>
                {FUNNEL_STEPS.map((step) => (
                  <option key={step} value={step}>
                    {statusLabel(t, step)}
                  </option>
                ))}
              </select>
            )}
          </StaffControl>
          <StaffControl label={f.source}>
            {(id) => <input id={id} name="source" defaultValue={filter.source} maxLength={100} className={staffControlClass} />}
          </StaffControl>
          {/* A campaign narrows a source's requests; none typed: every campaign of it. */}
          <StaffControl label={f.campaign}>
            {(id) => <input id={id} name="campaign" defaultValue={filter.campaign} maxLength={100} className={staffControlClass} />}
          </StaffControl>
          <StaffControl label={f.from}>
            {(id) => (
              <input id={id} type="date" name="from" defaultValue={filter.from} className={staffControlClass} />
            )}
          </StaffControl>
          <StaffControl label={f.to}>
            {(id) => (
              <input id={id} type="date" name="to" defaultValue={filter.to} className={staffControlClass} />
            )}
          </StaffControl>
          {/* Visits and tours by the day booked for (the insights' visits table opens such lists). */}
          <StaffControl label={f.booked}>
            {(id) => (
              <select id={id} name="booked" defaultValue={filter.booked?.outcome ?? ""} className={staffControlClass}>
                <option value="">{f.anyBooking}</option>
                {BOOKING_OUTCOMES.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {f.bookings[outcome]}
                  </option>
                ))}
              </select>
            )}
          </StaffControl>
          <StaffControl label={f.bookedFrom}>
            {(id) => <input id={id} type="date" name="bookedFrom" defaultValue={filter.booked?.from} className={staffControlClass} />}
          </StaffControl>
          <StaffControl label={f.bookedTo}>
            {(id) => <input id={id} type="date" name="bookedTo" defaultValue={filter.booked?.to} className={staffControlClass} />}
          </StaffControl>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdueOnly} className="size-5" />
              {f.overdueOnly}
            </label>
            <button type="submit" className={buttonClass("secondary", "sm")}>
              {f.apply}
            </button>
          </div>
        </div>
      </details>
      {Object.keys(filter).length > 0 ? (
        <Link to="?" className="min-h-11 content-center justify-self-start text-sm font-semibold text-ink-800 underline">
          {f.clear}
        </Link>
      ) : null}
    </Form>
  );
}
