// /staff: the office's inbox, for a signed-in member only (issue 16): the requests the
// member may see (a school's office its own school's, a group admin all), newest first,
// with the overdue and new counts on top.
import { Link } from "react-router";
import { listSchools } from "#app/features/schools/schools.server.ts";
import { InboxCounts, InboxList, type InboxRow } from "#app/office/inbox/inbox-list.tsx";
import { InboxFilters } from "#app/office/inbox/inbox-filters.tsx";
import { inboxPage, visibleKinds, waitingHours } from "#app/office/inbox/inbox.server.ts";
import { familyChanges } from "#app/office/inbox/family-changes.server.ts";
import { isBookingKind, parsePlaceValue } from "#app/requests/bookings/booking-facts.ts";
import { placeWhen } from "#app/requests/bookings/refusal-words.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { inboxQuery, inboxSearch } from "#app/office/inbox/inbox-query.ts";
import { staffPageMeta } from "#app/office/shell/staff-meta.ts";
import { StaffPaging } from "#app/office/shell/staff-paging.tsx";
import { signedInMember } from "#app/office/sign-in/staff-gate.server.ts";
import { STAFF_PATHS } from "#app/office/shell/staff-paths.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { accountEmails } from "#app/office/sign-in/accounts.server.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatInstant } from "#app/i18n/format.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/staff";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["staff", "people"]);
  const member = signedInMember(context);
  const now = new Date();
  const { filter, page } = inboxQuery(new URL(request.url).searchParams);
  const [schools, inbox, changes] = await Promise.all([
    listSchools(context.db, lang),
    // One more than a page: whether there is an older page.
    inboxPage(context.db, member, { now, filter, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
    familyChanges(context.db, member, now),
  ]);
  const schoolName = (code: string | null) => schools.find((school) => school.code === code)?.name;
  const assignees = await accountEmails(context.db, [...new Set(inbox.items.flatMap((item) => (item.assigneeId ? [item.assigneeId] : [])))]);
  // Written out here, once: the page hydrates with the same words the server rendered.
  const rows: InboxRow[] = inbox.items.slice(0, PAGE_SIZE).map((item) => ({
    key: `${item.kind}-${item.id}`,
    id: item.id,
    href: localizedPath(requestPath(item.kind, item.id), lang),
    assignee: item.assigneeId ? assignees.get(item.assigneeId) : undefined,
    kind: item.kind,
    schoolName: schoolName(item.school),
    status: item.status,
    name: item.name,
    phone: item.phone,
    email: item.email,
    received: formatInstant(item.createdAt, lang),
    waitingHours: waitingHours(item, now),
  }));
  const at = (kind: RequestKind, value: string | null) => {
    const place = parsePlaceValue(value);
    return place && isBookingKind(kind) ? placeWhen({ kind, ...place }, lang) : "";
  };
  const words = text.staff.inbox.familyChanges;
  const changed = changes.map((change) => ({
    key: change.eventId,
    href: localizedPath(requestPath(change.kind, change.id), lang),
    what: fillTemplate(words[change.action], {
      name: change.name || words.someone,
      kind: text.staff.inbox.kinds[change.kind].toLowerCase(),
      from: at(change.kind, change.from),
      to: at(change.kind, change.to),
    }),
    when: formatInstant(change.at, lang),
  }));
  return {
    text,
    changed,
    member: { email: member.email, role: member.role, schoolName: schoolName(member.schoolCode) },
    inbox: { rows, newCounts: inbox.newCounts, overdue: inbox.overdue },
    filter,
    kinds: visibleKinds(member),
    paging: { page, older: inbox.items.length > PAGE_SIZE },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffPageMeta(matches, loaderData?.text, "homeTitle", STAFF_PATHS.home);
}

const PAGE_SIZE = 50;

export default function StaffHome({ loaderData: { text, changed, member, inbox, filter, kinds, paging } }: Route.ComponentProps) {
  const filtered = Object.keys(filter).length > 0;
  const { format, lang } = useI18n();
  const t = text.staff.home;
  const exportQuery = inboxSearch(filter).toString();
  const exportHref = localizedPath(STAFF_PATHS.export, lang) + (exportQuery ? `?${exportQuery}` : "");
  return (
    <section className="container-page grid gap-4 py-8 sm:py-12" aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className="text-2xl font-bold sm:text-3xl">
        {text.staff.inbox.title}
      </h1>
      <p className="text-lg">
        {member.role === "admin" ? t.groupAdmin : format(t.schoolStaff, { school: member.schoolName ?? "" })}
        {member.role === "admin" ? (
          <>
            {" · "}
            <Link to={localizedPath(STAFF_PATHS.accounts, lang)} className="font-semibold text-ink-800 underline">
              {text.staff.accounts.link}
            </Link>
          </>
        ) : null}
      </p>
      <p className="text-muted sm:hidden">{format(t.signedInAs, { email: member.email })}</p>
      {changed.length > 0 ? (
        <section className="grid gap-2 rounded-xl border border-l-4 border-marigold-500 bg-marigold-100 p-4" aria-labelledby="family-changes">
          <h2 id="family-changes" className="text-lg font-bold text-ink-900">
            {text.staff.inbox.familyChanges.title}
          </h2>
          <p className="text-sm text-ink-900">{text.staff.inbox.familyChanges.hint}</p>
          <ul className="grid gap-1.5">
            {changed.map((change) => (
              <li key={change.key} className="grid gap-0.5">
                <Link to={change.href} className="font-semibold text-ink-900 underline">
                  {change.what}
                </Link>
                <span className="text-sm text-ink-800">{change.when}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <InboxCounts
        text={text}
        newCounts={inbox.newCounts}
        overdue={inbox.overdue}
        overdueHref="?overdue=1"
        kindHref={(kind) => `?${new URLSearchParams({ kind, status: "new" }).toString()}`}
      />
      <InboxFilters text={text} filter={filter} kinds={kinds} withSchool={member.role === "admin"} />
      <p className="text-sm">
        {/* A file to download, not a page: the browser fetches it itself, not React Router. */}
        <a href={exportHref} download aria-describedby="staff-export-hint" className="font-semibold text-ink-800 underline">
          {text.staff.inbox.filters.export}
        </a>{" "}
        <span id="staff-export-hint" className="text-muted">
          {text.staff.inbox.filters.exportHint}
        </span>
      </p>
      <InboxList
        text={text}
        rows={inbox.rows}
        empty={filtered ? text.staff.inbox.filters.nothingFound : text.staff.inbox.empty}
      />
      <StaffPaging
        page={paging.page}
        older={paging.older}
        label={text.staff.inbox.title}
        newerText={text.staff.inbox.filters.newer}
        olderText={text.staff.inbox.filters.older}
      />
    </section>
  );
}
